import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL cluster of its own, for tests that stop and restart the database. The
 * machine's shared server is never touched (other tests use it in parallel): this one lives in a
 * temp folder, listens on a free port of 127.0.0.1 only (its socket inside the folder too), trusts
 * local connections and skips fsync, since nothing in it must outlive the test.
 *
 * initdb refuses to run as root, so as root every binary runs as the `postgres` OS user (runuser);
 * as any other user they run directly.
 */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  dir: string;
  /** `pg_ctl stop -m fast`: connections are cut, in-flight transactions roll back. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** `pg_ctl restart -m fast`. */
  restart(): Promise<void>;
  isRunning(): Promise<boolean>;
  /** Stop (fast, then immediate) and remove the folder. Safe to call more than once. */
  destroy(): Promise<void>;
}

export interface PrivatePostgresSupport {
  binDir: string;
  /** The OS user to run the binaries as, or null to run them as ourselves. */
  runAs: string | null;
}

const BIN_ROOT = '/usr/lib/postgresql';
const COMMAND_TIMEOUT_MS = 60_000;

/**
 * Whether a private cluster can be made here: Debian's PostgreSQL binaries, and (when we are root)
 * a `postgres` OS user and runuser. Returns why not as a string, for a skip message.
 */
export function privatePostgresSupport(): PrivatePostgresSupport | string {
  let versions: string[];
  try {
    versions = fs
      .readdirSync(BIN_ROOT)
      .filter((v) => fs.existsSync(path.join(BIN_ROOT, v, 'bin', 'initdb')))
      .filter((v) => fs.existsSync(path.join(BIN_ROOT, v, 'bin', 'pg_ctl')));
  } catch {
    versions = [];
  }
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) return `no PostgreSQL server binaries under ${BIN_ROOT}/<version>/bin`;
  const binDir = path.join(BIN_ROOT, newest, 'bin');

  if (process.getuid?.() !== 0) return { binDir, runAs: null };
  const runuser = spawnSync('runuser', ['--help'], { stdio: 'ignore' });
  if (runuser.error) return 'running as root without runuser (initdb refuses root)';
  if (!osUser('postgres')) return "running as root and there is no 'postgres' OS user";
  return { binDir, runAs: 'postgres' };
}

function osUser(name: string): { uid: number; gid: number } | null {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Create, configure and start a private cluster. Throws (with initdb/pg_ctl output) on failure. */
export async function startPrivatePostgres(
  support: PrivatePostgresSupport,
): Promise<PrivatePostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-pg-'));
  const dataDir = path.join(dir, 'data');
  const socketDir = path.join(dir, 'socket');
  const logFile = path.join(dir, 'postgres.log');
  fs.mkdirSync(socketDir);
  if (support.runAs) {
    const owner = osUser(support.runAs);
    if (!owner) throw new Error(`no OS user ${support.runAs}`);
    for (const p of [dir, socketDir]) fs.chownSync(p, owner.uid, owner.gid);
  }

  const run = (binary: string, args: string[]) =>
    runCommand(support, path.join(support.binDir, binary), args, dir);
  const pgCtl = (args: string[]) => run('pg_ctl', ['-D', dataDir, ...args]);

  let port = 0;
  let removed = false;
  const stopNow = () => {
    // Last resort when the test process exits without afterAll (a crash): never leave a server.
    if (removed) return;
    const command = runnerFor(support, path.join(support.binDir, 'pg_ctl'), [
      '-D',
      dataDir,
      'stop',
      '-m',
      'immediate',
      '-w',
    ]);
    spawnSync(command[0] as string, command.slice(1), { cwd: dir, stdio: 'ignore' });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stopNow);

  const instance: PrivatePostgres = {
    get url() {
      return `postgres://postgres@127.0.0.1:${port}/postgres`;
    },
    get port() {
      return port;
    },
    dir,
    stop: async () => {
      await pgCtl(['stop', '-m', 'fast', '-w', '-t', '30']);
    },
    start: async () => {
      await pgCtl(['start', '-w', '-t', '30', '-l', logFile]);
    },
    restart: async () => {
      await pgCtl(['restart', '-m', 'fast', '-w', '-t', '30', '-l', logFile]);
    },
    isRunning: async () => {
      try {
        await pgCtl(['status']);
        return true;
      } catch {
        return false;
      }
    },
    destroy: async () => {
      if (removed) return;
      if (await instance.isRunning()) {
        await pgCtl(['stop', '-m', 'fast', '-w', '-t', '20']).catch(() =>
          pgCtl(['stop', '-m', 'immediate', '-w', '-t', '20']),
        );
      }
      removed = true;
      process.removeListener('exit', stopNow);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };

  try {
    await run('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    // Another process may take a free port between our probe and the server's bind: try again.
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      fs.appendFileSync(
        path.join(dataDir, 'postgresql.conf'),
        [
          '',
          '# sangha test cluster (private-postgres.ts)',
          `port = ${port}`,
          "listen_addresses = '127.0.0.1'",
          `unix_socket_directories = '${socketDir}'`,
          'fsync = off',
          'synchronous_commit = off',
          'full_page_writes = off',
          'max_connections = 50',
          "shared_buffers = '32MB'",
          'autovacuum = off',
          'logging_collector = off',
          '',
        ].join('\n'),
      );
      try {
        await instance.start();
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
    return instance;
  } catch (error) {
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
    await instance.destroy().catch(() => {});
    throw new Error(
      `could not start a private PostgreSQL: ${error instanceof Error ? error.message : String(error)}${log ? `\n--- server log ---\n${log}` : ''}`,
      { cause: error },
    );
  }
}

function runnerFor(support: PrivatePostgresSupport, binary: string, args: string[]): string[] {
  return support.runAs
    ? ['runuser', '-u', support.runAs, '--', binary, ...args]
    : [binary, ...args];
}

/**
 * Run a binary and wait for it to exit (not for its pipes to close: pg_ctl start leaves a server
 * behind). Rejects with its output on a non-zero exit.
 */
function runCommand(
  support: PrivatePostgresSupport,
  binary: string,
  args: string[],
  cwd: string,
): Promise<string> {
  const [command, ...rest] = runnerFor(support, binary, args);
  return new Promise((resolve, reject) => {
    const child = spawn(command as string, rest, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), COMMAND_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      // Do not wait for the pipes: a server started by pg_ctl may hold them.
      child.stdout.destroy();
      child.stderr.destroy();
      if (code === 0) resolve(output);
      else
        reject(
          new Error(
            `${path.basename(binary)} ${args.join(' ')} exited with ${code ?? signal}: ${output.trim()}`,
          ),
        );
    });
  });
}
