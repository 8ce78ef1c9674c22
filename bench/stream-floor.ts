// The floor of chat-streams.ts: a bare node:http server that pipes a local OpenAI-protocol
// upstream's SSE through, re-framed as our `session`, `token` and `done` events (one socket write
// per upstream chunk). No database, no checks: what streaming costs with nothing else.
// Run as `node --import tsx bench/stream-floor.ts` with PORT and UPSTREAM_URL.
import { randomUUID } from 'node:crypto';
import http from 'node:http';

const port = Number(process.env.PORT);
const upstream = new URL(`${process.env.UPSTREAM_URL}/chat/completions`);
const agent = new http.Agent({ keepAlive: true });
const frame = (event: object) => `data: ${JSON.stringify(event)}\n\n`;

http
  .createServer((req, res) => {
    if (req.url === '/api/health') return res.end('{"status":"ok"}');
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const { message } = JSON.parse(body) as { message: string };
      res.socket?.setNoDelay(true);
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      res.write(frame({ type: 'session', sessionId: randomUUID() }));
      const call = http.request(upstream, {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json' },
      });
      res.on('close', () => call.destroy());
      call.on('error', () => res.destroy());
      call.on('response', (answer) => {
        let rest = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => {
          rest += chunk;
          let out = '';
          let end: number;
          while ((end = rest.indexOf('\n\n')) >= 0) {
            const line = rest.slice(0, end);
            rest = rest.slice(end + 2);
            if (!line.startsWith('data: {')) continue;
            const content = (
              JSON.parse(line.slice(6)) as { choices?: { delta?: { content?: string } }[] }
            ).choices?.[0]?.delta?.content;
            if (content) out += frame({ type: 'token', content });
          }
          if (out) res.write(out);
        });
        answer.on('end', () => res.end(frame({ type: 'done', messageId: randomUUID() })));
      });
      call.end(
        JSON.stringify({
          model: 'm',
          stream: true,
          messages: [{ role: 'user', content: message }],
        }),
      );
    });
  })
  .listen(port, '127.0.0.1');
