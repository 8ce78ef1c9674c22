import { ArrowLeft, Pencil, Sparkles, Trash2 } from 'lucide-react';
import type { Ref } from 'react';
import { DREAM_INTENSITY_MAX } from '../../../../contracts/constants.ts';
import { DREAM_ELEMENTS } from '../../../../contracts/dream-text.ts';
import type { JournalEntry } from '../../../../contracts/journal.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DREAM_TYPE_INFO } from '../lib/dream-labels.ts';
import { formatEntryDateTime } from '../lib/format-date.ts';
import { RichText } from './rich-text.tsx';

const NONE_NOTED = 'None noted';

/** 'peace, wonder & awe' as separate items, for chips. */
function items(list: string): string[] {
  return list
    .split(/[,&]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

function Chips({ list }: { list: string }) {
  const values = items(list);
  if (!values.length) return <span className="text-muted-foreground">{NONE_NOTED}</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {values.map((value, index) => (
        <li key={`${value}-${index}`} className="rounded-full bg-muted px-2.5 py-0.5 text-xs">
          {value}
        </li>
      ))}
    </ul>
  );
}

/** The dream as the person wrote it: paragraphs, then the structured fields as labelled rows. */
function Reflection({ entry }: { entry: JournalEntry }) {
  // Entries keep their structured fields beside the composed block; use the block only if a
  // dream somehow has no text of its own.
  if (!entry.dreamContent.trim()) return <RichText text={entry.content} />;
  const paragraphs = entry.dreamContent.split(/\n\s*\n/).filter((p) => p.trim());
  const notedElements = DREAM_ELEMENTS.map((element) => ({
    label: element.label,
    note: entry[element.field].trim(),
  })).filter(({ note }) => note);
  return (
    <div className="grid gap-5">
      <div className="grid gap-3 text-sm leading-relaxed">
        {paragraphs.map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph.trim()}
          </p>
        ))}
      </div>
      <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="font-medium text-muted-foreground">Emotions</dt>
        <dd>
          <Chips list={entry.emotions} />
        </dd>
        <dt className="font-medium text-muted-foreground">Symbols</dt>
        <dd>
          <Chips list={entry.symbols} />
        </dd>
        <dt className="font-medium text-muted-foreground">Intensity</dt>
        <dd className="flex items-center gap-3">
          <span className="tabular-nums">
            {entry.intensity}/{DREAM_INTENSITY_MAX}
          </span>
          <span aria-hidden="true" className="h-1.5 w-32 overflow-hidden rounded-full bg-muted">
            <span
              className="block h-full rounded-full bg-primary"
              style={{ width: `${(entry.intensity / DREAM_INTENSITY_MAX) * 100}%` }}
            />
          </span>
        </dd>
      </dl>
      <section aria-label="Five elements" className="grid gap-2">
        <h4 className="text-sm font-semibold">Five Elements</h4>
        {/* Only the elements written about: five rows of 'None noted' said nothing five times. */}
        {notedElements.length ? (
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
            {notedElements.map(({ label, note }) => (
              <div key={label} className="contents">
                <dt className="font-medium text-muted-foreground">{label}</dt>
                <dd className="whitespace-pre-line">{note}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">No elemental notes for this dream.</p>
        )}
      </section>
    </div>
  );
}

interface EntryDetailProps {
  entry: JournalEntry;
  headingRef?: Ref<HTMLHeadingElement>;
  onBack: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** The chosen dream: title, date, reflection and AI insights (SPEC §2 "Dream journal"). */
export function EntryDetail({ entry, headingRef, onBack, onEdit, onDelete }: EntryDetailProps) {
  return (
    <article
      aria-labelledby={`entry-${entry.id}-title`}
      className="grid gap-6 rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <Button
        variant="ghost"
        size="sm"
        onClick={onBack}
        className="-ml-2 justify-self-start md:hidden"
      >
        <ArrowLeft aria-hidden="true" />
        All entries
      </Button>
      <header className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2
            id={`entry-${entry.id}-title`}
            ref={headingRef}
            tabIndex={-1}
            className="min-w-0 font-serif text-2xl font-semibold break-words outline-none"
          >
            {entry.title}
          </h2>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button variant="outline" size="sm" onClick={onDelete}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <time dateTime={entry.createdAt}>{formatEntryDateTime(entry.createdAt)}</time>
          <Badge>{DREAM_TYPE_INFO[entry.dreamType].label} dream</Badge>
        </div>
      </header>
      <section aria-labelledby={`entry-${entry.id}-reflection`} className="grid gap-3">
        <h3 id={`entry-${entry.id}-reflection`} className="font-serif text-lg font-semibold">
          Reflection
        </h3>
        <Reflection entry={entry} />
      </section>
      <section
        aria-labelledby={`entry-${entry.id}-insights`}
        className="grid gap-3 rounded-xl border border-highlight/30 bg-primary/10 p-4"
      >
        <h3
          id={`entry-${entry.id}-insights`}
          className="flex items-center gap-2 font-serif text-lg font-semibold"
        >
          <Sparkles aria-hidden="true" className="size-5 text-highlight" />
          AI Insights
        </h3>
        {entry.aiInsights ? (
          <>
            <RichText text={entry.aiInsights} />
            <p className="text-xs text-muted-foreground">
              {entry.insightsSource === 'model'
                ? 'Written by the AI guide. Hold its readings lightly.'
                : 'From the built-in dream analyser, read against the five elements.'}
            </p>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">No insights for this dream yet.</p>
        )}
      </section>
    </article>
  );
}
