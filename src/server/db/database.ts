import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type MigrationProvider,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type SqliteStatement,
  sql,
} from 'kysely';
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
  /** PostgreSQL connections at most (DATABASE_POOL_MAX). */
  poolMax?: number;
  /**
   * How long a query waits for a free PostgreSQL connection before it fails (503)
   * (DATABASE_POOL_WAIT_MS): a burst queues instead of failing.
   */
  poolWaitMs?: number;
  /** Called with every statement sent to the database, BEGIN and COMMIT included (tests count them). */
  onStatement?: (sql: string) => void;
}

export const POOL_MAX_DEFAULT = 10;
export const POOL_WAIT_MS_DEFAULT = 30_000;
/** Prepared SQLite statements kept, most recently used first (queries with `in (…)` vary). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Whether `db` (or a transaction of it) runs on PostgreSQL: for the few statements written once
 * per dialect (a data-modifying CTE, which SQLite does not have).
 */
export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Open the configured database: PostgreSQL when a URL is given, else an SQLite file. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const max = options.poolMax ?? POOL_MAX_DEFAULT;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max,
      // An unreachable server fails the request (503) instead of holding it forever (pg's default).
      // Waiting for a free connection is bounded separately, by QueuedPool's poolWaitMs.
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
    const queued = new QueuedPool(
      pool,
      max,
      options.poolWaitMs ?? POOL_WAIT_MS_DEFAULT,
      options.onStatement,
    );
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: queued }) });
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
  // In WAL mode NORMAL syncs at checkpoints rather than at every commit: a commit survives the
  // process crashing, and only a power cut can take back the last moments (decision 021, fifth
  // revision). An fsync per commit cost a chat four, about a tenth of its CPU.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new TurnTakingSqliteDialect({
      database: cachingStatements(sqlite, options.onStatement),
    }),
  });
  return { db, dialect: 'sqlite', location: file, destroy: () => db.destroy() };
}

/**
 * How long statements may run in one turn of the event loop before the next waits for another
 * turn (see TurnTakingSqliteDriver).
 */
const SQLITE_TURN_MS = 4;

/**
 * better-sqlite3 runs a statement synchronously and Kysely resolves it at once, so a request's
 * statements all run in the turn of the event loop that started them. Kysely's lock on the single
 * connection wakes its waiters in microtasks too: 200 chats arriving together ran all their
 * statements and transactions back to back, in one turn, while every stream already open waited
 * (issue 16: event-loop delay p99 95–150 ms). Here the connection is handed out first come, first
 * served; once statements have held it for SQLITE_TURN_MS in one turn, the next waiter gets it in
 * a later turn (setImmediate), so tokens, timers and sockets are served in between. A chat at a
 * time never waits (its statements take well under that); a transaction takes the connection once,
 * so it is never split. Statements still run one at a time, so nothing else changes.
 */
class TurnTakingSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new TurnTakingSqliteDriver(this.#config);
  }
}

class TurnTakingSqliteDriver extends SqliteDriver {
  /** The connection is taken, or promised to the waiter being woken. */
  #taken = false;
  readonly #waiting: Array<() => void> = [];
  /** When statements first took the connection in this turn; -1 until they do. */
  #turnStarted = -1;

  override async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#taken || this.#waiting.length > 0 || this.#turnSpent()) {
      await new Promise<void>((resolve) => {
        this.#waiting.push(resolve);
        if (!this.#taken && this.#waiting.length === 1) this.#handOver();
      });
    } else {
      this.#taken = true;
    }
    // Kysely's own lock is free whenever the connection is not taken here, so this never waits.
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    this.#taken = false;
    this.#handOver();
  }

  /** Whether this turn's allowance is used up; starts the turn's clock on its first statement. */
  #turnSpent(): boolean {
    const now = performance.now();
    if (this.#turnStarted < 0) {
      this.#turnStarted = now;
      // Runs once this turn is over: the next turn starts with a fresh allowance.
      setImmediate(() => (this.#turnStarted = -1));
      return false;
    }
    return now - this.#turnStarted > SQLITE_TURN_MS;
  }

  /** Give the free connection to the longest waiter: now, or in a later turn once this one's is spent. */
  #handOver(): void {
    if (this.#waiting.length === 0) return;
    this.#taken = true;
    if (!this.#turnSpent()) {
      this.#waiting.shift()?.();
      return;
    }
    setImmediate(() => {
      this.#turnStarted = performance.now();
      setImmediate(() => (this.#turnStarted = -1));
      this.#waiting.shift()?.();
    });
  }
}

/**
 * better-sqlite3 compiles a statement on every `prepare`, and Kysely prepares each query it runs:
 * keep the compiled statements by SQL text (a query builder produces the same text for the same
 * query), so a chat's statements are compiled once per process. Statements run synchronously to
 * completion (`all`/`run`), so one statement is never in use twice at once; streamed queries
 * (`iterate`) are not used. Schema statements are not kept.
 */
function cachingStatements(
  sqlite: SQLite.Database,
  onStatement?: (sql: string) => void,
): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      onStatement?.(sql);
      const hit = cache.get(sql);
      if (hit) {
        // Most recently used last, so the first key is the one to drop when full.
        cache.delete(sql);
        cache.set(sql, hit);
        return hit;
      }
      const statement = sqlite.prepare(sql);
      if (/^\s*(create|alter|drop|pragma)\b/i.test(sql)) return statement;
      cache.set(sql, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      return statement;
    },
  };
}

