import { createQueryId, type Compilable, type CompiledQuery } from 'kysely';
import { nameStatement, type Db } from './database.ts';

/**
 * A query built and compiled once per database, then run with new parameters (issue 16). Kysely
 * builds a tree of frozen nodes and compiles it to SQL on every call; for the few statements
 * every chat runs, that was about as much CPU as SQLite spent executing them. The SQL text (with
 * `?` or `$1` as the dialect writes them) depends only on the query's shape, so it is compiled the
 * first time a database runs it and kept; each call only fills in the parameters.
 *
 * `build` receives stand-ins for the parameters, typed as the real values; use them wherever the
 * builder takes a value (`where`, `values`, `set`, `eb.val`, `limit`). The shape of the query must
 * not depend on them (no `if (params.x)`, no `in` lists, which vary in length): build one prepared
 * query per shape. A stand-in that did not become a bound parameter (used in a branch, turned into
 * text, or not used at all) fails the first compile, so a mistake shows in any test that runs it.
 *
 * ```ts
 * const touch = preparedQuery((db, p: { id: string; now: string }) =>
 *   db.updateTable('chat_sessions').set({ updated_at: p.now }).where('id', '=', p.id),
 * );
 * await touch.run(trx, { id, now });
 * ```
 */
export interface PreparedQuery<P, R> {
  /** Every row the query returns. */
  rows(db: Db, params: P): Promise<R[]>;
  /** The first row, or undefined when there is none. */
  first(db: Db, params: P): Promise<R | undefined>;
  /** Run it for its effect: the rows inserted, updated or deleted. */
  run(db: Db, params: P): Promise<number>;
}

/** Marks a stand-in; its value is the parameter's name. */
const PARAMETER = Symbol('prepared query parameter');

interface StandIn {
  readonly [PARAMETER]: string;
}

interface Template {
  compiled: CompiledQuery;
  /** Per bound value: the parameter's name, or undefined for a constant written in the query. */
  names: (string | undefined)[];
}

function isStandIn(value: unknown): value is StandIn {
  return typeof value === 'object' && value !== null && PARAMETER in value;
}

/** A stand-in that refuses to become text, so it can never end up inside the SQL itself. */
function standIn(name: string): StandIn {
  const refuse = () => {
    throw new Error(`prepared query parameter '${name}' was turned into text, not bound`);
  };
  return Object.freeze({
    [PARAMETER]: name,
    toString: refuse,
    toJSON: refuse,
    [Symbol.toPrimitive]: refuse,
  });
}

function compileTemplate<P>(db: Db, build: (db: Db, params: P) => Compilable<unknown>): Template {
  const used = new Set<string>();
  const standIns: Record<string, StandIn> = {};
  const params = new Proxy(standIns, {
    get(cache, name) {
      if (typeof name !== 'string') return undefined;
      used.add(name);
      return (cache[name] ??= standIn(name));
    },
  }) as P;
  const compiled = build(db, params).compile();
  const names = compiled.parameters.map((value) =>
    isStandIn(value) ? value[PARAMETER] : undefined,
  );
  const bound = new Set(names.filter((n) => n !== undefined));
  const unbound = [...used].filter((name) => !bound.has(name));
  if (unbound.length)
    throw new Error(`prepared query parameters not bound: ${unbound.join(', ')}\n${compiled.sql}`);
  return { compiled, names };
}

export function preparedQuery<P extends object, R>(
  build: (db: Db, params: P) => Compilable<R>,
): PreparedQuery<P, R> {
  // One template per dialect adapter: a database and its transactions share one; another database
  // (another dialect, or a test's own) gets its own.
  const templates = new WeakMap<object, Template>();
  const execute = (db: Db, params: P) => {
    const { adapter } = db.getExecutor();
    let template = templates.get(adapter);
    if (!template) {
      templates.set(adapter, (template = compileTemplate(db, build)));
      nameStatement(template.compiled.sql);
    }
    const { compiled, names } = template;
    const parameters = names.map((name, i) =>
      name === undefined ? compiled.parameters[i] : params[name as keyof P],
    );
    // A query id of its own per run, as Kysely gives each compile (plugins key their state on it).
    return db.executeQuery<R>({
      sql: compiled.sql,
      query: compiled.query,
      parameters,
      queryId: createQueryId(),
    });
  };
  return {
    rows: async (db, params) => (await execute(db, params)).rows,
    first: async (db, params) => (await execute(db, params)).rows[0],
    run: async (db, params) => Number((await execute(db, params)).numAffectedRows ?? 0n),
  };
}
