import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CarouselList, Module, SyncModulesResult } from '../../../contracts/modules.ts';
import { migrateToLatest, openDatabase } from '../../db/database.ts';
import { listCarouselsJson, listModulesJson, syncModules } from './modules.service.ts';

export interface ContentModuleList {
  modules: Module[];
  /** The body `GET /api/modules` sends for this list, and its ETag. */
  json: string;
  etag: string;
  /** The carousels (the sidebar's groups), and the body `GET /api/carousels` sends and its ETag. */
  carousels: { list: CarouselList; json: string; etag: string };
  /** Module files that did not parse (left out, as a server's sync leaves them out). */
  errors: SyncModulesResult['errors'];
}

/**
 * The module and carousel lists a server started on `contentDir` serves, without a server: the
 * same sync into a scratch SQLite database and the same serialisation. The build renders each
 * teacher's page with them (scripts/prerender.ts), and a server sends such a page only while its
 * own lists have the same ETags (decision 027).
 */
export async function contentModuleList(contentDir: string): Promise<ContentModuleList> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-content-modules-'));
  const database = openDatabase({ dataDir });
  try {
    await migrateToLatest(database.db);
    const { errors } = await syncModules(database.db, contentDir);
    const { json, etag } = await listModulesJson(database.db);
    const carousels = await listCarouselsJson(database.db);
    return {
      modules: JSON.parse(json) as Module[],
      json,
      etag,
      carousels: {
        list: JSON.parse(carousels.json) as CarouselList,
        json: carousels.json,
        etag: carousels.etag,
      },
      errors,
    };
  } finally {
    await database.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