/**
 * SQL texts of a fixed shape (prepared queries, and the few constant statements every chat runs)
 * by the name they run under on PostgreSQL. A named statement is parsed and planned once per
 * connection, then only bound and executed: a chat's reservation took 0.54 ms unnamed and 0.30 ms
 * named (decision 021, eighth revision). Only fixed shapes are named, so the set is bounded;
 * anything else (an `in` list of any length) runs unnamed as before.
 */
const statementNames = new Map<string, string>();

/** Run `sql` as a named prepared statement on PostgreSQL from now on (SQLite keeps its own cache). */
export function nameStatement(sql: string): void {
  if (!statementNames.has(sql)) statementNames.set(sql, `sangha_${statementNames.size}`);
}

/** What a query that waited poolWaitMs for a connection fails with (answered 503). */
export const POOL_WAIT_MESSAGE = 'timeout exceeded waiting for a free database connection';

/**
 * pg's pool bounds waiting for a free connection and opening a new one with one setting
 * (connectionTimeoutMillis). They need different bounds: a burst of chats should queue for
 * seconds, while an unreachable server should fail fast. So connections are handed out here, at
 * most `max` at once, first come first served, each waiting at most `waitMs`; pg's pool then
 * always has a connection to give or may open one (bounded by its own 5 s).
 */
class QueuedPool implements PostgresPool {
  #active = 0;
  readonly #waiting: Array<{ grant: () => void; timer: NodeJS.Timeout }> = [];

  constructor(
    private readonly pool: pg.Pool,
    private readonly max: number,
    private readonly waitMs: number,
    private readonly onStatement?: (sql: string) => void,
  ) {}

  async connect(): Promise<PostgresPoolClient> {
    await this.#take();
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      this.#give();
      throw error;
    }
    // pg sets `release` afresh on every checkout, so wrapping it here frees this slot once.
    const release = client.release.bind(client);
    let released = false;
    client.release = (err?: Error | boolean) => {
      if (!released) {
        released = true;
        this.#give();
      }
      release(err);
    };
    const { onStatement } = this;
    const query = client.query.bind(client) as (a: unknown, b?: unknown) => unknown;
    return {
      query: ((sql: unknown, parameters?: unknown) => {
        if (typeof sql !== 'string') return query(sql, parameters);
        onStatement?.(sql);
        const name = statementNames.get(sql);
        return name ? query({ name, text: sql, values: parameters }) : query(sql, parameters);
      }) as PostgresPoolClient['query'],
      release: () => client.release(),
    };
  }

  end(): Promise<void> {
    return this.pool.end();
  }

  #take(): Promise<void> {
    if (this.#active < this.max) {
      this.#active++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const entry = {
        grant: () => {
          clearTimeout(entry.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.#waiting.splice(this.#waiting.indexOf(entry), 1);
          reject(new Error(POOL_WAIT_MESSAGE));
        }, this.waitMs),
      };
      this.#waiting.push(entry);
    });
  }

  /** Hand the slot to the longest waiter, or free it. */
  #give(): void {
    const next = this.#waiting.shift();
    if (next) next.grant();
    else this.#active--;
  }
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
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|timeout exceeded waiting for a free database connection)/;

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
  // database shared by several schemas (tests, or another app's schema beside ours) never
  // mistakes another schema's tables for ours. Without a schema of our own, ours is the one the
  // connection creates tables in (its search_path's first).
  const schema =
    pgSchema ??
    (isPostgres(db)
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined);
  const migrator = new Migrator({
    db,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
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
