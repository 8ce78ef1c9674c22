import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import type { ApiErrorBody } from '../../contracts/errors.ts';
import { textProblem } from '../storable-text.ts';
import { appendRouteHook } from './route-hooks.ts';

interface Node {
  value: unknown;
  key: string | null;
  parent: Node | null;
}

function pathOf(node: Node): string {
  const keys: string[] = [];
  for (let n: Node | null = node; n?.key != null; n = n.parent) keys.push(n.key);
  // The field is named in the answer: show a bad key's bad characters as escapes.
  return keys
    .reverse()
    .join('.')
    .replace(
      // eslint-disable-next-line no-control-regex -- control characters are what is escaped
      /[\u0000-\u001f\uD800-\uDFFF]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
}

/**
 * The first string (value or key) anywhere in `value` that cannot be stored, with its path and
 * the reason. Walks without recursion: a body may nest many thousands of levels deep.
 */
export function findBadText(value: unknown): { field: string; problem: string } | null {
  const stack: Node[] = [{ value, key: null, parent: null }];
  while (stack.length) {
    const node = stack.pop() as Node;
    const v = node.value;
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) return { field: pathOf(node), problem };
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      const entries = Array.isArray(v)
        ? v.map((item, i) => [String(i), item] as const)
        : Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as readonly [string, unknown];
        const here: Node = { value: child, key, parent: node };
        const keyProblem = textProblem(key);
        if (keyProblem) return { field: pathOf(here), problem: `name ${keyProblem}` };
        stack.push(here);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store NUL in text (the driver fails, which was a 500) and neither database
 * keeps an unpaired UTF-16 surrogate as sent (it becomes U+FFFD). One hook, added to every route
 * as it is declared, checks the parsed body, query and path parameters and refuses both with a
 * 400 naming the field, before any contract or handler runs, so a field added later cannot forget
 * the check. Must be registered before the routes.
 */
export function registerTextGuard(app: FastifyInstance): void {
  const guard: preValidationHookHandler = (request, reply, done) => {
    const parts = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const;
    for (const [where, value] of parts) {
      const bad = findBadText(value);
      if (!bad) continue;
      const message = bad.field
        ? `Invalid ${where} field '${bad.field}': ${bad.problem}`
        : `Invalid ${where}: ${bad.problem}`;
      void reply.status(400).send({ message, code: 'bad_request' } satisfies ApiErrorBody);
      return;
    }
    done();
  };
  // Every route that can receive text. A public read with no parameters and no query contract
  // (the module list) takes none, reads none, and is the hottest path: it skips the hook.
  app.addHook('onRoute', (route) => {
    const takesNothing =
      route.config?.publicCache &&
      !/[:*]/.test(route.url) &&
      !route.schema?.querystring &&
      !route.schema?.params &&
      !route.schema?.body;
    if (!takesNothing) appendRouteHook(route, 'preValidation', guard);
  });
}
