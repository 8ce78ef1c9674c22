import type { AvatarConfig } from '../../../../contracts/voice.ts';

/** What a mounted avatar hands back: a way to end the session when the dialog closes. */
export interface AvatarSession {
  destroy?: () => void;
}

interface AvatarEmbed {
  mount: (
    container: HTMLElement,
    options: { agentId: string; token: string },
  ) => AvatarSession | Promise<AvatarSession> | void;
}

declare global {
  interface Window {
    /** Set by the provider's script (BITHUMAN_SCRIPT_URL); see docs/decisions/009-voice.md. */
    BitHumanAvatar?: AvatarEmbed;
  }
}

/**
 * Start the avatar in `container` with the embed the provider's script defines. Throws when the
 * script defined none or it refused to start (the dialog's 'Failed to initialize' state).
 */
export async function mountAvatar(
  container: HTMLElement,
  config: AvatarConfig,
): Promise<AvatarSession> {
  const embed = window.BitHumanAvatar;
  if (!embed || typeof embed.mount !== 'function') {
    throw new Error('The avatar script did not provide BitHumanAvatar.mount');
  }
  return (await embed.mount(container, { agentId: config.agentId, token: config.apiSecret })) ?? {};
}
