import { z } from 'zod';
import { DREAM_INTENSITY_DEFAULT, DREAM_INTENSITY_MAX, DREAM_INTENSITY_MIN } from './constants.ts';
import { DREAM_TYPES } from './dream-text.ts';

const MISSING = 'Please fill in both dream title and description.';
const note = z.string().trim().max(1000, 'Must be at most 1000 characters').default('');

/** `POST /api/journal` and `PUT /api/journal/{id}` (SPEC §7; validation SPEC §5). */
export const JournalEntryRequest = z.object({
  title: z.string().trim().min(1, MISSING).max(200, 'Title must be at most 200 characters'),
  content: z
    .string()
    .trim()
    .min(1, MISSING)
    .max(10_000, 'Description must be at most 10000 characters'),
  dreamType: z.enum(DREAM_TYPES).default('ordinary'),
  emotions: note,
  symbols: note,
  intensity: z.coerce
    .number()
    .int('Intensity must be a whole number')
    .min(
      DREAM_INTENSITY_MIN,
      `Intensity must be between ${DREAM_INTENSITY_MIN} and ${DREAM_INTENSITY_MAX}`,
    )
    .max(
      DREAM_INTENSITY_MAX,
      `Intensity must be between ${DREAM_INTENSITY_MIN} and ${DREAM_INTENSITY_MAX}`,
    )
    .default(DREAM_INTENSITY_DEFAULT),
  earthElement: note,
  waterElement: note,
  fireElement: note,
  windElement: note,
  spaceElement: note,
});
export type JournalEntryRequest = z.input<typeof JournalEntryRequest>;
/** The request after validation and defaults (what the server works with). */
export type JournalEntryInput = z.output<typeof JournalEntryRequest>;

/** A journal entry. `content` is the composed text block; the structured fields come beside it. */
export const JournalEntry = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  aiInsights: z.string().nullable(),
  /** Who wrote the insights: the configured AI model or the built-in analyser. */
  insightsSource: z.enum(['model', 'analyser']).nullable(),
  dreamType: z.enum(DREAM_TYPES),
  dreamContent: z.string(),
  emotions: z.string(),
  symbols: z.string(),
  intensity: z.number().int(),
  earthElement: z.string(),
  waterElement: z.string(),
  fireElement: z.string(),
  windElement: z.string(),
  spaceElement: z.string(),
});
export type JournalEntry = z.infer<typeof JournalEntry>;
export const JournalEntryList = z.array(JournalEntry);

export const JournalParams = z.object({ entryId: z.uuid('Entry id must be a UUID') });
export const JournalExportQuery = z.object({
  format: z.enum(['json', 'markdown']).default('json'),
});
