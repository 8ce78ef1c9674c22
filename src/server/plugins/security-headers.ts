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
  },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...options.inlineScriptHashes.map((h) => `'${h}'`)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...options.embedOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:', ...options.embedOrigins],
        frameSrc: ["'self'", ...options.embedOrigins],
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
