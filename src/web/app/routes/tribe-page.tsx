import { useRoute } from 'wouter';
import { APP_ROUTES } from '../../../contracts/routes.ts';
import { ComingSoon, PageShell } from '../../components/layout/page-shell.tsx';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';

function titleFromSlug(slug: string): string {
  let text = slug;
  try {
    text = decodeURIComponent(slug);
  } catch {
    // A malformed escape: show the slug as it is.
  }
  return text
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** A tribe's public page (SPEC §2: /tribe/{slug}). */
export function TribePage() {
  const appName = useAppName();
  const [, params] = useRoute(APP_ROUTES.tribe);
  const name = titleFromSlug(params?.slug ?? '') || 'Tribe';
  return (
    <PageShell
      title={name}
      documentTitle={`${name} · ${appName}`}
      subtitle="A Soul Tribe: a free community on the path."
      backHref={APP_ROUTES.home}
      backLabel="Back to home"
    >
      <ComingSoon title="Join the Tribe">
        The tribe&rsquo;s page and how to join arrive with the tribes release.
      </ComingSoon>
    </PageShell>
  );
}
