import { Link } from 'wouter';
import type { AppConfig } from '../../../../contracts/app-config.ts';
import type { User } from '../../../../contracts/auth.ts';
import { APP_ROUTES } from '../../../../contracts/routes.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmailSignupForm } from './email-signup-form.tsx';
import { Divider, ProviderButtons } from './provider-buttons.tsx';

interface SignupModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  appName: string;
  /** The free account's allowance, from the app config. */
  freeAccountExchanges: number;
  providers: AppConfig['signInProviders'];
  onSignedUp?: (user: User) => void;
  /** What signing up gives here; by default, the exchanges it unlocks after the anonymous ones. */
  description?: string;
}

/**
 * The signup modal (SPEC §2), opened when the anonymous messages run out and from the sign-up
 * buttons of /subscription and /lineage: a real email sign-up (DESIGN §6) and the configured
 * sign-in providers.
 */
export function SignupModal({
  open,
  onOpenChange,
  appName,
  freeAccountExchanges,
  providers,
  onSignedUp,
  description,
}: SignupModalProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Continue your journey with ${appName}`}
      description={
        description ??
        `Create a free account to unlock ${freeAccountExchanges} more AI exchanges. Your conversations come with you.`
      }
      className="max-h-[92dvh] overflow-y-auto"
      data-testid="signup-modal"
    >
      <EmailSignupForm
        className="mt-4"
        appName={appName}
        submitLabel="Create Free Account"
        onSignedUp={(user) => {
          onOpenChange(false);
          onSignedUp?.(user);
        }}
      />
      <Divider className="mt-3" />
      <ProviderButtons className="mt-3" providers={providers} />
      <p className="mt-4 text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link
          href={APP_ROUTES.account}
          className="font-medium text-highlight underline-offset-2 hover:underline"
          onClick={() => onOpenChange(false)}
        >
          Sign in
        </Link>
      </p>
    </Dialog>
  );
}
