import { z } from 'zod';
import { TRANSMISSIONS_COUNT } from './constants.ts';
import {
  MAX_TRANSMISSION_POINTS,
  type TransmissionProgress as ProgressShape,
} from './transmission-path.ts';

// The wire and storage schemas of the path; everything else about it is in transmission-path.ts.
export * from './transmission-path.ts';

const Stage = z.number().int().min(1).max(TRANSMISSIONS_COUNT);

/** SPEC §3 Local progress, as stored in the browser and (signed in) on the server. */
export const TransmissionProgress = z.object({
  currentStage: Stage,
  completedStages: z
    .array(Stage)
    .max(TRANSMISSIONS_COUNT)
    .refine((stages) => new Set(stages).size === stages.length, 'Stages must not repeat'),
  totalPoints: z.number().int().min(0).max(MAX_TRANSMISSION_POINTS),
  lastUpdated: z.iso.datetime({ offset: true }),
});
export type TransmissionProgress = ProgressShape;
// The schema and the zod-free type say the same thing, in both directions.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesType: Same<z.infer<typeof TransmissionProgress>, ProgressShape> = true;
void schemaMatchesType;

/** `GET /api/transmissions/progress`: null until the account has saved any. */
export const TransmissionProgressResponse = z.object({
  progress: TransmissionProgress.nullable(),
});
export type TransmissionProgressResponse = z.infer<typeof TransmissionProgressResponse>;
