import path from 'node:path';
import { z } from 'zod';
import { POOL_MAX_DEFAULT, POOL_WAIT_MS_DEFAULT } from './db/database.ts';
import { loadResourceTable, type ResourceTable } from './ai/safety/crisis-resources.ts';
import type { ModerationConfig } from './ai/safety/moderation.ts';
import {
  ANON_FREE_MESSAGES_DEFAULT,
  APP_NAME_DEFAULT,
  FREE_ACCOUNT_EXCHANGES_DEFAULT,
  FREE_VOICE_WISHES_DEFAULT,
} from '../contracts/constants.ts';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url({ protocol: /^https?$/ }).optional())
  .optional();

const count = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

/**
 * Every environment variable the server reads (DESIGN.md §4). Parsed once at start; a bad value
 * stops start-up with a list of what is wrong.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  // PostgreSQL connections per server, and how long a query waits for a free one before it is
  // answered 503: a burst of chats queues rather than fails (decision 021).
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(POOL_MAX_DEFAULT),
  DATABASE_POOL_WAIT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(POOL_WAIT_MS_DEFAULT),
  PUBLIC_URL: optionalUrl,
  APP_NAME: z.string().trim().min(1).default(APP_NAME_DEFAULT),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CONTENT_DIR: z.string().min(1).default('./content'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  REDIS_KEY_PREFIX: z.string().trim().min(1).default('sangha:rate-limit:'),
  // A request (headers and body) that takes longer to arrive is answered 408 and cut.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  // A connection with no byte either way for this long is closed (idle keep-alive or a stalled
  // client). Above the 60 s idle time-out common to load balancers, so they close first.
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(72_000),
  SERVE_SOURCE_MAPS: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  // The bearer token Prometheus sends to GET /metrics; unset, /metrics answers 404.
  METRICS_TOKEN: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.string().min(16, 'must be at least 16 characters').optional())
    .optional(),

  ANON_FREE_MESSAGES: count(ANON_FREE_MESSAGES_DEFAULT),
  FREE_ACCOUNT_EXCHANGES: count(FREE_ACCOUNT_EXCHANGES_DEFAULT),
  FREE_VOICE_WISHES: count(FREE_VOICE_WISHES_DEFAULT),
  SYNC_MODULES_PER_MINUTE: z.coerce.number().int().min(1).default(6),
  CHAT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  AUTH_ATTEMPTS_PER_10_MINUTES: z.coerce.number().int().min(1).default(10),

  AI_BASE_URL: optionalUrl,
  AI_MODEL: z.string().trim().min(1).default('llama3.1'),
  AI_API_KEY: optionalString,
  OPENAI_API_KEY: optionalString,
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  OPENAI_BASE_URL: optionalUrl,
  ANTHROPIC_API_KEY: optionalString,
  ANTHROPIC_MODEL: z.string().trim().min(1).default('claude-sonnet-4-5'),
  ANTHROPIC_BASE_URL: optionalUrl,
  AI_STALL_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  // The offline guide's reading pace; 0 sends a reply as fast as it is composed (tests).
  OFFLINE_GUIDE_WORDS_PER_SECOND: z.coerce.number().min(0).max(1000).default(15),
  AI_HISTORY_CHAR_BUDGET: z.coerce.number().int().min(500).default(12_000),
  AI_INSIGHTS_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  CRISIS_RESOURCES_TEXT: optionalString,
  CRISIS_RESOURCES_FILE: optionalString,
  MODERATION: z.enum(['auto', 'off']).default('auto'),
  MODERATION_BASE_URL: optionalUrl,
  MODERATION_MODEL: z.string().trim().min(1).default('llama-guard3'),
  MODERATION_API_KEY: optionalString,
  MODERATION_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1500),

  SESSION_IDLE_DAYS: z.coerce.number().min(1).default(14),
  SESSION_MAX_DAYS: z.coerce.number().min(1).default(90),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).optional(),
  ANON_DAILY_MESSAGES_PER_ADDRESS: count(50),
  ANON_DAILY_VOICE_PER_ADDRESS: count(20),
  SIGNUPS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).default(20),
  MODEL_CALLS_PER_ACCOUNT: z.coerce.number().int().min(1).default(3),

  OIDC_ISSUER_URL: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: z.string().trim().min(1).default('Single sign-on'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER_URL: optionalUrl,
  APPLE_CLIENT_ID: optionalString,
  APPLE_TEAM_ID: optionalString,
  APPLE_KEY_ID: optionalString,
  APPLE_PRIVATE_KEY: optionalString,
  TWITTER_CLIENT_ID: optionalString,
  TWITTER_CLIENT_SECRET: optionalString,
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_ID: optionalString,
  STRIPE_API_URL: optionalUrl,
  STRIPE_TRIAL_DAYS: z.coerce.number().int().min(0).max(730).default(7),
  SUBSCRIPTION_PLAN_NAME: z.string().trim().min(1).optional(),
  SUBSCRIPTION_PRICE_LABEL: z.string().trim().min(1).default('$21/month'),
  LINEAGE_VIDEO_URL: optionalUrl,
  LINEAGE_VIDEO_POSTER_URL: optionalUrl,

  DISCORD_INVITE_URL: optionalUrl,

  LINK_MODULE_RESEARCH_URL: optionalUrl,
  LINK_DIET_DETOX_URL: optionalUrl,
  LINK_LAB_URL: optionalUrl,
  LINK_COMMUNITY_CHAT_URL: optionalUrl,

  OPENAI_TTS_MODEL: z.string().trim().min(1).default('tts-1'),
  TTS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  TTS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  BITHUMAN_AGENT_ID: optionalString,
  BITHUMAN_API_KEY: optionalString,
  BITHUMAN_SCRIPT_URL: optionalUrl,
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL pool: connections at most, and the longest wait for one (ms). */
  databasePool: { max: number; waitMs: number };
  publicUrl: string;
  appName: string;
  logLevel: Env['LOG_LEVEL'];
  contentDir: string;
  /** The built web app; undefined means "do not serve it" (API-only tests). */
  webDistDir: string | undefined;
  trustProxy: boolean;
  /** Bearer token for GET /metrics; undefined turns /metrics off (404). */
  metricsToken: string | undefined;
  /** Socket time-outs: a request must arrive within requestMs; a connection idle idleMs closes. */
  timeouts: { requestMs: number; idleMs: number };
  /** Serve the web app's source maps (*.map); off: they answer 404. */
  serveSourceMaps: boolean;
  /**
   * Rate-limit counters shared by every server through Redis; null keeps them in this process
   * (one server). Quotas and wishes never depend on it: they live in the database.
   */
  redis: { url: string; keyPrefix: string } | null;
  anonFreeMessages: number;
  freeAccountExchanges: number;
  freeVoiceWishes: number;
  syncModulesPerMinute: number;
  /** Chat sends per minute per account (signed in) or per network address. */
  chatPerMinute: number;
  /** Sign-in, sign-up and password-reset attempts per network address per 10 minutes. */
  authAttemptsPer10Minutes: number;
  ai: {
    /** OpenAI-compatible server behind the default `free` provider; unset: the offline guide. */
    free: { baseUrl: string; model: string; apiKey: string | undefined } | null;
    openai: { baseUrl: string; model: string; apiKey: string } | null;
    anthropic: { baseUrl: string | undefined; model: string; apiKey: string } | null;
    /** A provider silent this long is given up on and the client gets an error event. */
    stallTimeoutMs: number;
    /** How much earlier conversation (characters) is sent to the model. */
    historyCharBudget: number;
    /** The offline guide's streaming pace in words per second; 0: no pacing. */
    offlineWordsPerSecond: number;
    /** How long dream insights from a model may take before the built-in analyser answers. */
    insightsTimeoutMs: number;
  };
  /** The crisis safety net (DESIGN §6, decision 018). */
  safety: {
    /** Help lines by country: the built-in table with CRISIS_RESOURCES_FILE merged over it. */
    resources: ResourceTable;
    /** CRISIS_RESOURCES_TEXT: an operator's own list shown instead of the crisis lines; null: the table. */
    resourcesText: string | null;
    /** The optional second opinion; null when none is configured. */
    moderation: ModerationConfig | null;
  };
  sessions: { idleMs: number; maxMs: number; cookieSecure: boolean };
  /** Sign-in providers; each is null when its variables are not all set. */
  signIn: {
    oidc: {
      issuerUrl: string;
      clientId: string;
      clientSecret: string | undefined;
      name: string;
    } | null;
    google: { issuerUrl: string; clientId: string; clientSecret: string } | null;
    apple: { clientId: string; teamId: string; keyId: string; privateKey: string } | null;
    twitter: { clientId: string; clientSecret: string | undefined } | null;
    github: { clientId: string; clientSecret: string } | null;
    facebook: { clientId: string; clientSecret: string } | null;
  };
  mail: { smtpUrl: string | undefined; from: string };
  /** Stripe billing; null when the three required variables are not all set. */
  billing: {
    secretKey: string;
    webhookSecret: string;
    priceId: string;
    /** A Stripe-compatible server to talk to instead of api.stripe.com (tests). */
    apiUrl: string | undefined;
    trialDays: number;
    planName: string;
  } | null;
  /** What the subscription page shows (the price itself comes from Stripe's STRIPE_PRICE_ID). */
  plan: { name: string; priceLabel: string; trialDays: number };
  /** The Lineage page's intro video (an embeddable page or a video file) and its poster image. */
  lineage: { videoUrl: string | null; posterUrl: string | null };
  /** Anonymous messages one network address may send per UTC day, across all its client ids. */
  anonDailyMessagesPerAddress: number;
  /** Anonymous voice generations one network address may have per UTC day, across its client ids. */
  anonDailyVoicePerAddress: number;
  /** Email accounts one network address may create per UTC day (each brings free exchanges). */
  signupsPerAddressPerDay: number;
  /**
   * Model calls (chat replies, dream insights) one account, or one signed-out browser, may have
   * under way at once, across every server.
   */
  modelCallsPerAccount: number;
  /** The community chat invite link; null: joining explains it is not configured. */
  discordInviteUrl: string | null;
  links: {
    moduleResearch: string | null;
    dietDetox: string | null;
    lab: string | null;
    communityChat: string | null;
  };
  /** Text to speech: OpenAI's speech endpoint when a key is set, else the built-in espeak-ng. */
  voice: {
    openai: { baseUrl: string; apiKey: string; model: string } | null;
    /** A generation slower than this is given up on (the wish is refunded). */
    timeoutMs: number;
    /** Speech generations per minute per account, or per network address when signed out. */
    ttsPerMinute: number;
  };
  /** The avatar widget; null unless the agent id, the key and the script URL are all set. */
  avatar: { agentId: string; apiKey: string; scriptUrl: string } | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The second opinion: a guard model on its own OpenAI-compatible server when MODERATION_BASE_URL
 * is set, else OpenAI's moderation endpoint when OPENAI_API_KEY is set; MODERATION=off turns both off.
 */
