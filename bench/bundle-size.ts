// Budget (DESIGN.md §7): the entry JavaScript (the entry module and everything it imports
// statically, which the browser fetches before the app can start) is ≤ 100 KB gzipped. Pages,
// dialogs, menus and charts load on demand and are not counted; a prerendered page preloads its
// own code beside the entry (decision 027). Reads the built dist/web and its Vite manifest, so run
// it after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readManifest, staticFiles } from '../scripts/vite-manifest.ts';
import { PRERENDERED_PAGES } from '../src/web/app/prerendered-routes.ts';
import type { BenchResult } from './bench-result.ts';

export const ENTRY_BUDGET_BYTES = 100 * 1024;

/** The entry chunk's file and those of its static imports, recursively. */
export function entryFiles(distDir = 'dist/web'): string[] {
  const manifest = readManifest(distDir);
  // index.html's entry (the service worker is an entry of the build too, but no page loads it).
  const entries = Object.keys(manifest).filter(
    (key) => manifest[key]!.isEntry && key.endsWith('.html'),
  );
  const seen = new Set<string>();
  const files = new Set(entries.flatMap((key) => [...staticFiles(manifest, key, seen)]));
  return [...files].filter((file) => file.endsWith('.js'));
}

export function checkEntryBundleSize(distDir = 'dist/web'): BenchResult {
  const files = entryFiles(distDir);
  const bytes = files.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(distDir, file))).length,
    0,
  );
  return {
    name: 'Entry JavaScript, gzipped',
    figure: `${(bytes / 1024).toFixed(1)} KB in ${files.length} file(s)`,
    budget: '≤ 100 KB',
    pass: files.length > 0 && bytes <= ENTRY_BUDGET_BYTES,
  };
}

/** A name only zod's own code holds (its schema classes' trait), kept by minification. */
const ZOD_MARK = '$ZodType';

/** Pages whose first screen is a form that validates with zod: `/landing` is the sign-in form. */
const FIRST_SCREEN_IS_A_FORM = new Set(['/landing']);

/**
 * The code a prerendered page runs before it can be used (the entry, the page's chunk and what it
 * preloads, with their static imports) holds no zod: building its schemas is a long task on a phone
 * (decision 027). Forms validate with zod, so they load when opened.
 */
export function checkFirstScreenWithoutZod(distDir = 'dist/web'): BenchResult {
  const manifest = readManifest(distDir);
  // Each file is read once, though most are shared by every page (the entry, React).
  const holdsZod = new Map<string, boolean>();
  const fileHoldsZod = (file: string) => {
    let holds = holdsZod.get(file);
    if (holds === undefined) {
      holds = fs.readFileSync(path.join(distDir, file), 'utf8').includes(ZOD_MARK);
      holdsZod.set(file, holds);
    }
    return holds;
  };
  const entry = entryFiles(distDir);
  const withZod = PRERENDERED_PAGES.filter((page) => !FIRST_SCREEN_IS_A_FORM.has(page.path))
    .filter((page) => {
      const seen = new Set<string>();
      const files = [
        ...entry,
        ...[page.module, ...(page.alsoPreload ?? [])].flatMap((key) => [
          ...staticFiles(manifest, key, seen),
        ]),
      ];
      return files.some(fileHoldsZod);
    })
    .map((page) => page.path);
  return {
    name: 'Prerendered pages whose first code holds zod',
    figure: withZod.length === 0 ? 'none' : withZod.join(', '),
    budget: 'none',
    pass: withZod.length === 0,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = [checkEntryBundleSize(), checkFirstScreenWithoutZod()];
  for (const result of results)
    console.log(
      `${result.pass ? '✔' : '✖'} ${result.name}: ${result.figure} (budget ${result.budget})`,
    );
  process.exit(results.every((result) => result.pass) ? 0 : 1);
}
