import { useId, useState } from 'react';
import type { Tribe } from '../../../../contracts/tribes.ts';
import { CreateTribeForm } from './create-tribe-form.tsx';
import { TribeList } from './tribe-list.tsx';
import { TribePoster } from './tribe-poster.tsx';

interface PosterState {
  tribe: Pick<Tribe, 'name' | 'slug' | 'description'>;
  /** Remounts the poster each time one is shown, so it takes focus (and scrolls into view). */
  key: number;
}

/**
 * The signed-in leadership portal (SPEC §2, §4 "Tribe creation: form, then pending, then the
 * poster"): the create form, the poster in its place after creation, and 'Your Tribes'.
 */
export function LeadershipPortal() {
  const [poster, setPoster] = useState<PosterState | null>(null);
  const formHeadingId = useId();

  function showPoster(tribe: Tribe) {
    setPoster((current) => ({ tribe, key: (current?.key ?? 0) + 1 }));
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      {poster ? (
        <TribePoster
          key={poster.key}
          tribe={poster.tribe}
          autoFocus
          onCreateAnother={() => setPoster(null)}
        />
      ) : (
        <section
          aria-labelledby={formHeadingId}
          className="rounded-2xl border border-border bg-surface p-5 sm:p-6"
        >
          <h2 id={formHeadingId} className="font-serif text-xl font-semibold">
            Create a Tribe
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted-foreground">
            Name your circle, say what it is for, and share its page. Joining is free.
          </p>
          <CreateTribeForm onCreated={showPoster} />
        </section>
      )}
      <TribeList onShowPoster={showPoster} />
    </div>
  );
}
