import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local stand-in for the AI providers we cannot reach from tests. It speaks the real streaming
 * wire protocols, so the real AI SDK clients are what get tested:
 * - OpenAI chat completions: `POST /v1/chat/completions` (SSE `data:` chunks and `[DONE]` when
 *   `stream: true`, else one JSON completion)
 * - Anthropic messages: `POST /v1/messages` (named SSE events when `stream: true`, else one message)
 * - OpenAI moderations: `POST /v1/moderations` (one result per input; `moderate` decides the
 *   categories, and the `http-error` and `hang` scripts apply as they do to completions)
 */

/** OpenAI's moderation categories a test flags for one input, e.g. `['self-harm/intent']`. */
export type ModerationRule = (input: string) => string[];

export type UpstreamScript =
  /**
   * Stream these tokens, then finish normally. Tokens go out one timer tick apart at least
   * (`tokenDelayMs`), or with `allAtOnce` the whole reply in one write, as a fast server sends it.
   */
  | {
      kind: 'tokens';
      tokens: string[];
      firstTokenDelayMs?: number;
      tokenDelayMs?: number;
      allAtOnce?: boolean;
    }
  /** Stream these tokens, then drop the connection mid-stream. */
  | { kind: 'fail-mid-stream'; tokens: string[] }
  /** Answer with an HTTP error before any token. */
  | { kind: 'http-error'; status: number; message: string }
  /** Accept the request and never send a byte. */
  | { kind: 'hang' }
  /** Send the first tokens, then go silent without closing. */
  | { kind: 'stall-after'; tokens: string[] }
  /**
   * Send the first tokens, then one line that never ends (64 KiB writes, as fast as the client
   * reads) until the client hangs up: a misbehaving server.
   */
  | { kind: 'endless-line'; tokens: string[] };

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** True once the client closed the connection before the response ended. */
  aborted: boolean;
}

export interface FakeUpstream {
  baseUrl: string;
  requests: RecordedRequest[];
  /**
   * Requests whose request line and headers have arrived, whole or not: what a model server
   * could know of a call before its body (`requests` only holds those received in full).
   */
  requestsBegun(): number;
  script: UpstreamScript;
  /** The categories flagged for each moderation input; none by default. */
  moderate: ModerationRule;
  /** Resolves when the nth request (1-based) has been aborted by the client. */
  waitForAbort(n?: number, timeoutMs?: number): Promise<void>;
  /** Connections from clients that are still open (a leak check once all calls are over). */
  openSockets(): number;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeUpstream(
  initial: UpstreamScript = { kind: 'tokens', tokens: ['Hello', ' there'] },
): Promise<FakeUpstream> {
  const requests: RecordedRequest[] = [];
  let begun = 0;
  const sockets = new Set<Socket>();
  const state: { script: UpstreamScript; moderate: ModerationRule } = {
    script: initial,
    moderate: () => [],
  };

  const server = http.createServer((req, res) => {
    begun++;
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const record: RecordedRequest = {
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(raw || '{}') as Record<string, unknown>,
        aborted: false,
      };
      requests.push(record);
      res.on('close', () => {
        if (!res.writableFinished) record.aborted = true;
      });
      if (req.url?.endsWith('/moderations')) {
        respondToModeration(state.script, state.moderate, res, record);
        return;
      }
      const protocol = req.url?.endsWith('/messages') ? 'anthropic' : 'openai';
      void respond(protocol, state.script, res, record);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    requestsBegun: () => begun,
    get script() {
      return state.script;
    },
    set script(next: UpstreamScript) {
      state.script = next;
    },
    get moderate() {
      return state.moderate;
    },
    set moderate(next: ModerationRule) {
      state.moderate = next;
    },
    async waitForAbort(n = 1, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (requests[n - 1]?.aborted) return;
        await sleep(10);
      }
      throw new Error(`upstream request ${n} was not aborted within ${timeoutMs} ms`);
    },
    openSockets: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** OpenAI's moderation answer shape: `{id, model, results: [{flagged, categories, category_scores}]}`. */
function respondToModeration(
  script: UpstreamScript,
  moderate: ModerationRule,
  res: http.ServerResponse,
  record: RecordedRequest,
) {
  if (script.kind === 'hang') return;
  if (script.kind === 'http-error') {
    res.writeHead(script.status, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ error: { message: script.message, type: 'server_error', code: null } }),
    );
    return;
  }
  const raw = record.body.input;
  const inputs = Array.isArray(raw) ? raw.map(String) : [typeof raw === 'string' ? raw : ''];
  const names = [
    'harassment',
    'harassment/threatening',
    'hate',
    'hate/threatening',
    'illicit',
    'illicit/violent',
    'self-harm',
    'self-harm/intent',
    'self-harm/instructions',
    'sexual',
    'sexual/minors',
    'violence',
    'violence/graphic',
  ];
  const results = inputs.map((input) => {
    const flagged = new Set(moderate(input));
    return {
      flagged: flagged.size > 0,
      categories: Object.fromEntries(names.map((n) => [n, flagged.has(n)])),
      category_scores: Object.fromEntries(names.map((n) => [n, flagged.has(n) ? 0.93 : 0.001])),
    };
  });
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: `modr-${Date.now()}`,
      model: typeof record.body.model === 'string' ? record.body.model : 'omni-moderation-latest',
      results,
    }),
  );
}

