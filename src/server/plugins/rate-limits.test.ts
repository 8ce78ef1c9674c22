import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Redis is only the shared counter of rate limits (decision 014): when it is away, a server must
// neither hang nor refuse everyone nor drop its limits. It counts in its own memory instead.

const LIMIT = 2;
const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

async function appWithRedis(redisUrl: string, keyPrefix = 'sangha-test:unused:') {
  const t = await createTestApp('sqlite', {
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: keyPrefix,
    SYNC_MODULES_PER_MINUTE: String(LIMIT),
  });
  apps.push(t);
  return t;
}

const sync = (t: TestApp, address: string) =>
  t.app.inject({ method: 'POST', url: '/api/sync-modules', remoteAddress: address });

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('rate limits when Redis is away', () => {
  test('a server whose Redis cannot be reached starts anyway and still enforces its limits', async () => {
    const t = await appWithRedis(`redis://127.0.0.1:${await closedPort()}`);
    for (let i = 0; i < LIMIT; i++) expect((await sync(t, '10.1.1.1')).statusCode).toBe(200);
    const refused = await sync(t, '10.1.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect((await sync(t, '10.1.1.2')).statusCode).toBe(200);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  test.skipIf(!redisUrl)(
    'when Redis goes away mid-run, limits are counted per server; when it is back, in Redis again',
    async () => {
      const target = new URL(redisUrl ?? 'redis://127.0.0.1:6379');
      const proxy = await startCuttableProxy(target.hostname, Number(target.port || 6379));
      const keyPrefix = `sangha-test:${randomBytes(6).toString('hex')}:`;
      const redis = new Redis(redisUrl ?? '');
      try {
        const t = await appWithRedis(`redis://127.0.0.1:${proxy.port}`, keyPrefix);
        expect((await sync(t, '10.2.2.1')).statusCode).toBe(200);
        expect(await redis.keys(`${keyPrefix}*`)).toHaveLength(1);

        await proxy.cut();
        for (let i = 0; i < LIMIT; i++) expect((await sync(t, '10.2.2.2')).statusCode).toBe(200);
        expect((await sync(t, '10.2.2.2')).statusCode).toBe(429);
        expect(await redis.keys(`${keyPrefix}*`)).toHaveLength(1);

        proxy.resume();
        // ioredis reconnects on its own; once it has, the counting is shared again.
        let shared = false;
        for (let attempt = 0; attempt < 100 && !shared; attempt++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          await sync(t, `10.2.3.${attempt + 1}`);
          shared = (await redis.keys(`${keyPrefix}*`)).length > 1;
        }
        expect(shared).toBe(true);
      } finally {
        const keys = await redis.keys(`${keyPrefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
        await proxy.close();
      }
    },
  );
});

/** A TCP proxy to Redis whose connections can be cut (and new ones refused) and then let through. */
async function startCuttableProxy(host: string, port: number) {
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(port, host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut: async () => {
      open = false;
      for (const socket of sockets) socket.destroy();
      // Let the client notice before the next request.
      await new Promise((resolve) => setTimeout(resolve, 50));
    },
    resume: () => {
      open = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
