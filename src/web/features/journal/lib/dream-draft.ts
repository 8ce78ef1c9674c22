import { DREAM_INTENSITY_DEFAULT } from '../../../../contracts/constants.ts';
import type { DreamElementField, DreamType } from '../../../../contracts/dream-text.ts';
import type { JournalEntry } from '../../../../contracts/journal.ts';

/** What the dream form holds while the person types (SPEC §3 "Dream form fields"). */
export interface DreamDraft extends Record<DreamElementField, string> {
  title: string;
  content: string;
  dreamType: DreamType;
  emotions: string;
  symbols: string;
  intensity: number;
}

export type DreamDraftField = keyof DreamDraft;

export const emptyDreamDraft: DreamDraft = {
  title: '',
  content: '',
  dreamType: 'ordinary',
  emotions: '',
  symbols: '',
  intensity: DREAM_INTENSITY_DEFAULT,
  earthElement: '',
  waterElement: '',
  fireElement: '',
  windElement: '',
  spaceElement: '',
};

/** The form filled from a saved entry, for editing. */
export function draftFromEntry(entry: JournalEntry): DreamDraft {
  return {
    title: entry.title,
    content: entry.dreamContent,
    dreamType: entry.dreamType,
    emotions: entry.emotions,
    symbols: entry.symbols,
    intensity: entry.intensity,
    earthElement: entry.earthElement,
    waterElement: entry.waterElement,
    fireElement: entry.fireElement,
    windElement: entry.windElement,
    spaceElement: entry.spaceElement,
  };
}
