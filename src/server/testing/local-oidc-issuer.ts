import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface IssuerAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

/**
 * A real OpenID Connect issuer (oidc-provider) on a local port, with its development login and
 * consent screens. `signIn` drives those screens the way a person would, following redirects
 * until the issuer sends the browser back to our callback.
 */
export async function startLocalIssuer(options: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  accounts: IssuerAccount[];
}) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    findAccount: (_ctx, id) => {
      const account = options.accounts.find((a) => a.sub === id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName,
          family_name: account.familyName,
          name: `${account.givenName} ${account.familyName}`,
        }),
      };
    },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['local-issuer-test-key'] },
  });
  provider.on('server_error', (_ctx: unknown, error: Error) =>
    console.error('local issuer error:', error),
  );
  const handle = provider.callback();
  server.on('request', (req, res) => void handle(req, res));

  return {
    issuer,
    /**
     * Follow the authorization URL through the issuer's login and consent as `sub`; returns the
     * callback URL (with code and state) the issuer redirects the browser to.
     */
    async signIn(authorizationUrl: string, sub: string): Promise<URL> {
      const jar = new Map<string, string>();
      const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const remember = (res: Response) => {
        for (const line of res.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const eq = pair?.indexOf('=') ?? -1;
          if (pair && eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1));
        }
      };
      let url = authorizationUrl;
      let body: URLSearchParams | undefined;
      for (let step = 0; step < 20; step++) {
        const res = await fetch(url, {
          method: body ? 'POST' : 'GET',
          redirect: 'manual',
          headers: {
            cookie: cookieHeader(),
            ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          body,
        });
        remember(res);
        body = undefined;
        const location = res.headers.get('location');
        if (location) {
          const next = new URL(location, url);
          if (!next.href.startsWith(issuer)) return next; // back to the app
          url = next.href;
          continue;
        }
        const html = await res.text();
        const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
        if (!action)
          throw new Error(
            `issuer page without a form at ${url}: ${res.status} ${html.slice(0, 200)}`,
          );
        url = new URL(action.replace(/&amp;/g, '&'), url).href;
        const prompt =
          /name="prompt" value="([^"]+)"/.exec(html)?.[1] ??
          (html.includes('name="login"') ? 'login' : 'consent');
        body =
          prompt === 'login'
            ? new URLSearchParams({ prompt, login: sub, password: 'any' })
            : new URLSearchParams({ prompt });
      }
      throw new Error('the issuer did not redirect back');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
