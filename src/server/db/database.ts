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
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // An idle client losing its connection (e.g. PostgreSQL restarting) must not crash the process;
    // the pool drops it and the next query opens a fresh one.
    pool.on('error', () => {});
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
