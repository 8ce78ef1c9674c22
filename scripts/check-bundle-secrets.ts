/*
 * No secret in the built web app. Every file under the web build (JavaScript, CSS, HTML, source
 * maps: all of it is served to anyone) is searched for
 *   - the value of every secret variable set in this environment (SECRET_ENV_NAMES; for URLs, the
 *     password part), which is why the build being checked must have been made with canary values
 *     for them in its environment;
 *   - the names of those variables (code that reads them has no business in the browser);
 *   - secret-looking values of any origin: Stripe live/test secret keys and webhook secrets, OpenAI
 *     and Anthropic key shapes, private keys.
 *
 * Usage:
 *   node --import tsx scripts/check-bundle-secrets.ts --canaries      print fresh canaries as JSON
 *   node --import tsx scripts/check-bundle-secrets.ts [dir]           check a build (default dist/web)
 *   node --import tsx scripts/check-bundle-secrets.ts --build         build the web app into a temp
 *                                                                     folder with canaries, check it
 *
 * A script rather than a bench: it has no budget to measure, it passes or fails.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  SECRET_ENV_NAMES,
  secretCanaries,
  secretPart,
} from '../src/server/reliability/secret-env.ts';

const REPO = path.resolve(import.meta.dirname, '..');

/** Shapes of real secrets, whoever's they are. */
const SECRET_SHAPES: [string, RegExp][] = [
  ['a Stripe secret or restricted key', /\b[sr]k_(live|test)_[0-9A-Za-z]{10,}/],
  ['a Stripe webhook secret', /\bwhsec_[0-9A-Za-z]{10,}/],
  ['an OpenAI key', /\bsk-(proj-)?[0-9A-Za-z_-]{20,}/],
  ['an Anthropic key', /\bsk-ant-[0-9A-Za-z_-]{20,}/],
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
];

interface Finding {
  file: string;
  what: string;
  context: string;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

function around(text: string, index: number, length: number): string {
  return text
    .slice(Math.max(0, index - 40), index + length + 40)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Search every file of a web build; returns what was found, and how many canaries were known. */
export function checkBundle(
  dir: string,
  env: NodeJS.ProcessEnv,
): { findings: Finding[]; canaries: number; files: number } {
  const canaries = SECRET_ENV_NAMES.flatMap((name) => {
    const value = env[name]?.trim();
    return value ? [{ name, value: secretPart(value) }] : [];
  });
  const findings: Finding[] = [];
  const files = filesUnder(dir);
  for (const file of files) {
    const text = fs.readFileSync(file).toString('latin1');
    const relative = path.relative(REPO, file);
    for (const { name, value } of canaries) {
      const index = text.indexOf(value);
      if (index >= 0) {
        findings.push({
          file: relative,
          what: `the value of ${name}`,
          context: around(text, index, value.length),
        });
      }
    }
    for (const name of SECRET_ENV_NAMES) {
      const match = new RegExp(`\\b${name}\\b`).exec(text);
      if (match) {
        findings.push({
          file: relative,
          what: `the variable name ${name}`,
          context: around(text, match.index, name.length),
        });
      }
    }
    for (const [what, shape] of SECRET_SHAPES) {
      const match = shape.exec(text);
      if (match) {
        findings.push({
          file: relative,
          what,
          context: around(text, match.index, match[0].length),
        });
      }
    }
  }
  return { findings, canaries: canaries.length, files: files.length };
}

function buildWithCanaries(): { dir: string; env: NodeJS.ProcessEnv; cleanup: () => void } {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-bundle-secrets-'));
  const env = { ...process.env, ...secretCanaries(randomBytes(6).toString('hex')) };
  const result = spawnSync(
    'npx',
    ['--no-install', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: REPO, env, stdio: 'inherit' },
  );
  if (result.status !== 0) {
    fs.rmSync(outDir, { recursive: true, force: true });
    throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
  }
  return { dir: outDir, env, cleanup: () => fs.rmSync(outDir, { recursive: true, force: true }) };
}

function main(args: string[]): number {
  if (args.includes('--canaries')) {
    console.log(JSON.stringify(secretCanaries(randomBytes(6).toString('hex'))));
    return 0;
  }
  const built = args.includes('--build') ? buildWithCanaries() : null;
  const dir = built?.dir ?? path.resolve(REPO, args.find((a) => !a.startsWith('--')) ?? 'dist/web');
  const env = built?.env ?? process.env;
  try {
    if (!fs.existsSync(dir)) {
      console.error(`✖ No web build at ${dir}: run the build first (npm run build:web).`);
      return 1;
    }
    const { findings, canaries, files } = checkBundle(dir, env);
    if (canaries === 0) {
      console.error(
        `✖ None of the secret variables is set, so there is nothing to look for.\n` +
          `  Build with canary values for them, then run this check with the same environment\n` +
          `  (or run it with --build). Variables: ${SECRET_ENV_NAMES.join(', ')}`,
      );
      return 1;
    }
    if (findings.length) {
      console.error(`✖ Secrets in the built web app (${path.relative(REPO, dir) || dir}):`);
      for (const f of findings) console.error(`  ${f.file}: ${f.what}\n      …${f.context}…`);
      console.error(
        '\n  The web build must never read server configuration: only VITE_-prefixed variables\n' +
          '  reach the browser, and no secret may be given such a name or a `define`.',
      );
      return 1;
    }
    console.log(
      `✔ No secret in the web build: ${files} files searched for ${canaries} configured secrets, ` +
        `${SECRET_ENV_NAMES.length} variable names and ${SECRET_SHAPES.length} secret shapes.`,
    );
    return 0;
  } finally {
    built?.cleanup();
  }
}

process.exitCode = main(process.argv.slice(2));
