import { z } from 'zod';

import { PROGRESS_CATEGORIES, PROGRESS_SIGNIFICANCE } from './constants.ts';

export { PROGRESS_CATEGORIES, PROGRESS_SIGNIFICANCE };

/** A milestone on the growth timeline (SPEC §3 spiritual progress entry). */
export const ProgressEntry = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(PROGRESS_CATEGORIES),
  significance: z.enum(PROGRESS_SIGNIFICANCE),
  achievedAt: z.string(),
  awarenessLevel: z.string().nullable(),
  insightDepth: z.string().nullable(),
});
export type ProgressEntry = z.infer<typeof ProgressEntry>;
export const ProgressEntryList = z.array(ProgressEntry);
