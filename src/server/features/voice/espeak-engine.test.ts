import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EspeakEngine } from './espeak-engine.ts';
import { SpeechEngineError } from './speech-engine.ts';

/** A stand-in worker script: 'crash' exits mid-job, 'hang' never answers, 'ok' answers at once. */
function workerScript(dir: string, behaviour: 'crash' | 'hang' | 'ok'): string {
  const file = path.join(dir, `${behaviour}-worker.mjs`);
  const onJob = {
    crash: 'process.exit(3);',
    hang: '/* never answers */',
    ok: "process.send({ id: job.id, ok: true, audio: new Uint8Array([1, 2, 3]), contentType: 'audio/mpeg' });",
  }[behaviour];
  fs.writeFileSync(
    file,
    `process.on('message', (job) => { ${onJob} });\nprocess.on('disconnect', () => process.exit(0));\n`,
  );
  return file;
}

describe('the built-in espeak-ng engine', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-espeak-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('speaks in a helper process and returns MP3 audio', async () => {
    const engine = new EspeakEngine({ timeoutMs: 20_000, workers: 1 });
    try {
      const speech = await engine.synthesize({
        text: 'Breathe in. Breathe out.',
        voice: 'en-gb+f2',
      });
      expect(speech.contentType).toBe('audio/mpeg');
      expect(speech.audio[0]).toBe(0xff);
      expect(speech.audio.length).toBeGreaterThan(2000);
      expect(engine.workerCount).toBe(1);
      // A voice name that is not one (it could be read as an option) falls back to the default.
      const fallback = await engine.synthesize({ text: 'Hello.', voice: '--help' });
      expect(fallback.audio.length).toBeGreaterThan(1000);
    } finally {
      await engine.close();
    }
    expect(engine.workerCount).toBe(0);
  });

  test('a worker that crashes fails its job, and the next job gets a fresh worker', async () => {
    const engine = new EspeakEngine({
      timeoutMs: 10_000,
      workers: 1,
      workerPath: workerScript(dir, 'crash'),
    });
    try {
      const error = await engine.synthesize({ text: 'hi', voice: 'en' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SpeechEngineError);
      expect(error).toMatchObject({
        reason: 'failed',
        message: 'The speech engine stopped unexpectedly',
      });
      // This process (the server) is still here, and the engine keeps working.
      await expect(engine.synthesize({ text: 'again', voice: 'en' })).rejects.toMatchObject({
        reason: 'failed',
      });
    } finally {
      await engine.close();
    }
  });

  test('a worker that hangs is killed when the job times out', async () => {
    const engine = new EspeakEngine({
      timeoutMs: 300,
      workers: 1,
      workerPath: workerScript(dir, 'hang'),
    });
    try {
      const started = Date.now();
      await expect(engine.synthesize({ text: 'hi', voice: 'en' })).rejects.toMatchObject({
        reason: 'timeout',
      });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(engine.workerCount).toBe(0);
    } finally {
      await engine.close();
    }
  });

  test('too many waiting jobs are refused as busy rather than queued forever', async () => {
    const engine = new EspeakEngine({
      timeoutMs: 400,
      workers: 1,
      maxQueue: 2,
      workerPath: workerScript(dir, 'hang'),
    });
    try {
      const jobs = Array.from({ length: 4 }, () =>
        engine.synthesize({ text: 'hi', voice: 'en' }).catch((e: unknown) => e),
      );
      const results = await Promise.all(jobs);
      expect(results.map((r) => (r as SpeechEngineError).reason)).toEqual([
        'timeout',
        'timeout',
        'timeout',
        'busy',
      ]);
    } finally {
      await engine.close();
    }
  });

  test('answers from a worker come back as audio', async () => {
    const engine = new EspeakEngine({
      timeoutMs: 10_000,
      workers: 2,
      workerPath: workerScript(dir, 'ok'),
    });
    try {
      const results = await Promise.all(
        [1, 2, 3].map(() => engine.synthesize({ text: 'hi', voice: 'en' })),
      );
      expect(results.map((r) => [...r.audio])).toEqual([
        [1, 2, 3],
        [1, 2, 3],
        [1, 2, 3],
      ]);
    } finally {
      await engine.close();
    }
  });
});
