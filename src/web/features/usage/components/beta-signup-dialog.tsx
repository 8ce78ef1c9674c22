import { Sparkles } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { BetaSignupRequest } from '../../../../contracts/usage.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast.ts';
import { useBetaSignup } from '../api/beta-signup.ts';

/** Why the dialog opened, so its first line can say what the person just ran into. */
export type BetaSignupReason = 'payment' | 'provider' | null;

interface BetaSignupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reason?: BetaSignupReason;
  /** Called once the signup succeeded and usage says isBetaUser. */
  onJoined?: () => void;
}

const reasonText: Record<Exclude<BetaSignupReason, null>, string> = {
  payment: 'You have used your free exchanges for now.',
  provider: 'That AI provider is open to beta members.',
};

/**
 * The Sacred Temple beta signup (SPEC §2 "Dialogs"), loaded on demand. Opened by a 402 from the
 * chat and by choosing a gated AI provider.
 */
export function BetaSignupDialog({
  open,
  onOpenChange,
  reason = null,
  onJoined,
}: BetaSignupDialogProps) {
  const emailId = useId();
  const [email, setEmail] = useState('');
  const signup = useBetaSignup();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signup.isPending) return;
    // SPEC §5: non-empty and contains an at-sign.
    const parsed = BetaSignupRequest.safeParse({ email });
    if (!parsed.success) {
      toast({
        title: 'Invalid Email',
        description: 'Please enter a valid email address',
        variant: 'destructive',
      });
      return;
    }
    signup.mutate(parsed.data, {
      onSuccess: () => {
        toast({
          title: 'Welcome to the Sacred Temple',
          description: 'Thank you for joining the beta. The beta AI providers are now open to you.',
        });
        setEmail('');
        onOpenChange(false);
        onJoined?.();
      },
      onError: () =>
        toast({ title: 'Signup Failed', description: 'Please try again', variant: 'destructive' }),
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Sacred Temple"
      description="Join the beta for early access to premium AI teachers and new practices."
    >
      {reason ? <p className="mt-3 text-sm font-medium">{reasonText[reason]}</p> : null}
      <form noValidate onSubmit={handleSubmit} className="mt-4 grid gap-3">
        <label htmlFor={emailId} className="text-sm font-medium">
          Email
        </label>
        <input
          id={emailId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.org"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="h-10 rounded-lg border border-border bg-background px-3 text-sm"
        />
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Not now
          </Button>
          <Button type="submit" aria-busy={signup.isPending} disabled={signup.isPending}>
            {signup.isPending ? <Spinner /> : <Sparkles aria-hidden="true" />}
            Join the beta
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
