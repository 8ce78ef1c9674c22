import { Copy, ExternalLink, Plus, Share2, Sparkles, Users } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { LotusMark } from '../../../components/lotus-mark.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTribeLink } from '../hooks/use-tribe-link.ts';
import { tribePath } from '../lib/tribe-link.ts';

interface TribePosterProps {
  tribe: { name: string; slug: string; description: string };
  /** Back to the form, to found another tribe. */
  onCreateAnother?: () => void;
  /** Move focus to the poster when it appears (right after creation). */
  autoFocus?: boolean;
}

/**
 * The 'Tribe Poster' shown after creation (SPEC §2): a shareable card with the tribe's name,
 * 'Join the Tribe' and 'Free Community', and the ways to pass its link on.
 */
export function TribePoster({ tribe, onCreateAnother, autoFocus = false }: TribePosterProps) {
  const { url, copy, share } = useTribeLink(tribe);
  const headingId = useId();
  const linkId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (autoFocus) headingRef.current?.focus();
  }, [autoFocus]);

  return (
    <section
      aria-labelledby={headingId}
      data-testid="tribe-poster"
      className="overflow-hidden rounded-2xl border border-highlight/40 bg-surface"
    >
      <div className="flex items-center justify-between gap-3 border-b border-border px-5 py-3">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="font-serif text-lg font-semibold outline-none"
        >
          Tribe Poster
        </h2>
        {onCreateAnother ? (
          <Button variant="ghost" size="sm" onClick={onCreateAnother}>
            <Plus aria-hidden="true" />
            Create another
          </Button>
        ) : null}
      </div>

      <div className="bg-linear-to-br from-primary/25 via-background to-accent/20 px-6 py-10 text-center">
        <LotusMark className="mx-auto size-14" />
        <p className="mt-4 flex items-center justify-center gap-2 text-xs font-semibold tracking-widest text-highlight uppercase">
          <Sparkles aria-hidden="true" className="size-4" />
          Join the Tribe
        </p>
        <p className="mt-2 font-serif text-3xl font-semibold break-words text-balance sm:text-4xl">
          {tribe.name}
        </p>
        {tribe.description ? (
          <p className="mx-auto mt-3 max-w-md text-sm whitespace-pre-line text-muted-foreground">
            {tribe.description}
          </p>
        ) : null}
        <p className="mt-5 inline-flex items-center gap-2 rounded-full border border-highlight/40 bg-background/70 px-4 py-1.5 text-sm font-semibold">
          <Users aria-hidden="true" className="size-4" />
          Free Community
        </p>
      </div>

      <div className="grid gap-3 border-t border-border px-5 py-4">
        <label htmlFor={linkId} className="text-sm font-medium">
          Tribe link
        </label>
        <input
          id={linkId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 w-full rounded-lg border border-border bg-background px-3 font-mono text-xs text-foreground sm:text-sm"
        />
        <div className="grid gap-2 sm:flex sm:flex-wrap">
          <Button onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            Copy Link
          </Button>
          <Button variant="outline" onClick={() => void share()}>
            <Share2 aria-hidden="true" />
            Share
          </Button>
          <Button asChild variant="outline">
            <a href={tribePath(tribe.slug)} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              View Tribe Page
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
