import {
  ArrowLeft,
  Check,
  CreditCard,
  ExternalLink,
  Landmark,
  Mail,
  Settings,
  Sparkles,
  UserPlus,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { User } from '../../../contracts/auth.ts';
import { APP_ROUTES } from '../../../contracts/routes.ts';
import type { Usage } from '../../../contracts/usage.ts';
import { Card, PageShell } from '../../components/layout/page-shell.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAllowances } from '../../features/app-config/hooks/use-allowances.ts';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';
import { useUser } from '../../features/auth/api/get-user.ts';
import { useUserStats } from '../../features/auth/api/get-user-stats.ts';
import { AUTH_PATHS } from '../../features/auth/auth-paths.ts';
import { EmailSignupForm } from '../../features/auth/components/email-signup-form.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { ProfileForm } from '../../features/auth/components/profile-form.tsx';
import { Divider } from '../../features/auth/components/provider-buttons.tsx';
import { RequestResetForm } from '../../features/auth/components/request-reset-form.tsx';
import { SignOutButton } from '../../features/auth/components/sign-out-button.tsx';
import { WelcomeDialog } from '../../features/auth/components/welcome-dialog.tsx';
import { hasPaidPlan, subscriptionLabel } from '../../features/auth/lib/user-status.ts';
import { useUsage } from '../../features/usage/api/get-usage.ts';

/** Where the server's billing portal starts (a full navigation, in a new tab). */
const BILLING_PORTAL_PATH = '/api/stripe/billing-portal';

const phaseLabel: Record<Usage['phase'], string> = {
  anon: 'Guest',
  free: 'Free account',
  paid: 'Paid plan',
};

/** Account (SPEC §2 "Account page"): the profile for members, sign-up and sign-in for visitors. */
export function AccountPage() {
  const appName = useAppName();
  const user = useUser().data ?? null;
  const [welcomeOpen, setWelcomeOpen] = useState(false);
  const profileFormId = useId();

  function showProfile() {
    // After the dialog has closed and the signed-in view is on screen.
    requestAnimationFrame(() => {
      const form = document.getElementById(profileFormId);
      form?.querySelector('input')?.focus();
    });
  }

  return (
    <>
      {user ? (
        <SignedInAccount user={user} appName={appName} profileFormId={profileFormId} />
      ) : (
        <SignedOutAccount appName={appName} onSignedUp={() => setWelcomeOpen(true)} />
      )}
      <WelcomeDialog
        open={welcomeOpen}
        onOpenChange={(open) => {
          setWelcomeOpen(open);
          // However it closes (Escape, the close button), focus lands in the profile form.
          if (!open) showProfile();
        }}
        appName={appName}
        onManageProfile={showProfile}
      />
    </>
  );
}

function PageLinks() {
  return (
    <nav aria-label="More" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      <Link href={APP_ROUTES.home} className="text-highlight underline-offset-4 hover:underline">
        Home
      </Link>
      <Link href={APP_ROUTES.lineage} className="text-highlight underline-offset-4 hover:underline">
        Lineage and live classes
      </Link>
    </nav>
  );
}

/** A bar fixed to the bottom of small screens; the page leaves room for it (pb-28). */
function MobileBar({ children }: { children: ReactNode }) {
  return (
    <div
      data-testid="account-mobile-bar"
      className="fixed inset-x-0 bottom-0 z-20 flex gap-2 border-t border-border bg-background/95 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur md:hidden"
    >
      {children}
    </div>
  );
}

function SignedInAccount({
  user,
  appName,
  profileFormId,
}: {
  user: User;
  appName: string;
  profileFormId: string;
}) {
  const paid = hasPaidPlan(user);
  return (
    <PageShell
      title="Account"
      documentTitle={`Account · ${appName}`}
      subtitle={user.email ? `Signed in as ${user.email}` : undefined}
      backHref={APP_ROUTES.chat}
      backLabel="Back to chat"
      className="pb-28 md:pb-12"
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Profile">
          <ProfileForm key={user.id} id={profileFormId} user={user} />
        </Card>
        <UsageCard user={user} />
        <Card title="Live Classes">
          {paid ? (
            <p>You have full access to every live class and its replay.</p>
          ) : (
            <p className="text-muted-foreground">
              Live classes are part of the paid plan. Preview the Nauli practice and the teachings
              to come.
            </p>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link href={APP_ROUTES.lineage}>
                <Landmark aria-hidden="true" />
                {paid ? 'Go to live classes' : 'Explore live classes'}
              </Link>
            </Button>
            {paid ? null : <UpgradeButton />}
          </div>
        </Card>
        <Card title="Billing">
          {user.stripeCustomerId ? (
            <>
              <p className="text-muted-foreground">
                Payment methods, invoices and your subscription are managed securely by our payment
                provider.
              </p>
              <Button asChild variant="outline" className="mt-4">
                <a href={BILLING_PORTAL_PATH} target="_blank" rel="noopener noreferrer">
                  <CreditCard aria-hidden="true" />
                  Manage billing
                  <span className="sr-only"> (opens in a new tab)</span>
                  <ExternalLink aria-hidden="true" />
                </a>
              </Button>
            </>
          ) : (
            <>
              <p className="font-medium">No Billing Account</p>
              <p className="mt-1 text-muted-foreground">You haven&apos;t made any purchases yet.</p>
            </>
          )}
        </Card>
      </div>
      <Card title="Account Actions">
        <div className="flex flex-wrap gap-2">
          <SignOutButton />
          <Button asChild variant="ghost">
            <Link href={APP_ROUTES.settings}>
              <Settings aria-hidden="true" />
              Settings
            </Link>
          </Button>
        </div>
      </Card>
      <PageLinks />
      <MobileBar>
        <Button asChild variant="outline" className="flex-1">
          <Link href={APP_ROUTES.chat}>
            <ArrowLeft aria-hidden="true" />
            Back to Chat
          </Link>
        </Button>
        {paid ? null : <UpgradeButton className="flex-1" />}
      </MobileBar>
    </PageShell>
  );
}

function UpgradeButton({ className }: { className?: string }) {
  return (
    <Button asChild className={className}>
      <Link href={APP_ROUTES.subscription}>
        <Sparkles aria-hidden="true" />
        Upgrade
      </Link>
    </Button>
  );
}

/** A value that may still be loading: a same-size placeholder holds its place. */
function Figure({ value, testId }: { value: ReactNode | undefined; testId: string }) {
  if (value === undefined) return <Skeleton className="inline-block h-5 w-10 align-middle" />;
  return <span data-testid={testId}>{value}</span>;
}

function UsageCard({ user }: { user: User }) {
  const usage = useUsage();
  const stats = useUserStats(true);
  const status = subscriptionLabel(user.subscriptionStatus);
  const remaining = usage.data
    ? usage.data.unlimited || usage.data.remaining === null
      ? 'Unlimited'
      : String(usage.data.remaining)
    : usage.isError
      ? '—'
      : undefined;
  const used = stats.data ? String(stats.data.exchangesUsed) : stats.isError ? '—' : undefined;
  return (
    <Card title="Usage & Subscription">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-muted-foreground">Status</span>
        <Badge data-testid="subscription-status">{status}</Badge>
      </div>
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        <dt className="text-muted-foreground">Plan</dt>
        <dd>
          <Figure
            testId="usage-phase"
            value={usage.data ? phaseLabel[usage.data.phase] : usage.isError ? '—' : undefined}
          />
        </dd>
        <dt className="text-muted-foreground">Exchanges used</dt>
        <dd>
          <Figure testId="exchanges-used" value={used} />
        </dd>
        <dt className="text-muted-foreground">Remaining</dt>
        <dd>
          <Figure testId="exchanges-remaining" value={remaining} />
        </dd>
      </dl>
      {hasPaidPlan(user) ? null : (
        <div className="mt-4">
          <UpgradeButton />
        </div>
      )}
    </Card>
  );
}

function SignedOutAccount({ appName, onSignedUp }: { appName: string; onSignedUp: () => void }) {
  const { freeAccountExchanges } = useAllowances();
  const [signupOpen, setSignupOpen] = useState(false);
  const [signIn, setSignIn] = useState<'login' | 'reset'>('login');
  // Once the person switched between sign-in and reset, the new form takes focus.
  const [switchedSignIn, setSwitchedSignIn] = useState(false);
  const signupFormId = useId();
  const focusSignup = useRef(false);

  useEffect(() => {
    if (!signupOpen || !focusSignup.current) return;
    focusSignup.current = false;
    const form = document.getElementById(signupFormId);
    form?.querySelector('input')?.focus();
  }, [signupOpen, signupFormId]);

  function openSignup() {
    focusSignup.current = true;
    if (signupOpen) {
      // Already open (the mobile button): just bring it into view.
      const form = document.getElementById(signupFormId);
      form?.querySelector('input')?.focus();
      return;
    }
    setSignupOpen(true);
  }

  const benefits = [
    `${freeAccountExchanges} free AI exchanges`,
    'Journal and progress tracking',
    'Access to live classes',
    'Personalized spiritual guidance',
  ];

  return (
    <PageShell
      title="Create your account"
      documentTitle={`Account · ${appName}`}
      subtitle={`Keep your conversations and deepen your practice with ${appName}.`}
      backHref={APP_ROUTES.chat}
      backLabel="Back to chat"
      className="pb-28 md:pb-12"
    >
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card title="Create a free account">
          <ul className="grid gap-2" aria-label="What you receive">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 shrink-0 text-highlight" />
                {benefit}
              </li>
            ))}
          </ul>
          <div className="mt-5 grid gap-3">
            <Button
              variant={signupOpen ? 'outline' : 'default'}
              aria-expanded={signupOpen}
              aria-controls={signupOpen ? signupFormId : undefined}
              onClick={() => {
                if (signupOpen) setSignupOpen(false);
                else openSignup();
              }}
            >
              <Mail aria-hidden="true" />
              Sign up with email
            </Button>
            {signupOpen ? (
              <EmailSignupForm
                id={signupFormId}
                appName={appName}
                onCancel={() => setSignupOpen(false)}
                onSignedUp={() => {
                  setSignupOpen(false);
                  onSignedUp();
                }}
              />
            ) : null}
            <Divider />
            <Button asChild variant="outline">
              {/* A full navigation: the server lists the configured sign-in providers. */}
              <a href={AUTH_PATHS.start}>
                <UserPlus aria-hidden="true" />
                Continue with social sign-in
              </a>
            </Button>
          </div>
        </Card>
        <Card title={signIn === 'login' ? 'Already have an account?' : 'Forgot your password?'}>
          {signIn === 'login' ? (
            <LoginForm
              autoFocus={switchedSignIn}
              onForgotPassword={() => {
                setSwitchedSignIn(true);
                setSignIn('reset');
              }}
            />
          ) : (
            <RequestResetForm autoFocus onBack={() => setSignIn('login')} />
          )}
        </Card>
      </div>
      <PageLinks />
      <MobileBar>
        <Button className="flex-1" onClick={openSignup}>
          <UserPlus aria-hidden="true" />
          Create Account
        </Button>
      </MobileBar>
    </PageShell>
  );
}
