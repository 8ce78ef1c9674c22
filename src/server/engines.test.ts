import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { REPO_ROOT } from './testing/test-app.ts';

// npm's own range matcher (a dependency of npm's tool chain, untyped here), so the check reads
// engines exactly as `npm install` does when it warns.
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
};

type Lockfile = { packages: Record<string, { version?: string; engines?: { node?: string } }> };

const readJson = <T>(file: string) =>
  JSON.parse(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8')) as T;

describe('the Node.js version the README promises', () => {
  const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const promised = /Node\.js (\d+\.\d+) or newer/.exec(readme)?.[1];

  test('is the one package.json declares', () => {
    expect(promised).toBeDefined();
    const pkg = readJson<{ engines: { node: string } }>('package.json');
    expect(pkg.engines.node).toBe(`>=${promised}`);
  });

  // cookie@2 and content-disposition@3 want Node 22; package.json "overrides" keeps the
  // Node-20-compatible releases with the same API. A new dependency that drops Node 20 fails here.
  test('runs every installed package: none asks for a newer Node', () => {
    const lock = readJson<Lockfile>('package-lock.json');
    const minimum = `${promised}.0`;
    const refusing = Object.entries(lock.packages)
      .filter(([, p]) => p.engines?.node && !semver.satisfies(minimum, p.engines.node))
      .map(([name, p]) => `${name}@${p.version} needs node ${p.engines?.node}`);
    expect(refusing).toEqual([]);
  });
});
