import { MessageCircle, UserCog } from 'lucide-react';
import { Link } from 'wouter';
import { APP_ROUTES } from '../../../../contracts/routes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

interface WelcomeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  appName: string;
  /** 'Manage Profile': the dialog closes and the caller shows the profile form. */
  onManageProfile: () => void;
}

/** Shown after an account was created on the account page (SPEC §2 "Account page"). */
export function WelcomeDialog({
  open,
  onOpenChange,
  appName,
  onManageProfile,
}: WelcomeDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Welcome to ${appName}!`}
      description="Your account is ready. Your conversations are saved, and your journey continues where you left it."
      onCloseAutoFocus={(event) => {
        // Focus goes to the profile form (or the chat) rather than the vanished sign-up button.
        event.preventDefault();
      }}
    >
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          onClick={() => {
            onOpenChange(false);
            onManageProfile();
          }}
        >
          <UserCog aria-hidden="true" />
          Manage Profile
        </Button>
        <Button asChild>
          <Link href={APP_ROUTES.chat} onClick={() => onOpenChange(false)}>
            <MessageCircle aria-hidden="true" />
            Continue to Chat
          </Link>
        </Button>
      </div>
    </Dialog>
  );
}
