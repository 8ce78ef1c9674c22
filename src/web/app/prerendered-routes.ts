import { APP_ROUTES, type AppRoute } from '../../contracts/routes.ts';

/** A page whose HTML the build renders ahead of time from the app's own components (decision 027). */
export interface PrerenderedPage {
  /** The route (APP_ROUTES) whose requests get this HTML; `notFound` is every unknown path. */
  route: AppRoute | 'notFound';
  /** The path rendered: a route with a parameter is rendered with a stand-in value. */
  path: string;
  /** The file name under dist/web/pages. */
  file: string;
  /** The page's code (a key of Vite's manifest), preloaded beside the entry. */
  module: string;
  /** More code the page shows at once, preloaded too. */
  alsoPreload?: string[];
  /**
   * Also rendered with the content folder's module list and carousels, carried in the page: the
   * server sends that copy while both lists are still the build's (scripts/prerender.ts).
   */
  withContent?: boolean;
}

const MAIN_SCREEN = 'app/main-screen/main-screen.tsx';

/**
 * The pages a first visit most often lands on. Their HTML shows the page before any script has
 * run; every other page gets the plain app shell ('Loading...') and renders in the browser.
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { route: APP_ROUTES.home, path: '/', file: 'home.html', module: MAIN_SCREEN, withContent: true },
  {
    route: APP_ROUTES.homeAlias,
    path: '/home',
    file: 'home-alias.html',
    module: MAIN_SCREEN,
    withContent: true,
  },
  {
    route: APP_ROUTES.chat,
    path: '/chat',
    file: 'chat.html',
    module: MAIN_SCREEN,
    withContent: true,
  },
  // One generic shell for every teacher (the module's name arrives with the data), and each
  // teacher's own page, rendered with the content folder's modules (scripts/prerender.ts).
  {
    route: APP_ROUTES.chatModule,
    path: '/chat/_',
    file: 'chat-module.html',
    module: MAIN_SCREEN,
    // The conversation opens as soon as the teacher is known (at once on a teacher's own page,
    // which shows the header's avatar button and progress badge too).
    alsoPreload: [
      'features/chat/components/conversation.tsx',
      'features/avatar/components/avatar-button.tsx',
      'features/transmissions/components/progress-badge.tsx',
    ],
  },
  {
    route: APP_ROUTES.journal,
    path: '/journal',
    file: 'journal.html',
    module: 'app/routes/journal-page.tsx',
  },
  {
    route: APP_ROUTES.timeline,
    path: '/timeline',
    file: 'timeline.html',
    module: 'app/routes/timeline-page.tsx',
  },
  {
    route: APP_ROUTES.lineage,
    path: '/lineage',
    file: 'lineage.html',
    module: 'app/routes/lineage-page.tsx',
  },
  {
    route: APP_ROUTES.landing,
    path: '/landing',
    file: 'landing.html',
    module: 'app/routes/landing-page.tsx',
  },
  {
    route: APP_ROUTES.subscription,
    path: '/subscription',
    file: 'subscription.html',
    module: 'app/routes/subscription-page.tsx',
  },
  {
    route: 'notFound',
    path: '/__not_found__',
    file: 'not-found.html',
    module: 'app/routes/not-found-page.tsx',
  },
];
