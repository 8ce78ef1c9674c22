import type { QueryClient } from '@tanstack/react-query';
import { Suspense, type ComponentType } from 'react';
import { Route, Switch, type RouteComponentProps } from 'wouter';
import { APP_ROUTES, routePattern } from '../../contracts/routes.ts';
import { FullScreenLoading } from '../components/full-screen-status.tsx';
import { journalEntriesQueryOptions } from '../features/journal/api/get-journal-entries.ts';
import { spiritualProgressQueryOptions } from '../features/progress/api/get-spiritual-progress.ts';
import { lazyWithPreload } from '../lib/lazy-with-preload.tsx';

// Every page loads on demand, keeping the entry chunk small (DESIGN §7); a prerendered page's
// HTML names its code beside the entry, so it arrives alongside rather than after (decision 027).
const lazyPage = (load: () => Promise<ComponentType<RouteComponentProps>>) => lazyWithPreload(load);

const NotFoundPage = lazyPage(() =>
  import('./routes/not-found-page.tsx').then((m) => m.NotFoundPage),
);
const MainScreen = lazyPage(() =>
  import('./main-screen/main-screen.tsx').then((m) => m.MainScreen),
);

const JournalPage = lazyPage(() => import('./routes/journal-page.tsx').then((m) => m.JournalPage));
const TimelinePage = lazyPage(() =>
  import('./routes/timeline-page.tsx').then((m) => m.TimelinePage),
);
const LineagePage = lazyPage(() => import('./routes/lineage-page.tsx').then((m) => m.LineagePage));
const SignupPage = lazyPage(() => import('./routes/signup-page.tsx').then((m) => m.SignupPage));
const LandingPage = lazyPage(() => import('./routes/landing-page.tsx').then((m) => m.LandingPage));
const AccountPage = lazyPage(() => import('./routes/account-page.tsx').then((m) => m.AccountPage));
const SettingsPage = lazyPage(() =>
  import('./routes/settings-page.tsx').then((m) => m.SettingsPage),
);
const SubscriptionPage = lazyPage(() =>
  import('./routes/subscription-page.tsx').then((m) => m.SubscriptionPage),
);
const BiofeedbackPage = lazyPage(() =>
  import('./routes/biofeedback-page.tsx').then((m) => m.BiofeedbackPage),
);
const LeadershipPage = lazyPage(() =>
  import('./routes/leadership-page.tsx').then((m) => m.LeadershipPage),
);
const ResetPasswordPage = lazyPage(() =>
  import('./routes/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
);
const ConfirmEmailPage = lazyPage(() =>
  import('./routes/confirm-email-page.tsx').then((m) => m.ConfirmEmailPage),
);
const TribePage = lazyPage(() => import('./routes/tribe-page.tsx').then((m) => m.TribePage));

/** Pages whose code loads on demand, by route. */
const LAZY_PAGES: [string, ReturnType<typeof lazyPage>][] = [
  [APP_ROUTES.home, MainScreen],
  [APP_ROUTES.homeAlias, MainScreen],
  [APP_ROUTES.chat, MainScreen],
  [APP_ROUTES.chatModule, MainScreen],
  [APP_ROUTES.journal, JournalPage],
  [APP_ROUTES.timeline, TimelinePage],
  [APP_ROUTES.lineage, LineagePage],
  [APP_ROUTES.signup, SignupPage],
  [APP_ROUTES.join, SignupPage],
  [APP_ROUTES.landing, LandingPage],
  [APP_ROUTES.account, AccountPage],
  [APP_ROUTES.settings, SettingsPage],
  [APP_ROUTES.subscription, SubscriptionPage],
  [APP_ROUTES.biofeedback, BiofeedbackPage],
  [APP_ROUTES.leadership, LeadershipPage],
  [APP_ROUTES.tribe, TribePage],
  [APP_ROUTES.resetPassword, ResetPasswordPage],
  [APP_ROUTES.confirmEmail, ConfirmEmailPage],
];

/** Start fetching the data a signed-in page reads first, beside the page's code. */
export function prefetchPageData(queryClient: QueryClient, pathname: string, signedIn: boolean) {
  if (!signedIn) return;
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  // Unless index.html's early read (early-reads.ts) has brought it already.
  if (path === APP_ROUTES.journal)
    void queryClient.ensureQueryData(journalEntriesQueryOptions()).catch(() => undefined);
  if (path === APP_ROUTES.timeline)
    void queryClient.ensureQueryData(spiritualProgressQueryOptions()).catch(() => undefined);
}

/**
 * Fetch the code of the page at `pathname` (if it loads on demand), and for a teacher's chat the
 * parts it shows at once (its prerendered page holds them: decision 027); never rejects.
 */
export function preloadPage(pathname: string): Promise<void> {
  const match = LAZY_PAGES.find(([route]) => routePattern(route).test(pathname));
  const page = (match ? match[1] : NotFoundPage).preload();
  if (!routePattern(APP_ROUTES.chatModule).test(pathname)) return page.catch(() => undefined);
  return page
    .then(() => import('./main-screen/chat-area.tsx'))
    .then((m) => m.preloadChatParts())
    .catch(() => undefined);
}

/**
 * Every route of SPEC §2. The four main-screen paths render the same component in the same
 * place, so moving between them keeps the sidebar's state (mobile open, scroll position).
 */
export function AppRouter() {
  return (
    <Suspense fallback={<FullScreenLoading />}>
      <Switch>
        <Route path={APP_ROUTES.home} component={MainScreen} />
        <Route path={APP_ROUTES.homeAlias} component={MainScreen} />
        <Route path={APP_ROUTES.chat} component={MainScreen} />
        <Route path={APP_ROUTES.chatModule} component={MainScreen} />
        <Route path={APP_ROUTES.journal} component={JournalPage} />
        <Route path={APP_ROUTES.timeline} component={TimelinePage} />
        <Route path={APP_ROUTES.lineage} component={LineagePage} />
        <Route path={APP_ROUTES.signup} component={SignupPage} />
        <Route path={APP_ROUTES.join} component={SignupPage} />
        <Route path={APP_ROUTES.landing} component={LandingPage} />
        <Route path={APP_ROUTES.account} component={AccountPage} />
        <Route path={APP_ROUTES.settings} component={SettingsPage} />
        <Route path={APP_ROUTES.subscription} component={SubscriptionPage} />
        <Route path={APP_ROUTES.biofeedback} component={BiofeedbackPage} />
        <Route path={APP_ROUTES.leadership} component={LeadershipPage} />
        <Route path={APP_ROUTES.tribe} component={TribePage} />
        <Route path={APP_ROUTES.resetPassword} component={ResetPasswordPage} />
        <Route path={APP_ROUTES.confirmEmail} component={ConfirmEmailPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
