import { ChevronDown, Sparkles } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import type { AiProviderId } from '../../../../contracts/chat.ts';
import { cn } from '../../../lib/cn.ts';
import { useAiProviders } from '../api/get-ai-providers.ts';
import { useAiSettings } from '../hooks/use-ai-settings.ts';
import { effectiveProvider, providerLabel } from '../lib/providers.ts';

const AiModeSettings = lazy(() =>
  import('./ai-mode-settings.tsx').then((m) => ({ default: m.AiModeSettings })),
);

interface AiModePanelProps {
  /** From usage; gated providers need it (SPEC §4). Undefined while usage is unknown. */
  isBetaUser?: boolean;
  /** A gated provider was chosen by someone outside the beta: open the beta signup. */
  onBetaRequired?: (providerId: AiProviderId) => void;
}

/**
 * Chat options at the foot of the sidebar (SPEC §1, §4): unhinged mode, the AI provider and the
 * words-per-reply limit, all kept in local storage. Folded, it shows what is chosen; the
 * controls load when it first opens.
 */
export function AiModePanel({ isBetaUser, onBetaRequired }: AiModePanelProps) {
  const headingId = useId();
  const contentId = useId();
  const [open, setOpen] = useState(false);
  const settings = useAiSettings();
  const providers = useAiProviders();
  const provider = effectiveProvider(settings.aiProvider, providers.data, isBetaUser);
  const current = providers.data?.find((candidate) => candidate.id === provider);

  const summary = [
    current ? providerLabel(current) : null,
    // 'Unlimited' alone read as unlimited messages; this is the length of a reply.
    settings.wordLimit ? `${settings.wordLimit} words per reply` : 'No word limit',
    settings.isUnhingedMode ? 'Unhinged' : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <section
      aria-labelledby={headingId}
      data-testid="ai-mode-panel"
      className="rounded-xl border border-border bg-background/60"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((value) => !value)}
        className="grid w-full grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-2 gap-y-0.5 rounded-xl px-3 py-2 text-left"
      >
        <Sparkles aria-hidden="true" className="size-4 shrink-0 text-highlight" />
        <h2 id={headingId} className="text-sm font-semibold whitespace-nowrap">
          AI mode
        </h2>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')}
        />
        {/* On its own line under the label, so a narrow sidebar wraps it instead of cutting it. */}
        <span
          data-testid="ai-mode-summary"
          className="col-start-2 col-end-4 text-xs text-muted-foreground"
        >
          {summary}
        </span>
      </button>
      <div id={contentId} hidden={!open}>
        {open ? (
          <Suspense
            fallback={<p className="px-3 pb-3 text-xs text-muted-foreground">Loading...</p>}
          >
            <AiModeSettings isBetaUser={isBetaUser} onBetaRequired={onBetaRequired} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
