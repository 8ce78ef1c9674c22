import { Apple, Facebook, GitHub, Twitter, decodeIdToken, generateCodeVerifier } from 'arctic';
import * as oidc from 'openid-client';
import type { SignInProvider } from '../../../contracts/auth.ts';
import type { Config } from '../../config.ts';
import { SIGN_IN_LABELS, type ProviderProfile } from './auth.service.ts';

/** What a sign-in needs to remember between the redirect out and the callback (kept in a cookie). */
export interface PendingSignIn {
  provider: SignInProvider;
  state: string;
  codeVerifier: string | null;
  nonce: string | null;
}

export interface SignInFlow {
  id: SignInProvider;
  label: string;
  /** Apple posts its callback cross-site, so its state cookie must be SameSite=None. */
  callbackIsCrossSitePost: boolean;
  start(): Promise<{ url: URL; pending: PendingSignIn }>;
  /** Exchange the callback's code for the user's profile. `params` holds the query or form fields. */
  finish(
    params: Record<string, string>,
    callbackUrl: URL,
    pending: PendingSignIn,
  ): Promise<ProviderProfile>;
}

const LABELS = SIGN_IN_LABELS;

export function providerLabel(id: SignInProvider, config: Config): string {
  return id === 'oidc' ? (config.signIn.oidc?.name ?? LABELS.oidc) : LABELS[id];
}

function splitName(name: string | undefined | null): {
  firstName: string | null;
  lastName: string | null;
} {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0] ?? null, lastName: parts.slice(1).join(' ') || null };
}

async function getJson<T>(url: string, accessToken: string): Promise<T> {
  const res = await fetch(url, {
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      'user-agent': 'Sangha',
    },
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** An OpenID Connect provider (Google, or any issuer for /api/login) through openid-client. */
function oidcFlow(
  id: SignInProvider,
  label: string,
  settings: { issuerUrl: string; clientId: string; clientSecret: string | undefined },
  redirectUri: string,
): SignInFlow {
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    const url = new URL(settings.issuerUrl);
    // Plain http only for an issuer on this machine (development and tests).
    const local =
      url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    discovered ??= oidc
      .discovery(
        url,
        settings.clientId,
        settings.clientSecret,
        undefined,
        local ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = null; // try again next time
        throw error;
      });
    return discovered;
  };
  return {
    id,
    label,
    callbackIsCrossSitePost: false,
    async start() {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, pending: { provider: id, state, codeVerifier, nonce } };
    },
    async finish(_params, callbackUrl, pending) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier ?? undefined,
        expectedState: pending.state,
        expectedNonce: pending.nonce ?? undefined,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('the provider returned no ID token');
      // Many issuers keep profile claims out of the ID token: ask the userinfo endpoint for them.
      const claims: Record<string, unknown> & { sub: string } =
        typeof idClaims.email === 'string' && 'given_name' in idClaims
          ? idClaims
          : {
              ...(await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)),
              ...idClaims,
            };
      const name = splitName(typeof claims.name === 'string' ? claims.name : null);
      return {
        provider: id,
        providerUserId: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : null,
        emailVerified: claims.email_verified === true,
        firstName: typeof claims.given_name === 'string' ? claims.given_name : name.firstName,
        lastName: typeof claims.family_name === 'string' ? claims.family_name : name.lastName,
        pictureUrl: typeof claims.picture === 'string' ? claims.picture : null,
      };
    },
  };
}

