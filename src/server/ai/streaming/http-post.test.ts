import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../testing/fake-ai-upstream.ts';
import { modelServer } from './http-post.ts';
import { readChatCompletionStream } from './openai-compatible.ts';

const body = JSON.stringify({
  model: 'm',
  stream: true,
  messages: [{ role: 'user', content: 'hi' }],
});
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('modelServer: a request held until `go`', () => {
  let upstream: FakeUpstream;
  beforeAll(async () => {
    upstream = await startFakeUpstream({ kind: 'tokens', tokens: ['Breathe ', 'in.'] });
  });
  afterAll(() => upstream.close());
  beforeEach(() => {
    upstream.requests.length = 0;
  });

  test('nothing is written until go settles true; then the request is sent whole', async () => {
    const server = modelServer(upstream.baseUrl);
    let grant!: (granted: boolean) => void;
    const go = new Promise<boolean>((resolve) => (grant = resolve));
    let sent = false;
    const begun = upstream.requestsBegun();
    const answered = server.post('chat/completions', {}, body, {
      signal: new AbortController().signal,
      onSent: () => (sent = true),
      go,
    });
    await pause(50);
    expect(upstream.requestsBegun()).toBe(begun);
    expect(sent).toBe(false);

    grant(true);
    const res = await answered;
    const text: string[] = [];
    for await (const delta of readChatCompletionStream(res)) text.push(delta);
    expect(text.join('')).toBe('Breathe in.');
    expect(sent).toBe(true);
    expect(upstream.requests).toHaveLength(1);
    expect(upstream.requests[0]?.body).toMatchObject({ model: 'm', stream: true });
  });

  test('go settling false sends nothing and fails the call; the server is usable after', async () => {
    const server = modelServer(upstream.baseUrl);
    const begun = upstream.requestsBegun();
    const refused = server.post('chat/completions', {}, body, {
      signal: new AbortController().signal,
      go: Promise.resolve(false),
    });
    await expect(refused).rejects.toThrow(/not granted/);
    await pause(50);
    expect(upstream.requestsBegun()).toBe(begun);
    expect(upstream.requests).toHaveLength(0);

    const res = await server.post('chat/completions', {}, body, {
      signal: new AbortController().signal,
    });
    res.resume();
    expect(res.statusCode).toBe(200);
    expect(upstream.requests).toHaveLength(1);
  });

  test('an abort while waiting for go sends nothing', async () => {
    const server = modelServer(upstream.baseUrl);
    const begun = upstream.requestsBegun();
    const controller = new AbortController();
    let grant!: (granted: boolean) => void;
    const answered = server.post('chat/completions', {}, body, {
      signal: controller.signal,
      go: new Promise<boolean>((resolve) => (grant = resolve)),
    });
    controller.abort(new Error('the client left'));
    await expect(answered).rejects.toThrow();
    grant(true);
    await pause(50);
    expect(upstream.requestsBegun()).toBe(begun);
  });
});
