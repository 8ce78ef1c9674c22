import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PRERENDERED_PAGES } from '../src/web/app/prerendered-routes.ts';

const SOURCE = 'src/web/service-worker/sw.ts';
const OUTPUT = 'sw.js';

/**
 * Builds the service worker (decision 025) to /sw.js with this build's app shell: the page ('/')
 * and the other prerendered pages with a path of their own (decision 027), every built file and every public file but the manifest (icons, favicon), and a version made from their
 * contents, so each deploy gets a new worker and a new cache. Source maps are left out.
 */
export function serviceWorker(options: { publicDir: string }): Plugin {
  return {
    name: 'sangha-service-worker',
    apply: 'build',
    // After Vite has emitted index.html, so the version covers the page too.
    enforce: 'post',
    buildStart() {
      this.emitFile({ type: 'chunk', id: path.resolve(SOURCE), fileName: OUTPUT });
    },
    generateBundle(_options, bundle) {
      const hash = createHash('sha256');
      // The prerendered pages are written after this bundle (scripts/prerender.ts), from the same
      // sources: the hash of the bundle covers them too.
      const files: string[] = [
        '/',
        // A page with a path of its own (not the generic teacher page or the 404 page).
        ...PRERENDERED_PAGES.filter((page) => page.route === page.path && page.path !== '/').map(
          (page) => page.path,
        ),
      ];
      for (const [fileName, output] of Object.entries(bundle).sort(([a], [b]) =>
        a.localeCompare(b),
      )) {
        if (fileName === OUTPUT || fileName.endsWith('.map') || fileName.startsWith('.vite/'))
          continue;
        hash.update(fileName).update(output.type === 'chunk' ? output.code : output.source);
        if (fileName !== 'index.html') files.push(`/${fileName}`);
      }
      const publicFiles = fs
        .readdirSync(options.publicDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
        .sort();
      for (const file of publicFiles) {
        const url = `/${path.relative(options.publicDir, file).split(path.sep).join('/')}`;
        // The server fills in the configured name; installing needs the network anyway.
        if (url.endsWith('.webmanifest')) continue;
        hash.update(url).update(fs.readFileSync(file));
        files.push(url);
      }
      const worker = bundle[OUTPUT];
      if (worker?.type !== 'chunk') throw new Error(`${OUTPUT} was not built`);
      const version = hash.digest('hex').slice(0, 16);
      const replaced = worker.code
        .replace(/(["'`])__SANGHA_SHELL_FILES__\1/, JSON.stringify(JSON.stringify(files)))
        .replace('__SANGHA_SHELL_VERSION__', version);
      if (replaced.includes('__SANGHA_SHELL')) throw new Error(`${OUTPUT}: a placeholder is left`);
      worker.code = replaced;
    },
  };
}