/** The configured sign-in providers, by id. A provider whose variables are unset is absent. */
export function createSignInFlows(config: Config): Map<SignInProvider, SignInFlow> {
  const flows = new Map<SignInProvider, SignInFlow>();
  const callback = (id: SignInProvider) => `${config.publicUrl}/auth/${id}/callback`;
  const { oidc: generic, google, apple, twitter, github, facebook } = config.signIn;

  if (generic) flows.set('oidc', oidcFlow('oidc', generic.name, generic, callback('oidc')));
  if (google) flows.set('google', oidcFlow('google', LABELS.google, google, callback('google')));

  if (github) {
    const client = new GitHub(github.clientId, github.clientSecret, callback('github'));
    flows.set('github', {
      id: 'github',
      label: LABELS.github,
      callbackIsCrossSitePost: false,
      start: async () => {
        const state = oidc.randomState();
        return {
          url: client.createAuthorizationURL(state, ['read:user', 'user:email']),
          pending: { provider: 'github', state, codeVerifier: null, nonce: null },
        };
      },
      finish: async (params) => {
        const token = (await client.validateAuthorizationCode(params.code ?? '')).accessToken();
        const user = await getJson<{
          id: number;
          name: string | null;
          login: string;
          avatar_url: string | null;
        }>('https://api.github.com/user', token);
        const emails = await getJson<{ email: string; primary: boolean; verified: boolean }[]>(
          'https://api.github.com/user/emails',
          token,
        );
        const primary = emails.find((e) => e.primary) ?? emails.find((e) => e.verified) ?? null;
        return {
          provider: 'github',
          providerUserId: String(user.id),
          email: primary?.email ?? null,
          emailVerified: primary?.verified ?? false,
          ...splitName(user.name ?? user.login),
          pictureUrl: user.avatar_url,
        };
      },
    });
  }

  if (twitter) {
    const client = new Twitter(twitter.clientId, twitter.clientSecret ?? null, callback('twitter'));
    flows.set('twitter', {
      id: 'twitter',
      label: LABELS.twitter,
      callbackIsCrossSitePost: false,
      start: async () => {
        const state = oidc.randomState();
        const codeVerifier = generateCodeVerifier();
        return {
          url: client.createAuthorizationURL(state, codeVerifier, ['users.read', 'tweet.read']),
          pending: { provider: 'twitter', state, codeVerifier, nonce: null },
        };
      },
      finish: async (params, _url, pending) => {
        const token = (
          await client.validateAuthorizationCode(params.code ?? '', pending.codeVerifier ?? '')
        ).accessToken();
        const { data } = await getJson<{
          data: { id: string; name: string; profile_image_url?: string };
        }>('https://api.twitter.com/2/users/me?user.fields=profile_image_url', token);
        // X does not share email addresses: these accounts are never linked by email.
        return {
          provider: 'twitter',
          providerUserId: data.id,
          email: null,
          emailVerified: false,
          ...splitName(data.name),
          pictureUrl: data.profile_image_url ?? null,
        };
      },
    });
  }

  if (facebook) {
    const client = new Facebook(facebook.clientId, facebook.clientSecret, callback('facebook'));
    flows.set('facebook', {
      id: 'facebook',
      label: LABELS.facebook,
      callbackIsCrossSitePost: false,
      start: async () => {
        const state = oidc.randomState();
        return {
          url: client.createAuthorizationURL(state, ['email', 'public_profile']),
          pending: { provider: 'facebook', state, codeVerifier: null, nonce: null },
        };
      },
      finish: async (params) => {
        const token = (await client.validateAuthorizationCode(params.code ?? '')).accessToken();
        const me = await getJson<{
          id: string;
          first_name?: string;
          last_name?: string;
          email?: string;
          picture?: { data?: { url?: string } };
        }>('https://graph.facebook.com/me?fields=id,first_name,last_name,email,picture', token);
        // Facebook only returns addresses its users have confirmed.
        return {
          provider: 'facebook',
          providerUserId: me.id,
          email: me.email ?? null,
          emailVerified: !!me.email,
          firstName: me.first_name ?? null,
          lastName: me.last_name ?? null,
          pictureUrl: me.picture?.data?.url ?? null,
        };
      },
    });
  }

  if (apple) {
    const key = Uint8Array.from(
      Buffer.from(apple.privateKey.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''), 'base64'),
    );
    const client = new Apple(apple.clientId, apple.teamId, apple.keyId, key, callback('apple'));
    flows.set('apple', {
      id: 'apple',
      label: LABELS.apple,
      callbackIsCrossSitePost: true,
      start: async () => {
        const state = oidc.randomState();
        const url = client.createAuthorizationURL(state, ['name', 'email']);
        url.searchParams.set('response_mode', 'form_post');
        return { url, pending: { provider: 'apple', state, codeVerifier: null, nonce: null } };
      },
      finish: async (params) => {
        const tokens = await client.validateAuthorizationCode(params.code ?? '');
        const claims = decodeIdToken(tokens.idToken()) as {
          sub: string;
          email?: string;
          email_verified?: boolean | string;
        };
        // Apple sends the name once, on the first sign-in, beside the code.
        let name: { firstName?: string; lastName?: string } = {};
        try {
          name =
            (
              JSON.parse(params.user ?? '{}') as {
                name?: { firstName?: string; lastName?: string };
              }
            ).name ?? {};
        } catch {
          /* no name */
        }
        return {
          provider: 'apple',
          providerUserId: claims.sub,
          email: claims.email ?? null,
          emailVerified: claims.email_verified === true || claims.email_verified === 'true',
          firstName: name.firstName ?? null,
          lastName: name.lastName ?? null,
          pictureUrl: null,
        };
      },
    });
  }
  return flows;
}
