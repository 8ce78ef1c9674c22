import http from 'node:http';
import https from 'node:https';
import { urlToHttpOptions } from 'node:url';
import { ProviderError, type ReplyRequest } from './reply-stream.ts';

/** How long an idle pooled connection to a model server stays open (as undici's default). */
const IDLE_SOCKET_MS = 4_000;
/** The most of an error body read into a log message. */
const ERROR_BODY_MAX = 2_000;

export interface ModelServer {
  /**
   * POST JSON and resolve with the response once it answers 2xx; ProviderError otherwise.
   * `call.onSent` and `call.go` are as in ReplyRequest: with `go`, the request is opened now and
   * its headers and body are written only once `go` settles true.
   */
  post(
    path: string,
    headers: Record<string, string>,
    body: string,
    call: Pick<ReplyRequest, 'signal' | 'onSent' | 'go'>,
  ): Promise<http.IncomingMessage>;
}

/**
 * One model server's connection pool, made once per provider (keep-alive, so a chat does not pay
 * a new TCP or TLS handshake). Plain node:http: a response is a Node stream of Buffers, read
 * without web streams.
 */
export function modelServer(baseUrl: string): ModelServer {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  const secure = base.protocol === 'https:';
  const agent = secure
    ? new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS })
    : new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS });
  const request = secure ? https.request : http.request;
  // Each path's target, resolved once: a chat posts to one or two paths, thousands of times.
  const targets = new Map<string, http.RequestOptions>();
  const target = (path: string) => {
    let known = targets.get(path);
    if (!known) {
      known = urlToHttpOptions(new URL(path, base));
      targets.set(path, known);
    }
    return known;
  };
  return {
    post(path, headers, body, { signal, onSent, go }) {
      return new Promise((resolve, reject) => {
        const req = request({
          ...target(path),
          method: 'POST',
          agent,
          signal,
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        });
        req.on('error', reject);
        if (onSent) req.once('finish', onSent);
        req.on('response', (res) => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) return resolve(res);
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            if (text.length < ERROR_BODY_MAX) text += chunk;
          });
          res.on('error', reject);
          res.on('end', () =>
            reject(
              new ProviderError(
                `the model server answered ${status}: ${text.slice(0, ERROR_BODY_MAX)}`,
                status,
              ),
            ),
          );
        });
        if (!go) return void req.end(body);
        // Node writes a request's headers with its first data, so until `end` nothing is sent.
        // Not granted: the unsent request is dropped with its connection (a refusal is rare).
        go.then(
          (granted) => {
            if (req.destroyed) return;
            if (granted) req.end(body);
            else req.destroy(new Error('the request was not sent: the exchange was not granted'));
          },
          (error: unknown) => req.destroy(error as Error),
        );
      });
    },
  };
}
