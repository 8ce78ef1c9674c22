import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Module, SyncModulesResult } from '../../../contracts/modules.ts';
import { migrateToLatest, openDatabase } from '../../db/database.ts';
import { listModulesJson, syncModules } from './modules.service.ts';

export interface ContentModuleList {
  modules: Module[];
  /** The body `GET /api/modules` sends for this list, and its ETag. */
  json: string;
  etag: string;
  /** Module files that did not parse (left out, as a server's sync leaves them out). */
  errors: SyncModulesResult['errors'];
}

/**
 * The module list a server started on `contentDir` serves, without a server: the same sync into
 * a scratch SQLite database and the same serialisation. The build renders each teacher's page
 * with it (scripts/prerender.ts), and a server sends such a page only while its own list has the
 * same ETag (decision 027).
 */
export async function contentModuleList(contentDir: string): Promise<ContentModuleList> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-content-modules-'));
  const database = openDatabase({ dataDir });
  try {
    await migrateToLatest(database.db);
    const { errors } = await syncModules(database.db, contentDir);
    const { json, etag } = await listModulesJson(database.db);
    return { modules: JSON.parse(json) as Module[], json, etag, errors };
  } finally {
    await database.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
