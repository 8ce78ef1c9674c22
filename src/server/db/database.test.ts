import { describe, expect, test } from 'vitest';
import { isDatabaseUnavailable, retryWhileUnavailable } from './database.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('telling a database outage from a failed query', () => {
  test('a refused connection, a server shutting down or starting, and a dropped connection are outages', () => {
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'failed'),
    ])
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
  });

  test('a broken query, a constraint, or another service being down are not', () => {
    const fetchFailed = new TypeError('fetch failed', {
      cause: withCode('connect ECONNREFUSED 127.0.0.1:443', 'ECONNREFUSED'),
    });
    for (const error of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('syntax error at or near "selec"', '42601'),
      fetchFailed,
      new Error('Something else'),
    ])
      expect(isDatabaseUnavailable(error), error.message).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  test('a write is tried again while the database is unreachable, and only then', async () => {
    let calls = 0;
    const stored = await retryWhileUnavailable(() => {
      calls++;
      if (calls < 3) return Promise.reject(withCode('the database system is starting up', '57P03'));
      return Promise.resolve('stored');
    }, 5_000);
    expect([stored, calls]).toEqual(['stored', 3]);

    calls = 0;
    await expect(
      retryWhileUnavailable(() => {
        calls++;
        return Promise.reject(withCode('duplicate key', '23505'));
      }, 5_000),
    ).rejects.toThrow('duplicate key');
    expect(calls).toBe(1);

    await expect(
      retryWhileUnavailable(
        () => Promise.reject(withCode('connect ECONNREFUSED', 'ECONNREFUSED')),
        300,
      ),
    ).rejects.toThrow('ECONNREFUSED');
  });
});
