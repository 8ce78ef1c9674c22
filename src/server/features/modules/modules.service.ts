import { createHash } from 'node:crypto';
import type { Carousel, Module, SyncModulesResult } from '../../../contracts/modules.ts';
import type { Db } from '../../db/database.ts';
import { carouselId, readModuleContent } from './module-content.ts';
import {
  archiveModules,
  deleteEmptyCarousels,
  findModuleForChat,
  findModuleVoice,
  listActiveModules,
  listCarouselsWithModules,
  listStoredModuleStates,
  upsertCarousels,
  upsertModule,
} from './modules.repository.ts';

/** The modules users can pick, in display order. */
export function listModules(db: Db): Promise<Module[]> {
  return listActiveModules(db);
}

/**
 * How long a server keeps the serialised module and carousel lists. Every page load asks for them
 * and they change only on sync. A sync clears this server's cache at once; other servers sharing
 * the database see the change within this time (decision 014). A short expiry rather than a
 * version check per request: the check would cost a database round trip on the hottest path
 * (DESIGN.md §7 throughput budget), while reloading once a second costs nothing measurable.
 */
export const MODULE_LISTS_CACHE_MS = 1000;

/** A list serialised once: its bytes, compressed once per encoding on first need, and its ETag. */
export interface CachedJson {
  json: string;
  etag: string;
  body: Buffer;
  /** Compressed copies, made on first request that accepts them (one per cache period). */
  compressed: Partial<Record<'br' | 'gzip', Buffer>>;
}

type ListCache = Map<
  string,
  { value: Promise<CachedJson>; expires: number; ready?: CachedJson | undefined }
>;
// One cache per database, so several apps in one process (tests) never share entries.
const listCaches = new WeakMap<Db, ListCache>();

/**
 * The cached answer for `key`, or a promise of it when it must be loaded. The answer is returned
 * as is, not wrapped in a promise, when it is loaded and fresh, so the hot path adds no await.
 */
function cachedJson(
  db: Db,
  key: 'modules' | 'carousels',
  load: () => Promise<unknown>,
): CachedJson | Promise<CachedJson> {
  let cache = listCaches.get(db);
  if (!cache) listCaches.set(db, (cache = new Map() as ListCache));
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.ready ?? hit.value;
  const value = load().then((data) => {
    const json = JSON.stringify(data);
    return {
      json,
      etag: `W/"${createHash('sha1').update(json).digest('base64url')}"`,
      body: Buffer.from(json),
      compressed: {},
    };
  });
  const entry: { value: Promise<CachedJson>; expires: number; ready?: CachedJson } = {
    value,
    expires: now + MODULE_LISTS_CACHE_MS,
  };
  cache.set(key, entry);
  value.then(
    (ready) => (entry.ready = ready),
    () => cache.delete(key),
  );
  return value;
}

/** `listModules` serialised, cached for MODULE_LISTS_CACHE_MS (the hot path of every page load). */
export function listModulesJson(db: Db): CachedJson | Promise<CachedJson> {
  return cachedJson(db, 'modules', () => listActiveModules(db));
}

/** `{carousels}` serialised, cached like listModulesJson. */
export function listCarouselsJson(db: Db): CachedJson | Promise<CachedJson> {
  return cachedJson(db, 'carousels', async () => ({
    carousels: await listCarouselsWithModules(db),
  }));
}

export type ChatModule = NonNullable<Awaited<ReturnType<typeof findModuleForChat>>>;

type ChatModuleCache = Map<string, { value: Promise<ChatModule | undefined>; expires: number }>;
const chatModuleCaches = new WeakMap<Db, ChatModuleCache>();

/**
 * A module to chat with (persona and teachings included), or undefined if unknown or archived.
 * Every chat needs its module, and modules change only on sync: a found module is kept in memory
 * for MODULE_LISTS_CACHE_MS, like the lists. A sync clears this server's copies at once; other
 * servers reload within that time (decision 014). An id not found is never kept, so a module a
 * sync added can be chatted with on every server at once.
 */
export function getModuleForChat(db: Db, id: string): Promise<ChatModule | undefined> {
  let cache = chatModuleCaches.get(db);
  if (!cache) chatModuleCaches.set(db, (cache = new Map() as ChatModuleCache));
  const now = Date.now();
  const hit = cache.get(id);
  if (hit && hit.expires > now) return hit.value;
  const value = findModuleForChat(db, id);
  const entry = { value, expires: now + MODULE_LISTS_CACHE_MS };
  cache.set(id, entry);
  const forget = () => {
    if (cache.get(id) === entry) cache.delete(id);
  };
  void value.then((module) => module ?? forget(), forget);
  return value;
}

/** The voice a module's teacher speaks with (content frontmatter `voice`); null when it has none. */
export function getModuleVoice(db: Db, id: string): Promise<string | null> {
  return findModuleVoice(db, id);
}

/** Carousels with their modules, in display order. */
export function listCarousels(db: Db): Promise<Carousel[]> {
  return listCarouselsWithModules(db);
}

/**
 * Re-read `content/modules/*.md` and bring the database in line: new files are added, changed
 * files updated, files that disappeared archived (kept for old chats, hidden from lists).
 * Idempotent: a second run with the same files reports everything unchanged. A file that does
 * not parse is reported in `errors` and leaves its stored module untouched.
 */
export async function syncModules(db: Db, contentDir: string): Promise<SyncModulesResult> {
  const content = await readModuleContent(contentDir);
  const now = new Date().toISOString();
  const carouselPositions = new Map(content.carouselOrder.map((name, i) => [name, i]));

  return db
    .transaction()
    .execute(async (trx) => {
      const stored = new Map((await listStoredModuleStates(trx)).map((m) => [m.id, m]));
      const result: SyncModulesResult = {
        added: [],
        updated: [],
        archived: [],
        unchanged: 0,
        total: content.modules.length,
        errors: content.errors,
      };

      await upsertCarousels(
        trx,
        content.carouselOrder.map((name) => ({
          id: carouselId(name),
          name,
          position: carouselPositions.get(name) ?? 0,
        })),
        now,
      );

      for (const source of content.modules) {
        const existing = stored.get(source.id);
        if (existing && !existing.archived && existing.contentHash === source.contentHash) {
          result.unchanged += 1;
          continue;
        }
        await upsertModule(
          trx,
          {
            id: source.id,
            name: source.name,
            description: source.description,
            avatar: source.avatar,
            carousel_id: source.carouselName ? carouselId(source.carouselName) : null,
            position: source.order,
            is_connector: source.isConnector ? 1 : 0,
            persona: source.persona,
            teachings: source.teachings,
            voice: source.voice,
            guide: source.guide ? JSON.stringify(source.guide) : null,
            content_hash: source.contentHash,
          },
          now,
        );
        (existing ? result.updated : result.added).push(source.id);
      }

      // A file that failed to parse still exists: keep its module rather than archive it.
      const present = new Set(content.modules.map((m) => m.id));
      const failedIds = new Set(
        content.errors.map((e) => e.file.replace(/^modules\//, '').replace(/\.md$/, '')),
      );
      const gone = [...stored.values()]
        .filter(
          (m) => content.folderFound && !m.archived && !present.has(m.id) && !failedIds.has(m.id),
        )
        .map((m) => m.id);
      await archiveModules(trx, gone, now);
      result.archived = gone;

      await deleteEmptyCarousels(trx);
      return result;
    })
    .finally(() => {
      listCaches.delete(db);
      chatModuleCaches.delete(db);
    });
}
