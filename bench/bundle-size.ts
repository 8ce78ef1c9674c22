// Budget (DESIGN.md §7): the entry JavaScript (what index.html loads before anything lazy) is
// ≤ 170 KB gzipped. Reads the built dist/web, so run it after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const ENTRY_BUDGET_BYTES = 170 * 1024;

import type { BenchResult } from './bench-result.ts';

export function checkEntryBundleSize(distDir = 'dist/web'): BenchResult {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  // The entry module and the chunks it preloads are all fetched before the first render.
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1] ?? '');
  const bytes = files.reduce(
    (sum, file) =>
      sum + zlib.gzipSync(fs.readFileSync(path.join(distDir, file.replace(/^\//, '')))).length,
    0,
  );
  return {
    name: 'Entry JavaScript, gzipped',
    figure: `${(bytes / 1024).toFixed(1)} KB in ${files.length} file(s)`,
    budget: '≤ 170 KB',
    pass: files.length > 0 && bytes <= ENTRY_BUDGET_BYTES,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = checkEntryBundleSize();
  console.log(
    `${result.pass ? '✔' : '✖'} ${result.name}: ${result.figure} (budget ${result.budget})`,
  );
  process.exit(result.pass ? 0 : 1);
}