async function respond(
  protocol: 'openai' | 'anthropic',
  script: UpstreamScript,
  res: http.ServerResponse,
  record: RecordedRequest,
) {
  if (script.kind === 'http-error') {
    res.writeHead(script.status, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        protocol === 'openai'
          ? { error: { message: script.message, type: 'server_error', code: null } }
          : { type: 'error', error: { type: 'api_error', message: script.message } },
      ),
    );
    return;
  }
  if (script.kind === 'hang') return; // never answer

  if (record.body.stream !== true) {
    // A non-streaming request gets the whole reply in one JSON body.
    const text = script.tokens.join('');
    const model = typeof record.body.model === 'string' ? record.body.model : 'fake-model';
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        protocol === 'openai'
          ? {
              id: `chatcmpl-${Date.now()}`,
              object: 'chat.completion',
              created: Math.floor(Date.now() / 1000),
              model,
              choices: [
                { index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' },
              ],
              usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
            }
          : {
              id: `msg_${Date.now()}`,
              type: 'message',
              role: 'assistant',
              model,
              content: [{ type: 'text', text }],
              stop_reason: 'end_turn',
              stop_sequence: null,
              usage: { input_tokens: 10, output_tokens: 5 },
            },
      ),
    );
    return;
  }

  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  const model = typeof record.body.model === 'string' ? record.body.model : 'fake-model';
  const writer = protocol === 'openai' ? openAiWriter(res, model) : anthropicWriter(res, model);
  writer.start();

  const tokens = script.tokens;
  if (script.kind === 'tokens' && script.allAtOnce) {
    await sleep(script.firstTokenDelayMs ?? 0);
    res.cork();
    for (const token of tokens) writer.token(token);
    writer.finish();
    res.uncork();
    return;
  }
  for (let i = 0; i < tokens.length; i++) {
    if (record.aborted) return;
    if (script.kind === 'tokens')
      await sleep(i === 0 ? (script.firstTokenDelayMs ?? 0) : (script.tokenDelayMs ?? 0));
    writer.token(tokens[i] ?? '');
  }
  if (script.kind === 'fail-mid-stream') {
    await sleep(20);
    res.socket?.destroy();
    return;
  }
  if (script.kind === 'stall-after') return; // silent, connection left open
  if (script.kind === 'endless-line') {
    const piece = 'x'.repeat(64 * 1024);
    res.write('data: ');
    let wake = () => {};
    res.on('close', () => wake());
    while (!res.destroyed && !record.aborted) {
      if (!res.write(piece))
        await new Promise<void>((resolve) => {
          wake = resolve;
          res.once('drain', resolve);
        });
    }
    return;
  }
  writer.finish();
}

function openAiWriter(res: http.ServerResponse, model: string) {
  const id = `chatcmpl-${Date.now()}`;
  const created = Math.floor(Date.now() / 1000);
  const chunk = (
    delta: Record<string, unknown>,
    finish: string | null,
    extra: Record<string, unknown> = {},
  ) =>
    res.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`,
    );
  return {
    start: () => chunk({ role: 'assistant', content: '' }, null),
    token: (text: string) => chunk({ content: text }, null),
    finish: () => {
      chunk({}, 'stop', { usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } });
      res.end('data: [DONE]\n\n');
    },
  };
}

function anthropicWriter(res: http.ServerResponse, model: string) {
  const event = (name: string, data: Record<string, unknown>) =>
    res.write(`event: ${name}\ndata: ${JSON.stringify({ type: name, ...data })}\n\n`);
  return {
    start: () => {
      event('message_start', {
        message: {
          id: `msg_${Date.now()}`,
          type: 'message',
          role: 'assistant',
          model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: 10, output_tokens: 1 },
        },
      });
      event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
    },
    token: (text: string) =>
      event('content_block_delta', { index: 0, delta: { type: 'text_delta', text } }),
    finish: () => {
      event('content_block_stop', { index: 0 });
      event('message_delta', {
        delta: { stop_reason: 'end_turn', stop_sequence: null },
        usage: { output_tokens: 5 },
      });
      event('message_stop', {});
      res.end();
    },
  };
}
