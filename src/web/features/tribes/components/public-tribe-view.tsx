import {
  CalendarDays,
  Copy,
  Crown,
  ExternalLink,
  LogIn,
  LogOut,
  UserPlus,
  Users,
} from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import type { PublicTribe } from '../../../../contracts/tribes.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, serverMessageOr } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useJoinTribe } from '../api/join-tribe.ts';
import { useLeaveTribe } from '../api/leave-tribe.ts';
import { copyTribeLink } from '../hooks/use-tribe-link.ts';
import { formatTribeDate, linkLabel, memberCountLabel, safeWebUrl } from '../lib/tribe-link.ts';

interface PublicTribeViewProps {
  tribe: PublicTribe;
  signedIn: boolean;
  /** Where signing in happens; it carries this page as the way back (`returnTo`). */
  signInHref: string;
  /** Where founders manage their tribes. */
  leadershipHref: string;
  /** The server said the session has ended while joining. */
  onSignedOut?: () => void;
}

/**
 * The body of a tribe's public page (SPEC §2 /tribe/{slug}): what it is, who founded it, how
 * many have joined, and the way in. Every text comes from people and is rendered as text.
 */
export function PublicTribeView({
  tribe,
  signedIn,
  signInHref,
  leadershipHref,
  onSignedOut,
}: PublicTribeViewProps) {
  const socialLink = safeWebUrl(tribe.socialLink);
  const aboutId = useId();
  const joinId = useId();
  return (
    <div className="grid items-start gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section
        aria-labelledby={aboutId}
        className="rounded-2xl border border-border bg-surface p-5 sm:p-6"
      >
        <h2 id={aboutId} className="sr-only">
          About this tribe
        </h2>
        {tribe.description ? (
          <p className="text-base leading-relaxed break-words whitespace-pre-line">
            {tribe.description}
          </p>
        ) : (
          <p className="text-muted-foreground">A free community on the path.</p>
        )}
        <dl className="mt-6 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-3 text-sm sm:gap-x-6">
          <dt className="flex items-center gap-2 text-muted-foreground">
            <Crown aria-hidden="true" className="size-4" />
            Founder
          </dt>
          <dd className="break-words">{tribe.founderName}</dd>
          <dt className="flex items-center gap-2 text-muted-foreground">
            <Users aria-hidden="true" className="size-4" />
            Members
          </dt>
          <dd data-testid="member-count" aria-live="polite" aria-atomic="true">
            {memberCountLabel(tribe.memberCount)}
          </dd>
          <dt className="flex items-center gap-2 text-muted-foreground">
            <CalendarDays aria-hidden="true" className="size-4" />
            Created
          </dt>
          <dd>
            <time dateTime={tribe.createdAt}>{formatTribeDate(tribe.createdAt)}</time>
          </dd>
          {socialLink ? (
            <>
              <dt className="flex items-center gap-2 text-muted-foreground">
                <ExternalLink aria-hidden="true" className="size-4" />
                Gathers at
              </dt>
              <dd className="min-w-0">
                <a
                  href={socialLink}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="break-all text-highlight underline-offset-4 hover:underline"
                >
                  {linkLabel(socialLink)}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </dd>
            </>
          ) : null}
        </dl>
      </section>

      <section
        aria-labelledby={joinId}
        className="rounded-2xl border border-highlight/40 bg-surface p-5 sm:p-6"
      >
        <div className="flex items-center justify-between gap-2">
          <h2 id={joinId} className="font-serif text-xl font-semibold">
            Join the Tribe
          </h2>
          <Badge>Free Community</Badge>
        </div>
        <div className="mt-4">
          {signedIn ? (
            <Membership tribe={tribe} leadershipHref={leadershipHref} onSignedOut={onSignedOut} />
          ) : (
            <div className="grid gap-3">
              <p className="text-sm text-muted-foreground">
                Sign in or create a free account to join {tribe.name}. Joining is free.
              </p>
              <Button asChild size="lg">
                <Link href={signInHref}>
                  <LogIn aria-hidden="true" />
                  Sign in to join
                </Link>
              </Button>
            </div>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="mt-4"
            onClick={() => void copyTribeLink(tribe.slug)}
          >
            <Copy aria-hidden="true" />
            Copy Link
          </Button>
        </div>
      </section>
    </div>
  );
}

function Membership({
  tribe,
  leadershipHref,
  onSignedOut,
}: {
  tribe: PublicTribe;
  leadershipHref: string;
  onSignedOut?: () => void;
}) {
  const join = useJoinTribe();
  const leave = useLeaveTribe();

  function onError(title: string) {
    return (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) onSignedOut?.();
      toast({
        title,
        description: serverMessageOr(error, 'Please try again.'),
        variant: 'destructive',
      });
    };
  }

  if (tribe.viewerRole === 'founder') {
    return (
      <div className="grid gap-3">
        <p className="text-sm">You founded this tribe.</p>
        <Button asChild variant="outline">
          <Link href={leadershipHref}>
            <Crown aria-hidden="true" />
            Manage in Leadership
          </Link>
        </Button>
      </div>
    );
  }

  if (tribe.viewerRole === 'member') {
    return (
      <div className="grid gap-3">
        <p className="text-sm" role="status">
          You&rsquo;re a member of this tribe.
        </p>
        <Button
          variant="outline"
          disabled={leave.isPending}
          aria-busy={leave.isPending}
          onClick={() =>
            leave.mutate(tribe.slug, {
              onSuccess: () =>
                toast({ title: 'Left the tribe', description: `You left “${tribe.name}”.` }),
              onError: onError('Failed to leave tribe'),
            })
          }
        >
          {leave.isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
          Leave Tribe
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Joining is free. Members find the tribe under Your Tribes in Leadership.
      </p>
      <Button
        size="lg"
        disabled={join.isPending}
        aria-busy={join.isPending}
        onClick={() =>
          join.mutate(tribe.slug, {
            onSuccess: () =>
              toast({ title: 'Welcome to the tribe!', description: `You joined “${tribe.name}”.` }),
            onError: onError('Failed to join tribe'),
          })
        }
      >
        {join.isPending ? <Spinner /> : <UserPlus aria-hidden="true" />}
        Join Tribe
      </Button>
    </div>
  );
}
