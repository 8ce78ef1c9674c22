import { useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useRoute } from 'wouter';
import { APP_ROUTES } from '../../../contracts/routes.ts';
import { PageShell } from '../../components/layout/page-shell.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAppName } from '../../features/app-config/hooks/use-app-name.ts';
import { userQueryKey, useUser } from '../../features/auth/api/get-user.ts';
import { usePublicTribe } from '../../features/tribes/api/get-public-tribe.ts';
import { PublicTribeView } from '../../features/tribes/components/public-tribe-view.tsx';
import { tribePath } from '../../features/tribes/lib/tribe-link.ts';
import { ApiError } from '../../lib/api-client.ts';
import { NotFoundPage } from './not-found-page.tsx';

function decodeSlug(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A readable stand-in for the name while the tribe loads: 'river-of-light' → 'River Of Light'. */
function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Sign in at /account, then come back to this tribe to join it. */
function signInHrefFor(slug: string): string {
  return `${APP_ROUTES.account}?returnTo=${encodeURIComponent(tribePath(slug))}`;
}

function isUnknownTribe(error: unknown): boolean {
  // 400 is a slug the server would never have made (e.g. capitals): no such tribe either.
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** A tribe's public page (SPEC §2: /tribe/{slug}), open to anyone; the server sets its meta tags. */
export function TribePage() {
  const appName = useAppName();
  const [, params] = useRoute(APP_ROUTES.tribe);
  const slug = decodeSlug(params?.slug ?? '');
  const tribe = usePublicTribe(slug);
  const user = useUser().data ?? null;
  const queryClient = useQueryClient();

  if (tribe.isError && isUnknownTribe(tribe.error)) return <NotFoundPage />;

  const shell = {
    backHref: APP_ROUTES.home,
    backLabel: `Back to ${appName}`,
  };

  if (tribe.data) {
    return (
      <PageShell
        {...shell}
        title={tribe.data.name}
        // The same title the server put in the HTML, so it holds after the app starts.
        documentTitle={`${tribe.data.name} · ${appName}`}
        subtitle="A Soul Tribe: a free community on the path."
      >
        <PublicTribeView
          tribe={tribe.data}
          signedIn={user !== null}
          signInHref={signInHrefFor(slug)}
          leadershipHref={APP_ROUTES.leadership}
          onSignedOut={() => void queryClient.invalidateQueries({ queryKey: userQueryKey })}
        />
      </PageShell>
    );
  }

  const placeholderTitle = titleFromSlug(slug) || 'Tribe';
  return (
    <PageShell
      {...shell}
      title={placeholderTitle}
      documentTitle={`${placeholderTitle} · ${appName}`}
    >
      {tribe.isError ? (
        <div
          role="alert"
          className="grid justify-items-start gap-3 rounded-2xl border border-border bg-surface p-6"
        >
          <p className="font-medium">This tribe could not be loaded.</p>
          <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
          <Button variant="outline" onClick={() => void tribe.refetch()}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : (
        <div
          role="status"
          aria-label="Loading the tribe"
          className="grid gap-6 md:grid-cols-[3fr_2fr]"
        >
          <Skeleton className="h-56 rounded-2xl" />
          <Skeleton className="h-44 rounded-2xl" />
        </div>
      )}
    </PageShell>
  );
}
