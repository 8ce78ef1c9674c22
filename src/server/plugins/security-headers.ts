import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { TRUSTED_TYPES_POLICY } from '../../contracts/security.ts';
import { appendRouteHook } from './route-hooks.ts';

export interface SecurityHeaderOptions {
  https: boolean;
  inlineScriptHashes: string[];
  /** Origins of configured embeds (the Lineage intro video and its poster). */
  embedOrigins: string[];
  /** Origins of configured third-party widgets (the avatar): scripts, connections, media. */
  scriptOrigins?: string[];
}

/**
 * The Content-Security-Policy directives, in order. Scripts come only from our origin (and the
 * inline theme script by its hash): no 'unsafe-inline', no 'unsafe-eval', no inline handlers.
 * Trusted Types are required, so even a DOM sink reached by mistake (innerHTML, script src) throws
 * instead of parsing markup. Everything a page loads comes from our origin, except the configured
 * embeds and avatar widget. Styles keep 'unsafe-inline': Radix dialogs (react-remove-scroll) and
 * the toaster insert <style> elements with computed content, and the server's small HTML pages
 * carry one <style> block; a CSS payload still cannot load anything, since images, fonts and
 * connections are limited to our origin.
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions): Record<string, string[]> {
  const widgets = options.scriptOrigins ?? [];
  const frames = [...options.embedOrigins, ...widgets];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'none'"],
    scriptSrc: ["'self'", ...options.inlineScriptHashes.map((h) => `'${h}'`), ...widgets],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'", ...widgets],
    imgSrc: ["'self'", 'data:', 'blob:', ...options.embedOrigins, ...widgets],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...widgets, ...widgets.map((o) => o.replace(/^http/, 'ws'))],
    mediaSrc: ["'self'", 'blob:', ...options.embedOrigins, ...widgets],
    frameSrc: frames.length ? frames : ["'none'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    requireTrustedTypesFor: ["'script'"],
    trustedTypes: [TRUSTED_TYPES_POLICY],
    ...(options.https ? { upgradeInsecureRequests: [] } : {}),
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers under /api with a page a browser shows (HTML, opened by navigation), so it
     * carries a page's headers rather than an API answer's.
     */
    page?: true;
  }
}

/**
 * What an API answer carries in place of a page's policy: JSON, a stream or a download never loads
 * or runs anything, and no page may frame it (OWASP REST Security Cheat Sheet). Nothing is allowed
 * at all, so it is stricter than the page policy, and a tenth of its size (decision 015).
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Security headers on every response: pages (and everything outside /api) get the policy above
 * with helmet's other headers; API answers a short strict set. HSTS on both, only over https.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    // HSTS only makes sense when we are actually served over https.
    strictTransportSecurity: options.https
      ? { maxAge: 15_552_000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
  });
  // The same headers for every response, computed once: @fastify/helmet builds helmet (and parses
  // the policy) again on every request, which was the largest share of a small JSON answer's cost
  // (decision 021).
  // Set on the reply, not the raw response: Fastify then writes them with the rest in one
  // writeHead, which costs less than a validated setHeader each.
  const forPages: Record<string, string> = Object.fromEntries(
    headers.map(([name, value]) => [name.toLowerCase(), value]),
  );
  const hsts = forPages['strict-transport-security'];
  // The headers that matter for an answer no browser renders as a page. Every name is also in
  // forPages, so a page under /api (below) replaces all of them.
  const forApi: Record<string, string> = {
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? forApi : forPages);
    done();
  });
  // A page under /api says so in its config (`page: true`) and gets a page's headers after them.
  const asPage: onRequestHookHandler = (_request, reply, done) => {
    reply.headers(forPages);
    done();
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.page) appendRouteHook(route, 'onRequest', asPage);
  });
}

/**
 * The headers helmet sets for `config`, in order, found by running its middleware once against a
 * response that only records them. Helmet's only other effect, removing X-Powered-By, concerns a
 * header Node never sets.
 */
export function helmetHeaders(config: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.delete(name),
  };
  helmet(config)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error('helmet failed');
    },
  );
  return [...headers];
}
