/**
 * Every environment variable of config.ts that holds a secret, or a URL that can carry one (a
 * password in SMTP_URL, DATABASE_URL or REDIS_URL). Used by the secrets test (no secret in any API answer)
 * and by scripts/check-bundle-secrets.ts (no secret in the built web app). A new secret in
 * config.ts must be added here; the secrets test fails until it is.
 */
export const SECRET_ENV_NAMES = [
  'DATABASE_URL',
  'REDIS_URL',
  'AI_API_KEY',
  'OPENAI_API_KEY',
  'MODERATION_API_KEY',
  'ANTHROPIC_API_KEY',
  'SMTP_URL',
  'OIDC_CLIENT_SECRET',
  'GOOGLE_CLIENT_SECRET',
  'APPLE_PRIVATE_KEY',
  'TWITTER_CLIENT_SECRET',
  'GITHUB_CLIENT_SECRET',
  'FACEBOOK_CLIENT_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'BITHUMAN_API_KEY',
  'METRICS_TOKEN',
] as const;

export type SecretEnvName = (typeof SECRET_ENV_NAMES)[number];

/** Names that look like secrets: every config variable matching this must be listed above. */
export const SECRET_LOOKING_NAME =
  /KEY|SECRET|PASSWORD|TOKEN|PRIVATE|CREDENTIAL|DATABASE_URL|SMTP_URL|REDIS_URL/;

/** Names that match the pattern but are not secrets. */
export const NOT_SECRET: readonly string[] = [
  'APPLE_KEY_ID', // names the signing key; public in the header of every Apple client secret
  'REDIS_KEY_PREFIX', // a namespace for rate-limit keys
];

/**
 * Unique, recognisable stand-in values for every secret, in the shape each variable needs
 * (URLs stay URLs, with the canary as their password).
 */
export function secretCanaries(nonce: string): Record<SecretEnvName, string> {
  const canary = (name: string) => `cnry${name.replace(/[^A-Z]/g, '').toLowerCase()}${nonce}`;
  const values = Object.fromEntries(SECRET_ENV_NAMES.map((name) => [name, canary(name)]));
  return {
    ...values,
    DATABASE_URL: `postgres://sangha:${canary('DATABASE_URL')}@127.0.0.1:9/sangha`,
    REDIS_URL: `redis://:${canary('REDIS_URL')}@127.0.0.1:9`,
    SMTP_URL: `smtp://mailer:${canary('SMTP_URL')}@127.0.0.1:9`,
  } as Record<SecretEnvName, string>;
}

/** The part of a secret that must never show: the password of a URL, else the whole value. */
export function secretPart(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) return decodeURIComponent(url.password);
  } catch {
    // not a URL
  }
  return value;
}
