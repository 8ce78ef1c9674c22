import { useAppName } from '../features/app-config/hooks/use-app-name.ts';
import { useAllowances, useSignInProviders } from '../features/app-config/hooks/use-allowances.ts';
import { SignupModal } from '../features/auth/components/signup-modal.tsx';

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
  return (
    <SignupModal
      open={open}
      onOpenChange={onOpenChange}
      appName={appName}
      freeAccountExchanges={freeAccountExchanges}
      providers={providers}
      description={description}
    />
  );
}
