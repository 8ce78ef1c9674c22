import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  APP_ROUTES,
  PRERENDERED_MODULE_PAGES_INDEX,
  PRERENDERED_PAGES_DIR,
  PRERENDERED_PAGES_INDEX,
  PRERENDERED_VISITOR_PAGES_INDEX,
  type PrerenderedModulePages,
} from '../../contracts/routes.ts';

/** A page's HTML as a member and as a visitor (no session cookie) see it. */
interface ContentPage {
  page: string;
  visitorPage: string;
}

export interface WebApp {
  /**
   * index.html as built: the app shell ('Loading...'), for page routes that are not prerendered
   * (features may rewrite its head, e.g. tribe pages).
   */
  indexHtml: string;
  /** Prerendered HTML by route (decision 027): the page is on screen before any script runs. */
  pages: Map<string, string>;
  /** The same pages as a signed-out visitor sees them, by route, for navigations with no session. */
  visitorPages: Map<string, string>;
  /**
   * The pages rendered with the module list whose `GET /api/modules` ETag is `modulesEtag`, grouped
   * by the carousels whose `GET /api/carousels` ETag is `carouselsEtag`: each teacher's own chat
   * page by module id, and the main screen's pages without a teacher by route; null when the build
   * made none.
   */
  modulePages: {
    modulesEtag: string;
    carouselsEtag: string;
    pages: Map<string, ContentPage>;
    routes: Map<string, ContentPage>;
  } | null;
  /** The 404 page, prerendered (index.html when the build has none). */
  notFoundHtml: string;
  /** CSP hashes (`sha256-…`) of the inline scripts in index.html and the prerendered pages. */
  inlineScriptHashes: string[];
}

function inlineScriptHashesOf(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `sha256-${createHash('sha256').update(body).digest('base64')}`);
}

/** Read the built web app once at start. Returns null when it has not been built. */
export function loadWebApp(distDir: string | undefined): WebApp | null {
  if (!distDir) return null;
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  const pages = readPages(distDir, PRERENDERED_PAGES_INDEX);
  const visitorPages = readPages(distDir, PRERENDERED_VISITOR_PAGES_INDEX);
  const modulePages = readModulePages(distDir);
  const notFoundHtml = pages.get('notFound') ?? indexHtml;
  pages.delete('notFound');
  const inlineScriptHashes = [
    ...new Set(
      [
        indexHtml,
        notFoundHtml,
        ...pages.values(),
        ...visitorPages.values(),
        ...[
          ...(modulePages?.pages.values() ?? []),
          ...(modulePages?.routes.values() ?? []),
        ].flatMap(({ page, visitorPage }) => [page, visitorPage]),
      ].flatMap(inlineScriptHashesOf),
    ),
  ];
  return { indexHtml, pages, visitorPages, modulePages, notFoundHtml, inlineScriptHashes };
}

/** The teachers' own pages (decision 027, revision), when the build made them. */
function readModulePages(distDir: string): WebApp['modulePages'] {
  const dir = path.join(distDir, PRERENDERED_PAGES_DIR);
  const index = path.join(dir, PRERENDERED_MODULE_PAGES_INDEX);
  if (!fs.existsSync(index)) return null;
  const built = JSON.parse(fs.readFileSync(index, 'utf8')) as PrerenderedModulePages;
  const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
  const readAll = (files: Record<string, ContentPage> = {}) =>
    new Map(
      Object.entries(files).map(([key, { page, visitorPage }]) => [
        key,
        { page: read(page), visitorPage: read(visitorPage) },
      ]),
    );
  return {
    modulesEtag: built.modulesEtag,
    carouselsEtag: built.carouselsEtag,
    pages: readAll(built.pages),
    // A build from before the main screen's pages carried the lists has none.
    routes: readAll(built.routes),
  };
}

/** Prerendered HTML by route, from one of the build's indexes (none when it has not one). */
function readPages(distDir: string, indexName: string): Map<string, string> {
  const pages = new Map<string, string>();
  const index = path.join(distDir, PRERENDERED_PAGES_DIR, indexName);
  if (!fs.existsSync(index)) return pages;
  const files = JSON.parse(fs.readFileSync(index, 'utf8')) as Record<string, string>;
  for (const [route, file] of Object.entries(files))
    pages.set(route, fs.readFileSync(path.join(distDir, PRERENDERED_PAGES_DIR, file), 'utf8'));
  return pages;
}

/** Send the app's HTML; the client router shows the page (or its 404 page). */
export function sendAppHtml(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(html);
}

const MANIFEST_FILE = 'manifest.webmanifest';

/** Public files a browser must revalidate on every use. */
const REVALIDATED_FILES = new Set(['sw.js']);

