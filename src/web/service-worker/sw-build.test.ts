// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { serviceWorker } from '../../../scripts/service-worker-plugin.ts';

type Output = { type: 'chunk'; code: string } | { type: 'asset'; source: string };

/** Run the plugin over a small bundle, as Vite would, and read what it wrote into sw.js. */
function build(files: Record<string, string>): { files: string[]; version: string } {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-sw-public-'));
  fs.mkdirSync(path.join(publicDir, 'icons'));
  fs.writeFileSync(path.join(publicDir, 'favicon.svg'), '<svg/>');
  fs.writeFileSync(path.join(publicDir, 'icons', 'icon-192.png'), 'png');
  fs.writeFileSync(path.join(publicDir, 'manifest.webmanifest'), '{}');
  const bundle: Record<string, Output> = {
    'sw.js': {
      type: 'chunk',
      code: 'var f=JSON.parse("__SANGHA_SHELL_FILES__"),c=`sangha-shell-__SANGHA_SHELL_VERSION__`;',
    },
  };
  for (const [name, text] of Object.entries(files)) {
    bundle[name] = name.endsWith('.js')
      ? { type: 'chunk', code: text }
      : { type: 'asset', source: text };
  }
  const plugin = serviceWorker({ publicDir });
  (plugin.generateBundle as (this: unknown, o: unknown, b: unknown) => void).call({}, {}, bundle);
  fs.rmSync(publicDir, { recursive: true, force: true });
  const code = (bundle['sw.js'] as { code: string }).code;
  const list = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code)?.[1] ?? '""';
  return {
    files: JSON.parse(JSON.parse(list) as string) as string[],
    version: /sangha-shell-(\w+)/.exec(code)?.[1] ?? '',
  };
}

describe('the service worker build', () => {
  const app = {
    'index.html': '<html>v1</html>',
    'assets/index-a1.js': 'console.log(1)',
    'assets/index-a1.js.map': '{}',
    'assets/index-b2.css': 'body{}',
  };

  test('lists the pages, the built files and the public files, but no map and no manifest', () => {
    expect(build(app).files).toEqual([
      '/',
      // The prerendered pages with a path of their own (decision 027).
      '/home',
      '/chat',
      '/journal',
      '/timeline',
      '/lineage',
      '/landing',
      '/subscription',
      '/assets/index-a1.js',
      '/assets/index-b2.css',
      '/favicon.svg',
      '/icons/icon-192.png',
    ]);
  });

  test('versions the cache by the build: the same files give the same name, a change a new one', () => {
    const first = build(app).version;
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(build(app).version).toBe(first);
    expect(build({ ...app, 'index.html': '<html>v2</html>' }).version).not.toBe(first);
    expect(build({ ...app, 'assets/index-a1.js': 'console.log(2)' }).version).not.toBe(first);
    // A source map alone is no new deploy of the app.
    expect(build({ ...app, 'assets/index-a1.js.map': '{"v":2}' }).version).toBe(first);
  });
});
