import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from './test-app.ts';

/**
 * A real server process (`node --import tsx src/server/main.ts`), as an operator runs it: its own
 * memory, its own port, configured only through the environment. Tests that need several servers
 * or a process boundary use it instead of `inject()`.
 */
export interface ServerProcess {
  /** http://127.0.0.1:PORT */
  url: string;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far (its JSON log lines). */
  output(): string;
  /** SIGTERM, then wait for the exit (SIGKILL after `graceMs`). Resolves with the exit code. */
  stop(graceMs?: number): Promise<number | null>;
}

export interface StartServerOptions {
  /** Configuration on top of the test defaults (see below); a value of '' unsets a variable. */
  env?: Record<string, string>;
  /** Shown in errors and useful when a test runs several servers. */
  name?: string;
  /** How long start-up (migrations included) may take before the start counts as failed. */
  startTimeoutMs?: number;
}

const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

/**
 * Start the server on a free port of 127.0.0.1 and resolve once `/api/health` answers 200.
 * The environment is not inherited (a developer's own keys must not leak into a test): only
 * PATH, HOME and the temp folder are passed on, plus NODE_ENV=test, an API-only web folder, the
 * repository's content, a temp DATA_DIR (removed on stop), and `env`.
 * LOG_LEVEL must stay `info` or lower: the port is read from Fastify's 'Server listening' line.
 */
export async function startServerProcess(options: StartServerOptions = {}): Promise<ServerProcess> {
  const name = options.name ?? 'server';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-server-'));
  const env: Record<string, string> = {
    ...pick(process.env, ['PATH', 'HOME', 'TMPDIR', 'LANG']),
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    CONTENT_DIR: path.join(REPO_ROOT, 'content'),
    // An empty folder: no built web app, the API only.
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // The offline guide at full speed, as in createTestApp; a test may set a pace of its own.
    OFFLINE_GUIDE_WORDS_PER_SECOND: '0',
    ...options.env,
  };
  for (const [key, value] of Object.entries(env)) if (value === '') delete env[key];

  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const stop = async (graceMs = 15_000) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(force);
      fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    return child.exitCode;
  };

  try {
    const url = await waitForListening(
      child,
      () => output,
      exited,
      options.startTimeoutMs ?? 60_000,
    );
    await waitForHealth(url, exited);
    return { url, pid: child.pid ?? -1, output: () => output, stop };
  } catch (error) {
    await stop(2000);
    throw new Error(
      `${name} did not start: ${error instanceof Error ? error.message : String(error)}\n${output}`,
    );
  }
}

async function waitForListening(
  child: ChildProcess,
  output: () => string,
  exited: Promise<number | null>,
  timeoutMs: number,
): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  let onData: (() => void) | undefined;
  try {
    return await Promise.race([
      new Promise<string>((resolve) => {
        onData = () => {
          const match = LISTENING.exec(output());
          if (match?.[1]) resolve(match[1]);
        };
        child.stdout?.on('data', onData);
        onData();
      }),
      exited.then((code) => Promise.reject(new Error(`exited with code ${String(code)}`))),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`not listening after ${timeoutMs} ms`)),
          timeoutMs,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
    if (onData) child.stdout?.off('data', onData);
  }
}

async function waitForHealth(url: string, exited: Promise<number | null>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  for (let attempt = 0; attempt < 100; attempt++) {
    if (gone) throw new Error('exited before it was healthy');
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not accepting yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url}/api/health never answered 200`);
}

function pick(source: NodeJS.ProcessEnv, keys: string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const key of keys) {
    const value = source[key];
    if (value !== undefined) picked[key] = value;
  }
  return picked;
}

export interface ScratchPostgresDatabase {
  /** The server URL with this database's name in its path. */
  url: string;
  name: string;
  /** Drop the database (any connections left are cut). */
  drop(): Promise<void>;
}

/**
 * A fresh, empty PostgreSQL database on the server `serverUrl` points at (`sangha_t_<random>`),
 * for tests whose server processes run their own migrations. Drop it when done.
 */
export async function createScratchPostgresDatabase(
  serverUrl: string,
): Promise<ScratchPostgresDatabase> {
  const name = `sangha_t_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
