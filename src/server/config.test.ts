import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { REPO_ROOT } from './testing/test-app.ts';

describe('configuration', () => {
  test('defaults follow DESIGN.md §4', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 5000,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:5000',
      appName: 'Sangha',
      anonFreeMessages: 7,
      freeAccountExchanges: 21,
      freeVoiceWishes: 3,
      links: { moduleResearch: null, dietDetox: null, lab: null, communityChat: null },
      timeouts: { requestMs: 30_000, idleMs: 72_000 },
      serveSourceMaps: false,
    });
  });

  test('socket time-outs and source maps are configurable; a time-out too short to serve is refused', () => {
    expect(
      loadConfig({
        REQUEST_TIMEOUT_MS: '1000',
        IDLE_TIMEOUT_MS: '1500',
        SERVE_SOURCE_MAPS: 'true',
      }),
    ).toMatchObject({ timeouts: { requestMs: 1000, idleMs: 1500 }, serveSourceMaps: true });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '10', IDLE_TIMEOUT_MS: 'soon' })).toThrow(
      /REQUEST_TIMEOUT_MS[\s\S]*IDLE_TIMEOUT_MS/,
    );
  });

  test("the offline guide's pace is OFFLINE_GUIDE_WORDS_PER_SECOND; 0 turns it off; nonsense is refused", () => {
    expect(loadConfig({}).ai.offlineWordsPerSecond).toBe(15);
    expect(loadConfig({ OFFLINE_GUIDE_WORDS_PER_SECOND: '0' }).ai.offlineWordsPerSecond).toBe(0);
    expect(loadConfig({ OFFLINE_GUIDE_WORDS_PER_SECOND: '7.5' }).ai.offlineWordsPerSecond).toBe(
      7.5,
    );
    expect(() => loadConfig({ OFFLINE_GUIDE_WORDS_PER_SECOND: '-1' })).toThrow(
      /OFFLINE_GUIDE_WORDS_PER_SECOND/,
    );
    expect(() => loadConfig({ OFFLINE_GUIDE_WORDS_PER_SECOND: 'fast' })).toThrow(
      /OFFLINE_GUIDE_WORDS_PER_SECOND/,
    );
  });

  test('the PostgreSQL pool is sized from DATABASE_POOL_MAX and DATABASE_POOL_WAIT_MS; nonsense is refused', () => {
    expect(loadConfig({}).databasePool).toEqual({ max: 10, waitMs: 30_000 });
    expect(
      loadConfig({ DATABASE_POOL_MAX: '40', DATABASE_POOL_WAIT_MS: '60000' }).databasePool,
    ).toEqual({ max: 40, waitMs: 60_000 });
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0', DATABASE_POOL_WAIT_MS: 'forever' })).toThrow(
      /DATABASE_POOL_MAX[\s\S]*DATABASE_POOL_WAIT_MS/,
    );
  });

  test('values are read and normalised', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: '/var/lib/sangha',
        DATABASE_URL: 'postgres://u:p@db/sangha',
        PUBLIC_URL: 'https://sangha.example/',
        ANON_FREE_MESSAGES: '3',
        LINK_LAB_URL: 'https://lab.example',
        LINK_DIET_DETOX_URL: '',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/sangha',
      databaseUrl: 'postgres://u:p@db/sangha',
      publicUrl: 'https://sangha.example',
      anonFreeMessages: 3,
      links: { lab: 'https://lab.example', dietDetox: null },
    });
  });

  test('bad values are all listed by name', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        PUBLIC_URL: 'not a url',
        ANON_FREE_MESSAGES: '-1',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'PUBLIC_URL', 'ANON_FREE_MESSAGES'])
      expect(problems).toContain(name);
  });

  test('METRICS_TOKEN turns /metrics on; unset or empty keeps it off; a short one is refused', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '  ' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: ' 0123456789abcdef ' }).metricsToken).toBe(
      '0123456789abcdef',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
  });

  test('REDIS_URL shares rate limits; unset keeps them in the process; only redis URLs pass', () => {
    expect(loadConfig({}).redis).toBeNull();
    expect(loadConfig({ REDIS_URL: '' }).redis).toBeNull();
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache.example:6380/2' }).redis).toEqual({
      url: 'rediss://:secret@cache.example:6380/2',
      keyPrefix: 'sangha:rate-limit:',
    });
    expect(
      loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: 'staging:' }).redis,
    ).toEqual({ url: 'redis://127.0.0.1:6379', keyPrefix: 'staging:' });
    expect(() => loadConfig({ REDIS_URL: 'http://cache.example' })).toThrow(
      /REDIS_URL: must start with redis:\/\/ or rediss:\/\//,
    );
  });

  test('a bad value stops the server at start-up with a readable list', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(REPO_ROOT, 'src/server/main.ts')],
      {
        env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: 'mysql://nope' },
        encoding: 'utf8',
        timeout: 20_000,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toMatch(/- PORT: /);
    expect(result.stderr).toMatch(/- DATABASE_URL: must start with postgres/);
  });
});
