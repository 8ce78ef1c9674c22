/**
 * The web app's page routes (SPEC §2 "Route table"). The server answers these paths with the app
 * and HTTP 200; any other page path gets the app's 404 page with HTTP 404.
 * `:param` matches one non-empty path segment.
 */
export const APP_ROUTES = {
  home: '/',
  homeAlias: '/home',
  chat: '/chat',
  chatModule: '/chat/:moduleId',
  journal: '/journal',
  timeline: '/timeline',
  lineage: '/lineage',
  signup: '/signup',
  join: '/join',
  landing: '/landing',
  account: '/account',
  settings: '/settings',
  subscription: '/subscription',
  biofeedback: '/biofeedback',
  leadership: '/leadership',
  tribe: '/tribe/:slug',
  /** Where the password reset email links to (not in the spec's table: the reset flow needs a page). */
  resetPassword: '/reset-password',
  /** Where the link mailed to a new email address leads (`?token=…`; decision 016). */
  confirmEmail: '/confirm-email',
} as const;

export type AppRoute = (typeof APP_ROUTES)[keyof typeof APP_ROUTES];

/** A route as a regular expression: `:param` is one non-empty segment, a trailing slash is allowed. */
export function routePattern(route: string): RegExp {
  return new RegExp('^' + route.replace(/:[a-zA-Z]+/g, '[^/]+') + '/?$');
}

const routePatterns = Object.values(APP_ROUTES).map(routePattern);

/** True when `pathname` is one of the app's pages (query string excluded). */
export function isAppRoute(pathname: string): boolean {
  return routePatterns.some((pattern) => pattern.test(pathname));
}

/** Build `/chat/{moduleId}` with the id encoded. */
export function chatModulePath(moduleId: string): string {
  return `/chat/${encodeURIComponent(moduleId)}`;
}

/**
 * Where the build writes the prerendered pages, inside the built web app, and the index of them
 * by route (decision 027): scripts/prerender.ts writes them, the server reads them.
 */
export const PRERENDERED_PAGES_DIR = 'pages';
export const PRERENDERED_PAGES_INDEX = 'pages.json';
/**
 * The same pages rendered for a visitor known to be signed out, by route: sent to a navigation
 * that carries no session cookie, so its signed-out content is in the HTML (decision 027).
 */
export const PRERENDERED_VISITOR_PAGES_INDEX = 'visitor-pages.json';
/** `#root`'s `data-session` in a visitor page: the app starts with the session known (signed out). */
export const VISITOR_SESSION_MARK = 'visitor';
/**
 * The pages rendered with the module and carousel lists the build read from the content folder
 * (decision 027, revision): each teacher's own chat page, and the main screen's pages without a
 * teacher (`/`, `/home`, `/chat`). The server sends one only while both its lists are still those
 * lists (the same ETags).
 */
export const PRERENDERED_MODULE_PAGES_INDEX = 'module-pages.json';
/** The element of a page rendered with the content's lists holding its module list, as JSON. */
export const PRERENDERED_MODULES_ELEMENT_ID = 'prerendered-modules';
/** The element of such a page holding the carousel list (`GET /api/carousels`), as JSON. */
export const PRERENDERED_CAROUSELS_ELEMENT_ID = 'prerendered-carousels';

export interface PrerenderedModulePages {
  /** The ETag of `GET /api/modules` for the list the pages were rendered with. */
  modulesEtag: string;
  /** The ETag of `GET /api/carousels` for the carousels (the sidebar's groups) they show. */
  carouselsEtag: string;
  /** File names under the pages folder, by module id. */
  pages: Record<string, { page: string; visitorPage: string }>;
  /** File names under the pages folder, by route (APP_ROUTES), for the pages without a teacher. */
  routes: Record<string, { page: string; visitorPage: string }>;
}
