import type { JournalEntry } from '../../../../contracts/journal.ts';
import { cn } from '../../../lib/cn.ts';
import { DREAM_TYPE_INFO } from '../lib/dream-labels.ts';
import { formatEntryShortDate } from '../lib/format-date.ts';

interface EntryListProps {
  entries: JournalEntry[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The recorded dreams, newest first: each a button, the chosen one marked with aria-current. */
export function EntryList({ entries, selectedId, onSelect }: EntryListProps) {
  return (
    <ul className="grid gap-2" aria-label="Dream entries">
      {entries.map((entry) => {
        const selected = entry.id === selectedId;
        return (
          <li key={entry.id}>
            <button
              type="button"
              data-entry-id={entry.id}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(entry.id)}
              className={cn(
                'grid w-full gap-1 rounded-xl border px-4 py-3 text-left transition-colors',
                selected
                  ? 'border-primary bg-selected'
                  : 'border-border bg-background hover:bg-muted',
              )}
            >
              <span className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 truncate font-medium">{entry.title}</span>
                <time dateTime={entry.createdAt} className="shrink-0 text-xs text-muted-foreground">
                  {formatEntryShortDate(entry.createdAt)}
                </time>
              </span>
              <span className="line-clamp-2 text-sm text-muted-foreground">
                {entry.dreamContent || entry.content}
              </span>
              <span className="text-xs font-medium text-highlight">
                {DREAM_TYPE_INFO[entry.dreamType].label} · {entry.intensity}/10
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
