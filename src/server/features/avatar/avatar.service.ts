import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AvatarConfig } from '../../../contracts/voice.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';

/** How long an avatar token works: long enough to start a conversation, short enough to leak safely. */
export const AVATAR_TOKEN_TTL_MS = 10 * 60_000;

export interface AvatarTokenClaims {
  /** The avatar agent the token is for. */
  agt: string;
  /** The account it was issued to. */
  sub: string;
  iat: number;
  exp: number;
}

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/**
 * The signing key is derived from BITHUMAN_API_KEY with a fixed label, so the key itself never
 * signs anything a browser sees and cannot be recovered from a token.
 */
function signingKey(apiKey: string): Buffer {
  return createHmac('sha256', apiKey).update('sangha avatar token v1').digest();
}

/** A signed, expiring token for one account and agent: `<claims>.<HMAC-SHA256>`, both base64url. */
export function mintAvatarToken(
  apiKey: string,
  claims: { agentId: string; userId: string },
  now = Date.now(),
): { token: string; expiresAt: Date } {
  const exp = now + AVATAR_TOKEN_TTL_MS;
  const body: AvatarTokenClaims & { jti: string } = {
    agt: claims.agentId,
    sub: claims.userId,
    iat: Math.floor(now / 1000),
    exp: Math.floor(exp / 1000),
    jti: randomBytes(9).toString('base64url'),
  };
  const payload = b64(JSON.stringify(body));
  const signature = createHmac('sha256', signingKey(apiKey)).update(payload).digest('base64url');
  return { token: `${payload}.${signature}`, expiresAt: new Date(body.exp * 1000) };
}

/** The claims of a token this server minted with this key, or null if forged, altered or expired. */
export function verifyAvatarToken(
  apiKey: string,
  token: string,
  now = Date.now(),
): AvatarTokenClaims | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = createHmac('sha256', signingKey(apiKey)).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(
      Buffer.from(payload, 'base64url').toString('utf8'),
    ) as AvatarTokenClaims;
    return typeof claims.exp === 'number' && claims.exp * 1000 > now ? claims : null;
  } catch {
    return null;
  }
}

/**
 * What the avatar dialog needs (SPEC §7 GET /api/bithuman-config): the agent id, a short-lived
 * token in place of the key (DESIGN §6), and the provider's script. 503 when not configured.
 */
export function getAvatarConfig(
  avatar: Config['avatar'],
  userId: string,
  now = Date.now(),
): AvatarConfig {
  if (!avatar) {
    throw new AppError(
      'unavailable',
      'The avatar is not configured on this server (BITHUMAN_AGENT_ID, BITHUMAN_API_KEY and BITHUMAN_SCRIPT_URL).',
    );
  }
  const { token, expiresAt } = mintAvatarToken(
    avatar.apiKey,
    { agentId: avatar.agentId, userId },
    now,
  );
  return {
    agentId: avatar.agentId,
    apiSecret: token,
    expiresAt: expiresAt.toISOString(),
    scriptUrl: avatar.scriptUrl,
  };
}
