import { ArrowRight, Check, MessageCircle, Sparkles, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { AppConfig } from '../../../contracts/app-config.ts';
import { APP_ROUTES } from '../../../contracts/routes.ts';
import { PageShell } from '../../components/layout/page-shell.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { VideoEmbed } from '../../components/ui/video-embed.tsx';
import { useAppConfig } from '../../features/app-config/api/get-app-config.ts';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';
import { useAllowances } from '../../features/app-config/hooks/use-allowances.ts';
import { useUser } from '../../features/auth/api/get-user.ts';
import { hasPaidPlan } from '../../features/auth/lib/user-status.ts';
import { AccountSignupDialog } from '../account-signup-dialog.tsx';

/** The single sign-on (OpenID Connect) provider, when this server has one: `/api/login` starts it. */
function singleSignOn(config: AppConfig | undefined) {
  return config?.signInProviders.find((provider) => provider.id === 'oidc');
}

export const LINEAGE_TAGLINE =
  'Nauli, the yogic abdominal wave massage: a rolling churn of the belly muscles that awakens digestive fire and steadies the mind.';
export const VIDEO_UNAVAILABLE = 'The intro video is not available right now';

/** What a free account really gets here: the exchange count is the server's configured allowance. */
export function freeAccountBenefits({
  freeAccountExchanges,
}: Pick<AppConfig['allowances'], 'freeAccountExchanges'>): string[] {
  return [
    ...(freeAccountExchanges > 0
      ? [`${freeAccountExchanges} free AI exchange${freeAccountExchanges === 1 ? '' : 's'}`]
      : []),
    'All available modules',
    'Deep interactive guidance',
    'Personalized journey tracking',
  ];
}

const futureTeachings = [
  {
    name: 'Pranayama',
    text: 'Breath as the bridge between body and mind: the classical breathing practices, step by step.',
  },
  {
    name: 'Meditation',
    text: 'Resting in awareness one breath at a time, from settling the mind to open presence.',
  },
  {
    name: 'Philosophy',
    text: 'The view that gives practice its direction, read from the lineage’s own texts.',
  },
];

const headingClass = 'font-serif text-2xl font-semibold';
const cardClass = 'rounded-2xl border border-border bg-surface p-6';

/** Live classes and marketing (SPEC §2 "Lineage"): Nauli, its intro video, and what comes next. */
export function LineagePage() {
  const appName = useAppName();
  const config = useAppConfig();
  const user = useUser().data ?? null;
  const paid = hasPaidPlan(user);
  const lineage = config.data?.lineage;
  const planName = config.data?.plan.name ?? `${appName} Premium`;
  const allowances = useAllowances();
  const benefits = freeAccountBenefits(allowances);
  const sso = singleSignOn(config.data);
  const [signupOpen, setSignupOpen] = useState(false);

  return (
    <PageShell
      title="Nauli Practice"
      documentTitle={`Lineage · ${appName}`}
      subtitle={LINEAGE_TAGLINE}
      backHref={APP_ROUTES.chat}
      backLabel="Back to chat"
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="lineage-video" className="grid gap-3">
          <h2 id="lineage-video" className={headingClass}>
            Introduction to Nauli
          </h2>
          {config.isPending ? (
            <Skeleton className="aspect-video w-full rounded-2xl" />
          ) : (
            <VideoEmbed
              src={lineage?.videoUrl}
              poster={lineage?.posterUrl}
              title="Introduction to Nauli practice"
              unavailableText={VIDEO_UNAVAILABLE}
            />
          )}
          <p className="text-sm text-muted-foreground">
            Learn the posture, the isolation of the abdominal muscles and the rolling wave, at your
            own pace. Practise on an empty stomach, and ask a teacher before you begin if you are
            pregnant or have a heart or abdominal condition.
          </p>
        </section>

        <section aria-labelledby="lineage-benefits" className={cardClass}>
          <h2 id="lineage-benefits" className={headingClass}>
            Free account benefits
          </h2>
          <ul className="mt-4 grid gap-2 text-sm" aria-label="What a free account gives you">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 shrink-0 text-highlight" />
                {benefit}
              </li>
            ))}
          </ul>
          {user ? (
            <>
              <p className="mt-5 text-sm text-muted-foreground">
                You are signed in: all of this is already yours.
              </p>
              <Button asChild className="mt-3 w-full sm:w-auto">
                <Link href={APP_ROUTES.chat}>
                  <MessageCircle aria-hidden="true" />
                  Continue to Chat
                </Link>
              </Button>
            </>
          ) : sso ? (
            // Single sign-on is a server flow: a full navigation, not a client route.
            <Button asChild size="lg" className="mt-5 w-full sm:w-auto">
              <a href={sso.href}>
                <UserPlus aria-hidden="true" />
                Create Free Account
              </a>
            </Button>
          ) : (
            // Without single sign-on, /api/login is a dead end: sign up with email right here.
            <>
              <Button
                size="lg"
                className="mt-5 w-full sm:w-auto"
                aria-haspopup="dialog"
                onClick={() => setSignupOpen(true)}
              >
                <UserPlus aria-hidden="true" />
                Create Free Account
              </Button>
              <AccountSignupDialog
                open={signupOpen}
                onOpenChange={setSignupOpen}
                description={
                  allowances.freeAccountExchanges > 0
                    ? `Create a free account for ${allowances.freeAccountExchanges} free AI exchanges, your dream journal and your growth timeline.`
                    : 'Create a free account for your dream journal and your growth timeline.'
                }
              />
            </>
          )}
        </section>
      </div>

      <section aria-labelledby="lineage-live-classes" className={cardClass}>
        <h2 id="lineage-live-classes" className={headingClass}>
          Live Classes
        </h2>
        {paid ? (
          <p className="mt-3 text-sm">
            Your plan includes every live class and its replay. Thank you for practising with us.
          </p>
        ) : (
          <>
            <p className="mt-3 text-sm text-muted-foreground">
              Practise Nauli with a teacher in small live classes, with replays, as part of{' '}
              {planName}.
            </p>
            <Button asChild variant="outline" className="mt-4">
              <Link href={APP_ROUTES.subscription}>
                <Sparkles aria-hidden="true" />
                See {planName}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </>
        )}
      </section>

      <section aria-labelledby="future-teachings" className="grid gap-4">
        <h2 id="future-teachings" className={headingClass}>
          Future Teachings
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {futureTeachings.map((teaching) => (
            <li key={teaching.name} className={cardClass}>
              <h3 className="font-serif text-lg font-semibold">{teaching.name}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{teaching.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </PageShell>
  );
}
