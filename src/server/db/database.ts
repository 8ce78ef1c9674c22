import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  /** Where the data lives, for logs (never includes a password). */
  location: string;
  /** The PostgreSQL schema in use when not the default (migrations must target it explicitly). */
  pgSchema?: string;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, SQLite in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL schema to use instead of `public` (tests isolate themselves this way). */
  pgSchema?: string;
  /** SQLite file name inside dataDir. */
  sqliteFile?: string;
}

/** Open the configured database: PostgreSQL when a URL is given, else an SQLite file. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // An unreachable server fails the request (503) instead of holding it forever (pg's default).
      connectionTimeoutMillis: 5_000,
      // Notice a peer that vanished without closing (a failed-over host) on idle connections too.
      keepAlive: true,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // A client losing its connection (PostgreSQL restarting) emits 'error'; with no listener Node
    // throws it and the process dies. The pool listens on idle clients only, so every client gets
    // a listener of its own for the time it is checked out (a query or transaction in flight):
    // that query rejects by itself, and the pool discards the broken client when it is released.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: 'postgres',
      ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
      location:
        redactUrl(options.databaseUrl) + (options.pgSchema ? ` (schema ${options.pgSchema})` : ''),
      destroy: () => db.destroy(),
    };
  }

  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, options.sqliteFile ?? 'sangha.sqlite');
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the single writer; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', location: file, destroy: () => db.destroy() };
}

/** Node and PostgreSQL (SQLSTATE) codes that mean "the database cannot be reached right now". */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: the server is stopping (pg_ctl stop / restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  'SQLITE_BUSY', // another process holds the SQLite file beyond busy_timeout
]);

const UNREACHABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

/**
 * Whether a failed query failed because the database is unreachable (stopped, restarting, out
 * of connections) rather than because of the query: such failures are temporary and answer 503.
 * Only the error itself is inspected, not its causes, so a failed call to another service (a
 * fetch whose cause is ECONNREFUSED) is never mistaken for the database.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08')))
    return true;
  return UNREACHABLE_MESSAGES.test(error.message);
}

/**
 * Run a write again while the database is unreachable, for up to `budgetMs` (a PostgreSQL
 * restart takes a second or two). For writes that must not be lost once the user has seen their
 * effect, e.g. a streamed reply. Other errors, and the last unreachable one, are thrown.
 */
export async function retryWhileUnavailable<T>(
  write: () => Promise<T>,
  budgetMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + budgetMs;
  for (let delay = 200; ; delay = Math.min(delay * 2, 2_000)) {
    try {
      return await write();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + delay > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Bring the schema up to date. Throws with the failing migration's name if one fails. */
export async function migrateToLatest(db: Db, pgSchema?: string): Promise<string[]> {
  // Kysely finds its bookkeeping tables in any schema unless told which one: name it, so a
  // database shared by several schemas (tests) never mistakes another schema's tables for ours.
  const migrator = new Migrator({
    db,
    provider,
    ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres (unparseable URL)';
  }
}
