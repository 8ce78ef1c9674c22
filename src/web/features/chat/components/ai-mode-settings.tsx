import { RadioGroup, Switch, ToggleGroup } from 'radix-ui';
import { useId } from 'react';
import type { AiProvider, AiProviderId } from '../../../../contracts/chat.ts';
import { WORD_LIMIT_OPTIONS } from '../../../../contracts/constants.ts';
import { cn } from '../../../lib/cn.ts';
import { useAiProviders } from '../api/get-ai-providers.ts';
import { setAiSettings, useAiSettings } from '../hooks/use-ai-settings.ts';
import { effectiveProvider, providerLabel } from '../lib/providers.ts';

const UNLIMITED = 'unlimited';

export interface AiModeSettingsProps {
  /** From usage; gated providers need it (SPEC §4). Undefined while usage is unknown. */
  isBetaUser?: boolean;
  /** A gated provider was chosen by someone outside the beta: open the beta signup. */
  onBetaRequired?: (providerId: AiProviderId) => void;
}

/** The AI mode choices themselves, loaded when the panel first opens. */
export function AiModeSettings({ isBetaUser, onBetaRequired }: AiModeSettingsProps) {
  const unhingedId = useId();
  const providerLabelId = useId();
  const settings = useAiSettings();
  const providers = useAiProviders();
  const provider = effectiveProvider(settings.aiProvider, providers.data, isBetaUser);

  function chooseProvider(id: string) {
    const chosen = providers.data?.find((candidate) => candidate.id === id);
    if (!chosen) return;
    // SPEC §4: a gated provider opens the beta signup for someone outside the beta, configured
    // here or not (its hint says when this server has not set it up).
    if (chosen.gated && isBetaUser === false) {
      onBetaRequired?.(chosen.id);
      return;
    }
    if (!chosen.available) return;
    setAiSettings({ aiProvider: chosen.id });
  }

  return (
    // grid-cols-1 (minmax(0, 1fr)) throughout: the narrowest sidebar wraps these, never widens.
    <div className="grid grid-cols-1 gap-4 px-3 pt-1 pb-3">
      <div className="flex items-start justify-between gap-3">
        <label htmlFor={unhingedId} className="grid gap-0.5">
          <span className="text-sm font-medium">Unhinged</span>
          <span className="text-xs text-muted-foreground">Blunt, irreverent replies</span>
        </label>
        <Switch.Root
          id={unhingedId}
          checked={settings.isUnhingedMode}
          onCheckedChange={(checked) => setAiSettings({ isUnhingedMode: checked })}
          className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-border bg-muted transition-colors data-[state=checked]:border-primary data-[state=checked]:bg-primary"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-background shadow transition-transform data-[state=checked]:translate-x-5" />
        </Switch.Root>
      </div>

      <div className="grid grid-cols-1 gap-1.5">
        <span id={providerLabelId} className="text-sm font-medium">
          AI provider
        </span>
        {providers.isPending ? (
          <p className="text-xs text-muted-foreground">Loading providers...</p>
        ) : providers.isError ? (
          <p className="text-xs text-muted-foreground">Could not load providers.</p>
        ) : (
          <RadioGroup.Root
            aria-labelledby={providerLabelId}
            value={provider}
            onValueChange={chooseProvider}
            className="grid grid-cols-1 gap-1"
          >
            {providers.data.map((option) => (
              <ProviderOption
                key={option.id}
                provider={option}
                locked={option.gated && isBetaUser !== true}
              />
            ))}
          </RadioGroup.Root>
        )}
      </div>

      <div className="grid grid-cols-1 gap-1.5">
        <span className="text-sm font-medium" aria-hidden="true">
          Words per reply
        </span>
        <ToggleGroup.Root
          type="single"
          aria-label="Words per reply"
          value={settings.wordLimit ? String(settings.wordLimit) : UNLIMITED}
          // An empty value means the active step was clicked again: keep it.
          onValueChange={(value) => {
            if (!value) return;
            const limit = WORD_LIMIT_OPTIONS.find((option) => String(option) === value);
            setAiSettings({ wordLimit: limit ?? null });
          }}
          className="grid grid-cols-4 rounded-lg border border-border bg-background p-0.5"
        >
          {[...WORD_LIMIT_OPTIONS.map(String), UNLIMITED].map((value) => (
            <ToggleGroup.Item
              key={value}
              value={value}
              aria-label={value === UNLIMITED ? 'Unlimited' : `${value} words`}
              className="h-7 rounded-md text-xs font-medium text-muted-foreground hover:text-foreground data-[state=on]:bg-primary data-[state=on]:text-primary-foreground"
            >
              {value === UNLIMITED ? 'Unlimited' : value}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      </div>
    </div>
  );
}

/** The hint under a provider's name; an unconfigured provider says so first of all. */
export function providerHint(provider: AiProvider, locked: boolean): string | null {
  if (!provider.available) return 'Not set up on this server yet';
  if (provider.offline) return 'Built in; works without an AI model';
  if (locked) return 'For beta members: choose it to join';
  return null;
}

function ProviderOption({ provider, locked }: { provider: AiProvider; locked: boolean }) {
  const id = useId();
  const hintId = useId();
  const hint = providerHint(provider, locked);
  // Not `disabled`: an unconfigured provider stays focusable, so the keyboard and screen readers
  // reach its hint, and a gated one can still open the beta signup.
  const unusable = !provider.available && !locked;
  return (
    <div
      title={hint ?? undefined}
      className={cn('flex items-start gap-2', !provider.available && 'opacity-70')}
    >
      <RadioGroup.Item
        id={id}
        value={provider.id}
        aria-describedby={hint ? hintId : undefined}
        aria-disabled={unusable || undefined}
        data-unavailable={!provider.available || undefined}
        className="mt-0.5 grid size-4 shrink-0 place-items-center rounded-full border border-muted-foreground data-[state=checked]:border-primary aria-disabled:cursor-not-allowed"
      >
        <RadioGroup.Indicator className="size-2 rounded-full bg-primary" />
      </RadioGroup.Item>
      <label htmlFor={id} className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <span className="flex min-w-0 items-baseline gap-1.5">
          <span className="truncate">{providerLabel(provider)}</span>
          {provider.gated ? (
            <span className="rounded-full bg-primary/15 px-1.5 text-[0.65rem] font-semibold text-highlight uppercase">
              Beta
            </span>
          ) : null}
        </span>
        {hint ? (
          <span id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </span>
        ) : null}
      </label>
    </div>
  );
}
