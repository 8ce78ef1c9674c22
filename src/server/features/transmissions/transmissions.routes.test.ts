import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TRANSMISSIONS } from '../../../contracts/transmissions.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-databases.ts';

const at = '2026-11-21T10:00:00.000Z';

const hasCommand = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
// Debian's poppler-utils (.ci/run installs it); without it the rendering test cannot run, which
// CI treats as a failure rather than a skip.
const poppler = hasCommand('pdftoppm') && hasCommand('pdftotext');
if (!poppler) console.warn('⚠ pdftoppm/pdftotext missing: the PDF is not rendered in this run');

/** Decode an 8-bit greyscale or RGB PNG (what `pdftoppm -png` writes) into grey pixel values. */
function greyPixels(png: Buffer): { width: number; height: number; pixels: Uint8Array } {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 1;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect(data[8]).toBe(8);
      expect([0, 2]).toContain(data[9]);
      channels = data[9] === 2 ? 3 : 1;
    } else if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const bytes = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] ?? 0;
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i] ?? 0;
      const a = i >= channels ? (bytes[y * stride + i - channels] ?? 0) : 0;
      const b = y > 0 ? (bytes[(y - 1) * stride + i] ?? 0) : 0;
      const c = i >= channels && y > 0 ? (bytes[(y - 1) * stride + i - channels] ?? 0) : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter] ?? 0;
      bytes[y * stride + i] = (value + predictor) & 0xff;
    }
  }
  const pixels = new Uint8Array(width * height);
  for (let i = 0; i < pixels.length; i++) {
    let sum = 0;
    for (let k = 0; k < channels; k++) sum += bytes[i * channels + k] ?? 0;
    pixels[i] = Math.round(sum / channels);
  }
  return { width, height, pixels };
}

describe.each(testDialects)('%s: the Twelve Transmissions', (dialect) => {
  let t: TestApp;

  const signUp = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-signup',
      payload: {
        email: `seeker-${randomUUID().slice(0, 8)}@example.com`,
        firstName: 'Path',
        lastName: 'Walker',
        password: 'a good password',
      },
    });
    return `sangha_session=${res.cookies.find((c) => c.name === 'sangha_session')?.value ?? ''}`;
  };
  const progress = (cookie: string | null, method: 'GET' | 'PUT' = 'GET', payload?: unknown) =>
    t.app.inject({
      method,
      url: '/api/transmissions/progress',
      headers: cookie ? { cookie } : { 'x-client-id': randomUUID() },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  test('progress is saved for the account, merged, and read back on a new device', async () => {
    const cookie = await signUp();
    expect((await progress(cookie)).json()).toEqual({ progress: null });

    const phone = { currentStage: 3, completedStages: [1, 2], totalPoints: 40, lastUpdated: at };
    const saved = await progress(cookie, 'PUT', phone);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ progress: phone });

    // A device that is behind cannot undo the practice of another.
    const stale = {
      currentStage: 1,
      completedStages: [],
      totalPoints: 10,
      lastUpdated: '2026-11-22T09:00:00.000Z',
    };
    expect((await progress(cookie, 'PUT', stale)).json()).toEqual({
      progress: { ...phone, lastUpdated: '2026-11-22T09:00:00.000Z' },
    });
    const ahead = { currentStage: 4, completedStages: [1, 2, 3], totalPoints: 60, lastUpdated: at };
    expect(
      (await progress(cookie, 'PUT', ahead)).json<{ progress: unknown }>().progress,
    ).toMatchObject({
      currentStage: 4,
      completedStages: [1, 2, 3],
      totalPoints: 60,
    });

    // Another session of the same account (a new device) reads it.
    const login = await t.app.inject({
      method: 'GET',
      url: '/api/transmissions/progress',
      headers: { cookie },
    });
    expect(login.json<{ progress: unknown }>().progress).toMatchObject({ totalPoints: 60 });
  });

  test('progress belongs to its account and needs one', async () => {
    const alice = await signUp();
    const bob = await signUp();
    await progress(alice, 'PUT', {
      currentStage: 2,
      completedStages: [1],
      totalPoints: 20,
      lastUpdated: at,
    });
    expect((await progress(bob)).json()).toEqual({ progress: null });

    const signedOut = await progress(null);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 'unauthorized' });
    expect(
      (
        await progress(null, 'PUT', {
          currentStage: 1,
          completedStages: [],
          totalPoints: 0,
          lastUpdated: at,
        })
      ).statusCode,
    ).toBe(401);
  });

  test('deleting the account deletes its progress', async () => {
    const cookie = await signUp();
    await progress(cookie, 'PUT', {
      currentStage: 2,
      completedStages: [1],
      totalPoints: 20,
      lastUpdated: at,
    });
    const rows = () =>
      t.database.db.selectFrom('transmission_progress').select('user_id').execute();
    const before = (await rows()).length;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await rows()).length).toBe(before - 1);
  });

  test('invalid progress is refused with the field named', async () => {
    const cookie = await signUp();
    const valid = { currentStage: 2, completedStages: [1], totalPoints: 20, lastUpdated: at };
    for (const [field, bad] of [
      ['currentStage', { ...valid, currentStage: 13 }],
      ['currentStage', { ...valid, currentStage: 0 }],
      ['completedStages', { ...valid, completedStages: [1, 1] }],
      ['completedStages.0', { ...valid, completedStages: [14] }],
      ['totalPoints', { ...valid, totalPoints: -5 }],
      ['lastUpdated', { ...valid, lastUpdated: 'last tuesday' }],
    ] as const) {
      const res = await progress(cookie, 'PUT', bad);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(`'${field}'`);
    }
    expect((await progress(cookie)).json()).toEqual({ progress: null });
  });

  test('the PDF download is a real document holding all twelve', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/downloads/transmissions' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="twelve-transmissions.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(10_000);
  });

  test.runIf(poppler || !!process.env.CI)(
    'the PDF renders: pages are not blank and the text holds every title and name',
    async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/downloads/transmissions' });
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-pdf-'));
      try {
        const file = path.join(dir, 'transmissions.pdf');
        fs.writeFileSync(file, res.rawPayload);

        const render = spawnSync('pdftoppm', ['-png', '-r', '36', file, path.join(dir, 'page')]);
        expect(render.status, render.stderr.toString()).toBe(0);
        const pages = fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.png'))
          .sort();
        expect(pages.length).toBeGreaterThanOrEqual(4);
        for (const page of pages) {
          const { pixels } = greyPixels(fs.readFileSync(path.join(dir, page)));
          const inked = pixels.filter((v) => v < 200).length;
          // Text and gold rules cover a real share of every page, not a blank sheet.
          expect(inked / pixels.length, page).toBeGreaterThan(0.01);
        }

        const text = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-']);
        expect(text.status).toBe(0);
        const words = text.stdout.toString('utf8').replace(/\s+/g, ' ');
        expect(words).toContain('The Twelve Transmissions');
        expect(words).toContain('Lineage Gold Edition');
        for (const transmission of TRANSMISSIONS) {
          expect(words).toContain(transmission.title);
          // Diacritics survive: the names are embedded in a Unicode font, not Latin-1.
          expect(words).toContain(transmission.sanskritName);
        }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
