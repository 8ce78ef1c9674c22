import { Sparkles } from 'lucide-react';
import { useId } from 'react';

/** Chat options (unhinged mode, provider, word limit) arrive with the chat release. */
export function AiModePanel() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid="ai-mode-panel"
      className="rounded-xl border border-dashed border-border px-3 py-2"
    >
      <div className="flex items-center gap-2">
        <Sparkles aria-hidden="true" className="size-4 text-highlight" />
        <h2 id={headingId} className="text-sm font-semibold">
          AI mode
        </h2>
        <span className="ml-auto text-[0.7rem] font-semibold tracking-wider text-highlight uppercase">
          Coming soon
        </span>
      </div>
      <p className="mt-1 text-xs text-muted-foreground">
        Unhinged mode, AI provider and reply length.
      </p>
    </section>
  );
}
