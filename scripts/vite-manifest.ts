// Vite's build manifest (dist/web/.vite/manifest.json), read by the prerender step and the entry
// bundle budget: which files a chunk needs before it runs.
import fs from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(webDir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The files a chunk needs before it runs: its own and those of its static imports, recursively. */
export function staticFiles(
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set([chunk.file]);
  for (const imported of chunk.imports ?? [])
    for (const file of staticFiles(manifest, imported, seen)) files.add(file);
  return files;
}
