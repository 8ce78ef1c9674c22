import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every response. The CSP allows only our own origin for scripts, styles,
 * fonts and connections; `'unsafe-inline'` for styles because Radix positions popovers with inline
 * style attributes. The inline theme script in index.html is allowed by its hash.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    https: boolean;
    inlineScriptHashes: string[];
    /** Origins of configured embeds (the Lineage intro video and its poster). */
    embedOrigins: string[];
    /** Origins of configured third-party widgets (the avatar): scripts, connections, media. */
    scriptOrigins?: string[];
  },
): Promise<void> {
  const widgets = options.scriptOrigins ?? [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...options.inlineScriptHashes.map((h) => `'${h}'`), ...widgets],
        styleSrc: ["'self'", "'unsafe-inline'", ...widgets],
        imgSrc: ["'self'", 'data:', 'blob:', ...options.embedOrigins, ...widgets],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...widgets, ...widgets.map((o) => o.replace(/^http/, 'ws'))],
        mediaSrc: ["'self'", 'blob:', ...options.embedOrigins, ...widgets],
        frameSrc: ["'self'", ...options.embedOrigins, ...widgets],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only makes sense when we are actually served over https.
    strictTransportSecurity: options.https
      ? { maxAge: 15_552_000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
  });
}
