import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { APP_ROUTES } from '../../contracts/routes.ts';
import { FullScreenLoading } from '../components/full-screen-status.tsx';
import { MainScreen } from './main-screen/main-screen.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';

// Pages beyond the main screen load on demand, keeping the entry chunk small (DESIGN §7).
const JournalPage = lazy(() =>
  import('./routes/journal-page.tsx').then((m) => ({ default: m.JournalPage })),
);
const TimelinePage = lazy(() =>
  import('./routes/timeline-page.tsx').then((m) => ({ default: m.TimelinePage })),
);
const LineagePage = lazy(() =>
  import('./routes/lineage-page.tsx').then((m) => ({ default: m.LineagePage })),
);
const SignupPage = lazy(() =>
  import('./routes/signup-page.tsx').then((m) => ({ default: m.SignupPage })),
);
const LandingPage = lazy(() =>
  import('./routes/landing-page.tsx').then((m) => ({ default: m.LandingPage })),
);
const AccountPage = lazy(() =>
  import('./routes/account-page.tsx').then((m) => ({ default: m.AccountPage })),
);
const SettingsPage = lazy(() =>
  import('./routes/settings-page.tsx').then((m) => ({ default: m.SettingsPage })),
);
const SubscriptionPage = lazy(() =>
  import('./routes/subscription-page.tsx').then((m) => ({ default: m.SubscriptionPage })),
);
const BiofeedbackPage = lazy(() =>
  import('./routes/biofeedback-page.tsx').then((m) => ({ default: m.BiofeedbackPage })),
);
const LeadershipPage = lazy(() =>
  import('./routes/leadership-page.tsx').then((m) => ({ default: m.LeadershipPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./routes/reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })),
);
const TribePage = lazy(() =>
  import('./routes/tribe-page.tsx').then((m) => ({ default: m.TribePage })),
);

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
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
