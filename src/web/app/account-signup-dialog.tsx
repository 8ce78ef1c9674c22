import { lazy, Suspense, useState } from 'react';
import { useAppName } from '../features/app-config/hooks/use-app-name.ts';
import { useAllowances, useSignInProviders } from '../features/app-config/hooks/use-allowances.ts';

// The form, the dialog and the schemas it validates with are most of a page's script: they load
// the first time the dialog opens, not with the page (the lineage and subscription pages).
const SignupModal = lazy(() =>
  import('../features/auth/components/signup-modal.tsx').then((m) => ({
    default: m.SignupModal,
  })),
);

interface AccountSignupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  description?: string;
}

/** The signup modal with this server's name, allowance and sign-in providers, for any page. */
export function AccountSignupDialog({ open, onOpenChange, description }: AccountSignupDialogProps) {
  const appName = useAppName();
  const { freeAccountExchanges } = useAllowances();
  const providers = useSignInProviders();
  // Mounted once first opened, and kept, so it closes with its animation and keeps what was typed.
  const [asked, setAsked] = useState(open);
  if (open && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <SignupModal
        open={open}
        onOpenChange={onOpenChange}
        appName={appName}
        freeAccountExchanges={freeAccountExchanges}
        providers={providers}
        description={description}
      />
    </Suspense>
  );
}
