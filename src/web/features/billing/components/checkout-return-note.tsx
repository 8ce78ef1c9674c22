import { CircleCheck, Info, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { CheckoutReturn } from '../hooks/use-checkout-return.ts';

interface CheckoutReturnNoteProps {
  result: CheckoutReturn | null;
  /** The plan has shown up on the account: the payment provider has told the server. */
  paid: boolean;
  /** Confirmation is taking longer than it should. */
  slow: boolean;
  onDismiss: () => void;
}

/**
 * The note shown after coming back from checkout: a gentle word when it was cancelled; while the
 * payment provider's confirmation (a webhook) is on its way, that it is being confirmed.
 */
export function CheckoutReturnNote({ result, paid, slow, onDismiss }: CheckoutReturnNoteProps) {
  if (!result) return null;
  if (result === 'cancelled') {
    return (
      <Note
        icon={<Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-highlight" />}
        onDismiss={onDismiss}
      >
        Checkout was cancelled and nothing was charged. Your free plan carries on, and you can start
        your trial whenever you feel ready.
      </Note>
    );
  }
  if (paid) {
    return (
      <Note
        icon={<CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-highlight" />}
        onDismiss={onDismiss}
      >
        Thank you. Your subscription is confirmed.
      </Note>
    );
  }
  return (
    <Note
      icon={<Spinner className="mt-0.5 size-5 shrink-0 text-highlight" />}
      onDismiss={onDismiss}
    >
      {slow
        ? 'Checkout is complete, but the confirmation is taking longer than usual. Your plan will appear here shortly; try reloading the page in a minute.'
        : 'Thank you! Confirming your subscription with our payment provider…'}
    </Note>
  );
}

function Note({
  icon,
  children,
  onDismiss,
}: {
  icon: ReactNode;
  children: ReactNode;
  onDismiss: () => void;
}) {
  return (
    <div
      role="status"
      data-testid="checkout-note"
      className="flex items-start gap-3 rounded-2xl border border-border bg-surface p-4 text-sm"
    >
      {icon}
      <p className="flex-1">{children}</p>
      <Button variant="ghost" size="icon-sm" aria-label="Dismiss note" onClick={onDismiss}>
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
