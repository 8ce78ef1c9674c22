import { TRANSMISSIONS_COUNT } from '../../../../contracts/constants.ts';
import {
  POINTS_BY_DIFFICULTY,
  POINTS_PER_EXCHANGE,
  TRANSMISSIONS,
  type Transmission,
  type TransmissionProgress,
} from '../../../../contracts/transmission-path.ts';

export interface PathSummary {
  current: Transmission;
  completed: number;
  /** SPEC §4: completed stages over twelve, as a whole percent. */
  percent: number;
  allComplete: boolean;
  /** Exchanges still needed to complete the current transmission (0 once all are complete). */
  exchangesToNext: number;
}

/** What the badge and its dialog show for a progress record. */
export function summarise(progress: TransmissionProgress): PathSummary {
  const current = TRANSMISSIONS[progress.currentStage - 1] ?? TRANSMISSIONS[0]!;
  const completed = progress.completedStages.length;
  const allComplete = completed >= TRANSMISSIONS_COUNT;
  const pointsThrough = TRANSMISSIONS.slice(0, current.id).reduce(
    (sum, t) => sum + POINTS_BY_DIFFICULTY[t.difficulty],
    0,
  );
  const missing = Math.max(0, pointsThrough - progress.totalPoints);
  return {
    current,
    completed,
    percent: Math.round((completed / TRANSMISSIONS_COUNT) * 100),
    allComplete,
    exchangesToNext: allComplete ? 0 : Math.max(1, Math.ceil(missing / POINTS_PER_EXCHANGE)),
  };
}

export const DIFFICULTY_LABEL = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  master: 'Master',
} as const;