function moderationConfig(e: z.infer<typeof EnvSchema>): ModerationConfig | null {
  if (e.MODERATION === 'off') return null;
  const timeoutMs = e.MODERATION_TIMEOUT_MS;
  if (e.MODERATION_BASE_URL) {
    return {
      kind: 'guard',
      baseUrl: e.MODERATION_BASE_URL,
      model: e.MODERATION_MODEL,
      apiKey: e.MODERATION_API_KEY,
      timeoutMs,
    };
  }
  if (e.OPENAI_API_KEY) {
    return {
      kind: 'openai',
      baseUrl: e.OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
      model: 'omni-moderation-latest',
      apiKey: e.OPENAI_API_KEY,
      timeoutMs,
    };
  }
  return null;
}

/** Parse the environment into a Config, or throw ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  let resources: ResourceTable;
  try {
    resources = loadResourceTable(
      e.CRISIS_RESOURCES_FILE && path.resolve(cwd, e.CRISIS_RESOURCES_FILE),
    );
  } catch (error) {
    throw new ConfigError([`CRISIS_RESOURCES_FILE: ${(error as Error).message}`]);
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePool: { max: e.DATABASE_POOL_MAX, waitMs: e.DATABASE_POOL_WAIT_MS },
    publicUrl,
    appName: e.APP_NAME,
    logLevel: e.LOG_LEVEL,
    contentDir: path.resolve(cwd, e.CONTENT_DIR),
    webDistDir: e.WEB_DIST_DIR ? path.resolve(cwd, e.WEB_DIST_DIR) : undefined,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    timeouts: { requestMs: e.REQUEST_TIMEOUT_MS, idleMs: e.IDLE_TIMEOUT_MS },
    serveSourceMaps: e.SERVE_SOURCE_MAPS,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : null,
    anonFreeMessages: e.ANON_FREE_MESSAGES,
    freeAccountExchanges: e.FREE_ACCOUNT_EXCHANGES,
    freeVoiceWishes: e.FREE_VOICE_WISHES,
    syncModulesPerMinute: e.SYNC_MODULES_PER_MINUTE,
    chatPerMinute: e.CHAT_PER_MINUTE,
    authAttemptsPer10Minutes: e.AUTH_ATTEMPTS_PER_10_MINUTES,
    ai: {
      free: e.AI_BASE_URL
        ? { baseUrl: e.AI_BASE_URL, model: e.AI_MODEL, apiKey: e.AI_API_KEY }
        : null,
      openai: e.OPENAI_API_KEY
        ? {
            baseUrl: e.OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
            model: e.OPENAI_MODEL,
            apiKey: e.OPENAI_API_KEY,
          }
        : null,
      anthropic: e.ANTHROPIC_API_KEY
        ? { baseUrl: e.ANTHROPIC_BASE_URL, model: e.ANTHROPIC_MODEL, apiKey: e.ANTHROPIC_API_KEY }
        : null,
      stallTimeoutMs: e.AI_STALL_TIMEOUT_MS,
      historyCharBudget: e.AI_HISTORY_CHAR_BUDGET,
      offlineWordsPerSecond: e.OFFLINE_GUIDE_WORDS_PER_SECOND,
      insightsTimeoutMs: e.AI_INSIGHTS_TIMEOUT_MS,
    },
    safety: {
      resources,
      resourcesText: e.CRISIS_RESOURCES_TEXT ?? null,
      moderation: moderationConfig(e),
    },
    sessions: {
      idleMs: e.SESSION_IDLE_DAYS * 86_400_000,
      maxMs: e.SESSION_MAX_DAYS * 86_400_000,
      cookieSecure: publicUrl.startsWith('https:'),
    },
    signIn: {
      oidc:
        e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID
          ? {
              issuerUrl: e.OIDC_ISSUER_URL,
              clientId: e.OIDC_CLIENT_ID,
              clientSecret: e.OIDC_CLIENT_SECRET,
              name: e.OIDC_NAME,
            }
          : null,
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? {
              issuerUrl: e.GOOGLE_ISSUER_URL ?? 'https://accounts.google.com',
              clientId: e.GOOGLE_CLIENT_ID,
              clientSecret: e.GOOGLE_CLIENT_SECRET,
            }
          : null,
      apple:
        e.APPLE_CLIENT_ID && e.APPLE_TEAM_ID && e.APPLE_KEY_ID && e.APPLE_PRIVATE_KEY
          ? {
              clientId: e.APPLE_CLIENT_ID,
              teamId: e.APPLE_TEAM_ID,
              keyId: e.APPLE_KEY_ID,
              privateKey: e.APPLE_PRIVATE_KEY,
            }
          : null,
      twitter: e.TWITTER_CLIENT_ID
        ? { clientId: e.TWITTER_CLIENT_ID, clientSecret: e.TWITTER_CLIENT_SECRET }
        : null,
      github:
        e.GITHUB_CLIENT_ID && e.GITHUB_CLIENT_SECRET
          ? { clientId: e.GITHUB_CLIENT_ID, clientSecret: e.GITHUB_CLIENT_SECRET }
          : null,
      facebook:
        e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET
          ? { clientId: e.FACEBOOK_CLIENT_ID, clientSecret: e.FACEBOOK_CLIENT_SECRET }
          : null,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${e.APP_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    },
    billing:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_ID
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            priceId: e.STRIPE_PRICE_ID,
            apiUrl: e.STRIPE_API_URL,
            trialDays: e.STRIPE_TRIAL_DAYS,
            planName: e.SUBSCRIPTION_PLAN_NAME ?? `${e.APP_NAME} Premium`,
          }
        : null,
    plan: {
      name: e.SUBSCRIPTION_PLAN_NAME ?? `${e.APP_NAME} Premium`,
      priceLabel: e.SUBSCRIPTION_PRICE_LABEL,
      trialDays: e.STRIPE_TRIAL_DAYS,
    },
    lineage: {
      videoUrl: e.LINEAGE_VIDEO_URL ?? null,
      posterUrl: e.LINEAGE_VIDEO_POSTER_URL ?? null,
    },
    anonDailyMessagesPerAddress: e.ANON_DAILY_MESSAGES_PER_ADDRESS,
    anonDailyVoicePerAddress: e.ANON_DAILY_VOICE_PER_ADDRESS,
    signupsPerAddressPerDay: e.SIGNUPS_PER_ADDRESS_PER_DAY,
    modelCallsPerAccount: e.MODEL_CALLS_PER_ACCOUNT,
    discordInviteUrl: e.DISCORD_INVITE_URL ?? null,
    links: {
      moduleResearch: e.LINK_MODULE_RESEARCH_URL ?? null,
      dietDetox: e.LINK_DIET_DETOX_URL ?? null,
      lab: e.LINK_LAB_URL ?? null,
      communityChat: e.LINK_COMMUNITY_CHAT_URL ?? null,
    },
    voice: {
      openai: e.OPENAI_API_KEY
        ? {
            baseUrl: e.OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
            apiKey: e.OPENAI_API_KEY,
            model: e.OPENAI_TTS_MODEL,
          }
        : null,
      timeoutMs: e.TTS_TIMEOUT_MS,
      ttsPerMinute: e.TTS_PER_MINUTE,
    },
    avatar:
      e.BITHUMAN_AGENT_ID && e.BITHUMAN_API_KEY && e.BITHUMAN_SCRIPT_URL
        ? {
            agentId: e.BITHUMAN_AGENT_ID,
            apiKey: e.BITHUMAN_API_KEY,
            scriptUrl: e.BITHUMAN_SCRIPT_URL,
          }
        : null,
  };
}
