import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';

/** How long start-up waits for Redis before serving with per-server limits (decision 014). */
export const REDIS_STARTUP_WAIT_MS = 3000;
/** A Redis slower than this to count a request is treated as down for that request. */
const REDIS_COMMAND_TIMEOUT_MS = 1000;
/** Keys the in-process fallback keeps at most (one per client and route within a window). */
const FALLBACK_MAX_KEYS = 10_000;

/**
 * Rate limits (@fastify/rate-limit; routes opt in with `config.rateLimit`). One server counts in
 * its own memory. With REDIS_URL, every server counts in Redis, so a limit of N per window holds
 * across all of them (decision 014).
 *
 * When Redis cannot be reached, requests are not refused and not left unlimited: each server
 * counts in its own memory until Redis answers again (limits become per server, N× looser with N
 * servers, for the outage only). Money never depends on Redis: quotas and voice wishes are
 * reserved in the database. Start-up waits at most REDIS_STARTUP_WAIT_MS for Redis.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  redisConfig: Config['redis'],
): Promise<void> {
  if (!redisConfig) {
    await app.register(rateLimit, { global: false });
    return;
  }

  const shared = await connectSharedCounter(redisConfig, app.log);
  app.addHook('onClose', () => shared.close());
  await app.register(rateLimit, { global: false, store: shared.Store });
}

interface SharedCounter {
  Store: FastifyRateLimitStoreCtor;
  close(): Promise<void>;
}

// INCR and the window's expiry in one atomic step, so concurrent servers never lose a count and a
// key never outlives its window.
const INCREMENT_LUA = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

type RedisWithIncrement = Redis & {
  sanghaRateLimitIncrement(key: string, windowMs: number): Promise<[number, number]>;
};

async function connectSharedCounter(
  { url, keyPrefix }: NonNullable<Config['redis']>,
  log: FastifyBaseLogger,
): Promise<SharedCounter> {
  const where = redactRedisUrl(url);
  const client = new Redis(url, {
    // Fail fast instead of queueing while disconnected: the request is counted locally instead.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_STARTUP_WAIT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Keep reconnecting in the background for as long as the server runs.
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  }) as RedisWithIncrement;
  client.defineCommand('sanghaRateLimitIncrement', { numberOfKeys: 1, lua: INCREMENT_LUA });

  // Log the changes between shared and per-server counting, not every failed attempt.
  let sharing = false;
  const degrade = (error: unknown) => {
    if (!sharing) return;
    sharing = false;
    log.warn(
      { err: error, redis: where },
      'Redis is unreachable: rate limits are counted per server until it is back',
    );
  };
  client.on('ready', () => {
    if (sharing) return;
    sharing = true;
    log.info({ redis: where }, 'Redis connected: rate limits are shared by every server');
  });
  client.on('error', degrade);
  client.on('close', () => degrade(new Error('connection closed')));

  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), REDIS_STARTUP_WAIT_MS);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!ready) {
    log.warn(
      { redis: where },
      `Redis did not answer within ${REDIS_STARTUP_WAIT_MS} ms: rate limits are counted per server until it does`,
    );
  }

  class RedisOrLocalStore implements FastifyRateLimitStore {
    private readonly fallback = new WindowCounter();

    // The plugin constructs the root store with its options (unused here); children name a route.
    constructor(
      _options?: unknown,
      private readonly prefix = keyPrefix,
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const local = () => callback(null, this.fallback.hit(key, timeWindow));
      if (client.status !== 'ready') return local();
      client.sanghaRateLimitIncrement(this.prefix + key, timeWindow).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        (error: unknown) => {
          degrade(error);
          local();
        },
      );
    }

    child(routeOptions: object): RedisOrLocalStore {
      // One counter per route, as the plugin's own stores do. The plugin passes the route's merged
      // limit options, with the route itself as `routeInfo` (its type declarations say otherwise).
      const route =
        (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ??
        {};
      const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
      return new RedisOrLocalStore(undefined, `${this.prefix}${method}${route.url ?? ''}-`);
    }
  }

  return {
    Store: RedisOrLocalStore as unknown as FastifyRateLimitStoreCtor,
    close: async () => {
      sharing = false; // closing is not an outage
      client.removeAllListeners('error');
      client.on('error', () => {});
      if (client.status === 'ready') {
        try {
          await client.quit();
          return;
        } catch {
          // fall through to a hard disconnect
        }
      }
      client.disconnect();
    },
  };
}

/** Fixed windows in this process's memory: the counting used while Redis is away. */
class WindowCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  hit(key: string, timeWindow: number): { current: number; ttl: number } {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (!window && this.windows.size >= FALLBACK_MAX_KEYS) this.prune(now);
      window = { count: 0, resetAt: now + timeWindow };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.resetAt - now };
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still full of live windows: forget the oldest (Maps iterate in insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size < FALLBACK_MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}

function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis (unparseable URL)';
  }
}
