import {
  CalendarDays,
  ExternalLink,
  LogOut,
  Pencil,
  RotateCw,
  Share2,
  Sparkles,
  Trash2,
  Users,
} from 'lucide-react';
import { useId, useState } from 'react';
import type { Tribe } from '../../../../contracts/tribes.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteTribe } from '../api/delete-tribe.ts';
import { useTribes } from '../api/get-tribes.ts';
import { useLeaveTribe } from '../api/leave-tribe.ts';
import { useTribeLink } from '../hooks/use-tribe-link.ts';
import { formatTribeDate, memberCountLabel, tribePath } from '../lib/tribe-link.ts';
import { DeleteTribeDialog } from './delete-tribe-dialog.tsx';
import { EditTribeForm } from './edit-tribe-form.tsx';

interface TribeListProps {
  /** Show this tribe's poster (the leadership page shows it above the list). */
  onShowPoster: (tribe: Tribe) => void;
}

/** 'Your Tribes' (SPEC §2): the tribes the user founded or joined, newest first. */
export function TribeList({ onShowPoster }: TribeListProps) {
  const tribes = useTribes();
  const headingId = useId();
  const [deleting, setDeleting] = useState<Tribe | null>(null);
  const remove = useDeleteTribe();

  let body;
  if (tribes.isPending) {
    body = (
      <div role="status" aria-label="Loading your tribes" className="grid gap-3">
        {[0, 1].map((row) => (
          <Skeleton key={row} className="h-24 rounded-xl" />
        ))}
      </div>
    );
  } else if (tribes.isError) {
    body = (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="text-sm text-muted-foreground">Your tribes could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={() => void tribes.refetch()}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  } else if (tribes.data.length === 0) {
    body = (
      <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        No tribes yet. Create your first one, or join a tribe from a link someone shared.
      </p>
    );
  } else {
    body = (
      <ul className="grid gap-3">
        {tribes.data.map((tribe) => (
          <TribeListItem
            key={tribe.id}
            tribe={tribe}
            onShowPoster={() => onShowPoster(tribe)}
            onDelete={() => setDeleting(tribe)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="font-serif text-xl font-semibold">
          Your Tribes
        </h2>
        {tribes.data && tribes.data.length > 0 ? (
          <span className="text-sm text-muted-foreground">
            {tribes.data.length === 1 ? '1 tribe' : `${tribes.data.length} tribes`}
          </span>
        ) : null}
      </div>
      <div className="mt-4">{body}</div>
      <DeleteTribeDialog
        name={deleting?.name ?? null}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.slug, {
            onSuccess: () => {
              toast({ title: 'Tribe deleted', description: `“${deleting.name}” is gone.` });
              setDeleting(null);
            },
            onError: (error) => {
              toast({
                title: 'Failed to delete tribe',
                description: serverMessageOr(error, 'Please try again.'),
                variant: 'destructive',
              });
              setDeleting(null);
            },
          });
        }}
      />
    </section>
  );
}

interface TribeListItemProps {
  tribe: Tribe;
  onShowPoster: () => void;
  onDelete: () => void;
}

function TribeListItem({ tribe, onShowPoster, onDelete }: TribeListItemProps) {
  const [editing, setEditing] = useState(false);
  const { share } = useTribeLink(tribe);
  const leave = useLeaveTribe();
  const founder = tribe.role === 'founder';
  const nameId = useId();
  return (
    <li
      aria-labelledby={nameId}
      className="rounded-xl border border-border bg-background p-4"
      data-testid="tribe-item"
    >
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <h3 id={nameId} className="min-w-0 flex-1 font-serif text-lg font-semibold break-words">
          {tribe.name}
        </h3>
        <Badge>{founder ? 'Founder' : 'Member'}</Badge>
      </div>
      {editing ? (
        <EditTribeForm tribe={tribe} onDone={() => setEditing(false)} />
      ) : (
        <>
          {tribe.description ? (
            <p className="mt-1 text-sm break-words whitespace-pre-line text-muted-foreground">
              {tribe.description}
            </p>
          ) : (
            <p className="mt-1 text-sm text-muted-foreground italic">No description</p>
          )}
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              Created <time dateTime={tribe.createdAt}>{formatTribeDate(tribe.createdAt)}</time>
            </span>
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden="true" className="size-3.5" />
              {memberCountLabel(tribe.memberCount)}
            </span>
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button asChild size="sm" variant="outline">
              <a
                href={tribePath(tribe.slug)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`View ${tribe.name} (opens in a new tab)`}
              >
                <ExternalLink aria-hidden="true" />
                View
              </a>
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Share ${tribe.name}`}
              onClick={() => void share()}
            >
              <Share2 aria-hidden="true" />
              Share
            </Button>
            {founder ? (
              <>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Poster for ${tribe.name}`}
                  onClick={onShowPoster}
                >
                  <Sparkles aria-hidden="true" />
                  Poster
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Edit ${tribe.name}`}
                  onClick={() => setEditing(true)}
                >
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-destructive dark:text-red-300"
                  aria-label={`Delete ${tribe.name}`}
                  onClick={onDelete}
                >
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </>
            ) : (
              <Button
                size="sm"
                variant="ghost"
                disabled={leave.isPending}
                aria-busy={leave.isPending}
                aria-label={`Leave ${tribe.name}`}
                onClick={() =>
                  leave.mutate(tribe.slug, {
                    onSuccess: () =>
                      toast({ title: 'Left the tribe', description: `You left “${tribe.name}”.` }),
                    onError: (error) =>
                      toast({
                        title: 'Failed to leave tribe',
                        description: serverMessageOr(error, 'Please try again.'),
                        variant: 'destructive',
                      }),
                  })
                }
              >
                {leave.isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
                Leave
              </Button>
            )}
          </div>
        </>
      )}
    </li>
  );
}
