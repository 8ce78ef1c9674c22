import { LOW_EXCHANGES_WARNING_AT } from '../../../../contracts/constants.ts';
import type { Usage } from '../../../../contracts/usage.ts';
import { cn } from '../../../lib/cn.ts';

/**
 * The badge text for what remains; 'Only N exchanges remaining' from 5 down (SPEC §9). SPEC's
 * warning names the counter 'exchanges', so every state of the badge does too.
 */
export function remainingText(usage: Pick<Usage, 'remaining' | 'unlimited'>): string {
  if (usage.unlimited || usage.remaining === null) return 'Unlimited exchanges';
  const n = usage.remaining;
  if (n <= 0) return 'No exchanges left';
  if (n <= LOW_EXCHANGES_WARNING_AT) return `Only ${n} exchange${n === 1 ? '' : 's'} remaining`;
  return `${n} exchange${n === 1 ? '' : 's'} left`;
}

/** The remaining-messages badge of the chat screen; nothing until usage has loaded. */
export function RemainingBadge({
  usage,
  className,
}: {
  usage: Usage | undefined;
  className?: string;
}) {
  if (!usage) return null;
  const low =
    !usage.unlimited && usage.remaining !== null && usage.remaining <= LOW_EXCHANGES_WARNING_AT;
  return (
    <span
      data-testid="remaining-badge"
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        low
          ? 'border-destructive/40 bg-destructive/10 text-destructive dark:text-red-300'
          : 'border-highlight/40 bg-primary/15 text-highlight',
        className,
      )}
    >
      {remainingText(usage)}
    </span>
  );
}