/**
 * Serve the built web app: hashed assets with long caching, every page route of SPEC §2 with
 * its prerendered HTML or else index.html, and (through the not-found handler in app.ts) unknown paths with the app's 404 page.
 * `skip` lists page routes that a feature serves itself (e.g. /tribe/:slug with its meta tags).
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    distDir: string;
    web: WebApp;
    skip?: string[];
    serveSourceMaps?: boolean;
    /** APP_NAME: the installed app's name, in the manifest. */
    appName?: string;
    /** Whether a request carries a session cookie (valid or not): such a one never gets a visitor page. */
    hasSessionCookie?: (request: FastifyRequest) => boolean;
    /** The ETag of the module list `GET /api/modules` sends now (a teacher's page must show it). */
    currentModulesEtag?: () => string | Promise<string>;
    /** The ETag of the carousels `GET /api/carousels` sends now (a teacher's page groups by them). */
    currentCarouselsEtag?: () => string | Promise<string>;
  },
): Promise<void> {
  // Source maps give away the whole app's source: built (hidden: no file names them), but only
  // served when an operator turns them on. Then the scripts name their map in a SourceMap header
  // (browsers' developer tools follow it), since the files themselves carry no comment.
  const mapped = new Set(
    options.serveSourceMaps
      ? fs
          .readdirSync(options.distDir, { recursive: true, encoding: 'utf8' })
          .filter((file) => file.endsWith('.map'))
          .map((file) => path.join(options.distDir, file.slice(0, -'.map'.length)))
      : [],
  );
  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    wildcard: false,
    // Not routed at all: such a path answers like any unknown one (404).
    globIgnore: [
      ...(options.serveSourceMaps ? [] : ['**/*.map']),
      // Served below, with the configured name.
      MANIFEST_FILE,
      // Build records and the prerendered pages, which are served at their routes.
      '.vite/**',
      `${PRERENDERED_PAGES_DIR}/**`,
    ],
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      // The service worker names this build's files: a browser must ask again each time, or a
      // deploy reaches it an hour late (decision 025).
      const revalidate = REVALIDATED_FILES.has(path.relative(options.distDir, filePath));
      reply.header(
        'cache-control',
        immutable
          ? 'public, max-age=31536000, immutable'
          : revalidate
            ? 'no-cache'
            : 'public, max-age=3600',
      );
      if (mapped.has(filePath)) reply.header('sourcemap', `${path.basename(filePath)}.map`);
    },
  });

  const manifestPath = path.join(options.distDir, MANIFEST_FILE);
  if (fs.existsSync(manifestPath)) {
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
    // The name people see under the installed icon is the product's configured name.
    if (options.appName)
      Object.assign(manifest, { name: options.appName, short_name: options.appName });
    const body = JSON.stringify(manifest);
    app.get(`/${MANIFEST_FILE}`, { schema: { hide: true } }, (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('application/manifest+json; charset=utf-8')
        .send(body),
    );
  }

  // A navigation with no session cookie is a signed-out visitor: the page they will see, in the
  // HTML (decision 027). Only a navigation: the service worker's copy (fetched with cookies, not
  // as a navigation) must suit anyone, so it keeps the page that learns the session.
  const isVisitor = (request: FastifyRequest) =>
    request.headers['sec-fetch-mode'] === 'navigate' &&
    !(options.hasSessionCookie?.(request) ?? true);
  const { modulePages } = options.web;
  const { currentModulesEtag, currentCarouselsEtag } = options;
  /** Whether the module list and the carousels are still the ones the build rendered with. */
  const listsAreTheBuilds =
    modulePages && currentModulesEtag && currentCarouselsEtag
      ? async () => {
          const [modulesEtag, carouselsEtag] = await Promise.all([
            currentModulesEtag(),
            currentCarouselsEtag(),
          ]);
          return (
            modulesEtag === modulePages.modulesEtag && carouselsEtag === modulePages.carouselsEtag
          );
        }
      : null;
  /** A route's page rendered with the content's lists: a teacher's by the path's module id. */
  const contentPageOf = (
    route: string,
  ): ((request: FastifyRequest) => ContentPage | undefined) | undefined => {
    if (!modulePages) return undefined;
    if (route === APP_ROUTES.chatModule)
      return (request) => modulePages.pages.get((request.params as { moduleId: string }).moduleId);
    const page = modulePages.routes.get(route);
    return page && (() => page);
  };

  for (const route of new Set(Object.values(APP_ROUTES))) {
    if (options.skip?.includes(route)) continue;
    const html = options.web.pages.get(route) ?? options.web.indexHtml;
    const visitorHtml = options.web.visitorPages.get(route);
    const routePage = (request: FastifyRequest) =>
      visitorHtml && isVisitor(request) ? visitorHtml : html;
    const contentPage = contentPageOf(route);
    if (listsAreTheBuilds && contentPage) {
      // The page with the lists while they are still the build's, and for the plain path only (a
      // query such as an open conversation's `?session=` is not in the build's page); else the
      // route's page, which shows the list once it arrives.
      app.get(route, { schema: { hide: true } }, async (request, reply) => {
        reply.header('vary', 'Cookie, Sec-Fetch-Mode');
        const own = request.url.includes('?') ? undefined : contentPage(request);
        if (!own || !(await listsAreTheBuilds())) return sendAppHtml(reply, routePage(request));
        return sendAppHtml(reply, isVisitor(request) ? own.visitorPage : own.page);
      });
      continue;
    }
    if (!visitorHtml) {
      app.get(route, { schema: { hide: true } }, (_request, reply) => sendAppHtml(reply, html));
      continue;
    }
    app.get(route, { schema: { hide: true } }, (request, reply) => {
      reply.header('vary', 'Cookie, Sec-Fetch-Mode');
      return sendAppHtml(reply, routePage(request));
    });
  }
}
