import type { AiProvider, AiProviderId } from '../../../../contracts/chat.ts';

const DEFAULT_PROVIDER: AiProviderId = 'free';

/**
 * The provider a chat really uses: the stored choice while this server offers it and the person
 * may use it, else the freely usable default (SPEC §4). `isBetaUser` undefined means not known
 * yet: the server has the last word then.
 */
export function effectiveProvider(
  chosen: AiProviderId,
  providers: readonly AiProvider[] | undefined,
  isBetaUser: boolean | undefined,
): AiProviderId {
  if (!providers) return chosen;
  const provider = providers.find((candidate) => candidate.id === chosen);
  if (!provider?.available) return DEFAULT_PROVIDER;
  if (provider.gated && isBetaUser === false) return DEFAULT_PROVIDER;
  return chosen;
}

/** What a provider is called here: the built-in offline guide says so plainly. */
export function providerLabel(provider: AiProvider): string {
  return provider.offline ? 'Offline guide' : provider.label;
}
