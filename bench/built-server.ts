// The built server (`dist/server/main.js`, so run `npm run build` first) in a child process on a
// fresh SQLite data folder, as the benchmarks measure it.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BuiltServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The server's process id (to signal bench/probe.mjs). */
  pid: number;
  stop(): Promise<void>;
}

/** Poll `url` until it answers 2xx, or throw after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not start`);
}

/** Start `node dist/server/main.js` on `port` with `env` added, and wait for /api/health. */
export function startBuiltServer(
  port: number,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<BuiltServer> {
  return startServerProcess([...nodeArgs, 'dist/server/main.js'], port, env);
}

/**
 * Start `node <args>` (a server listening on `port`, given as PORT) on a fresh data folder with
 * `env` added, and wait until its /api/health answers.
 */
export async function startServerProcess(
  args: string[],
  port: number,
  env: Record<string, string> = {},
): Promise<BuiltServer> {
  const origin = `http://127.0.0.1:${port}`;
  // A server left over from an earlier run would answer the health check and be measured instead.
  const taken = await fetch(`${origin}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is taken: stop whatever listens there and run again`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-bench-'));
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
      ...env,
    },
    stdio: 'inherit',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${origin}/api/health`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: child.pid ?? 0, stop };
}

/** Create an account through the real API; returns its `Cookie` header value. */
export async function signUp(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/auth/email-signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${randomUUID().slice(0, 12)}@example.com`,
      firstName: 'Bench',
      lastName: 'User',
      password: 'a good password',
    }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sangha_session='));
  if (res.status !== 201 || !cookie) throw new Error(`sign-up failed: ${res.status}`);
  return cookie.split(';')[0] ?? '';
}
