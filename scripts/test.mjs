// `npm test`: lint, type-check, unit + integration tests (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set), then build and run the Playwright suite in Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ci = process.env.CI === 'true' || process.env.CI === '1';

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

const npx = (...args) => ['npx', ['--no-install', ...args]];

run('Format check (Prettier)', ...npx('prettier', '--check', '.', '--log-level', 'warn'));
run('Lint (ESLint)', ...npx('eslint', '.', '--max-warnings', '0'));
run('Type-check (web + tests)', ...npx('tsc', '-p', 'tsconfig.json', '--noEmit'));
run('Type-check (server build)', ...npx('tsc', '-p', 'tsconfig.server.json', '--noEmit'));

if (!process.env.TEST_DATABASE_URL) {
  console.warn(
    '\n⚠ TEST_DATABASE_URL is not set: database tests run on SQLite only (set it to a postgres:// URL to run them on PostgreSQL too).',
  );
}
if (!process.env.TEST_REDIS_URL) {
  console.warn(
    '\n⚠ TEST_REDIS_URL is not set: the several-servers test (PostgreSQL + Redis) is skipped (set it to redis://127.0.0.1:6379).',
  );
}
run('Unit and integration tests (Vitest)', ...npx('vitest', 'run'));

// The build runs with a canary value in every secret variable, so the check after it can prove
// that no configured secret reaches the JavaScript served to browsers.
const canaries = JSON.parse(
  spawnSync('node', ['--import', 'tsx', 'scripts/check-bundle-secrets.ts', '--canaries'], {
    encoding: 'utf8',
  }).stdout,
);
run('Build (web + server)', 'npm', ['run', 'build', '--silent'], canaries);
run(
  'No secret in the built web app',
  'node',
  ['--import', 'tsx', 'scripts/check-bundle-secrets.ts'],
  canaries,
);
run('Entry bundle budget (DESIGN.md §7)', 'node', ['--import', 'tsx', 'bench/bundle-size.ts']);

if (!fs.existsSync(chromium)) {
  const message = `No Chromium at ${chromium}: the end-to-end tests did NOT run. Install it (apt-get install chromium) or set CHROME_PATH.`;
  if (ci) {
    console.error(`\n✖ ${message}`);
    process.exit(1);
  }
  console.warn(`\n${'!'.repeat(100)}\n⚠ ${message}\n${'!'.repeat(100)}`);
  process.exit(0);
}
run('End-to-end tests (Playwright in Chromium)', ...npx('playwright', 'test'), {
  CHROME_PATH: chromium,
});
console.log('\n✔ All tests passed');
