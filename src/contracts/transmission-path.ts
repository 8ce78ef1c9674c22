// The Twelve Transmissions and the arithmetic of progress along them, without zod: the browser
// reads and advances progress on a teacher's first screen, where loading and building zod's
// schemas was a long task on a phone (decision 027, fourth revision). transmissions.ts holds the
// schemas and re-exports all of this.
import { regexes } from 'zod/v4/core';
import { TRANSMISSIONS_COUNT } from './constants.ts';

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced', 'master'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** SPEC §3 Transmission: twelve fixed stages of the path, the same on every device. */
export interface Transmission {
  id: number;
  title: string;
  tibetanName: string;
  sanskritName: string;
  mantra: string;
  description: string;
  difficulty: Difficulty;
  emoji: string;
}

/**
 * The Twelve Transmissions, written for this product. They are contemplations offered by AI
 * teachers inspired by the Tibetan tradition, not empowerments: those are given in person by
 * qualified teachers (DESIGN §6, personas never claim to be real teachers).
 */
export const TRANSMISSIONS: readonly Transmission[] = [
  {
    id: 1,
    title: 'The Gate of Refuge',
    tibetanName: 'Kyabdro (skyabs ’gro)',
    sanskritName: 'Śaraṇagamana',
    mantra: 'Namo Buddhāya · Namo Dharmāya · Namo Saṅghāya',
    description:
      'The path begins by choosing where to rest. Turn toward what is steady: awakened awareness, the teachings that point to it, and the company of all who practise. Whenever life shakes, come back here first.',
    difficulty: 'beginner',
    emoji: '🙏',
  },
  {
    id: 2,
    title: 'The Precious Human Life',
    tibetanName: 'Daljor (dal ’byor)',
    sanskritName: 'Kṣaṇasampad',
    mantra: 'Om Muni Muni Mahāmuniye Svāhā',
    description:
      'Pause and notice the rare good fortune of this moment: a body that breathes, a mind that can reflect, and the wish to grow. Rejoice in it, without hurry and without waste.',
    difficulty: 'beginner',
    emoji: '🌱',
  },
  {
    id: 3,
    title: 'Calm Abiding',
    tibetanName: 'Shiné (zhi gnas)',
    sanskritName: 'Śamatha',
    mantra: 'Om Āḥ Hūṃ',
    description:
      'Let attention settle on the breath like a bird returning to its branch. When the mind wanders, simply notice and come home. Stillness is not forced; it is allowed.',
    difficulty: 'beginner',
    emoji: '🌬️',
  },
  {
    id: 4,
    title: 'The Four Immeasurables',
    tibetanName: 'Tsemé Shi (tshad med bzhi)',
    sanskritName: 'Catvāri Apramāṇāni',
    mantra: 'Om Maṇi Padme Hūṃ',
    description:
      'Loving-kindness, compassion, sympathetic joy and equanimity, widened step by step: from those you love, to strangers, to those who are difficult, until the circle has no edge.',
    difficulty: 'intermediate',
    emoji: '💗',
  },
  {
    id: 5,
    title: 'Swift Compassion',
    tibetanName: 'Drolma (sgrol ma)',
    sanskritName: 'Tārā',
    mantra: 'Om Tāre Tuttāre Ture Svāhā',
    description:
      'Green Tārā rises from a tear of compassion, one foot already stepping into the world. Practise responding to fear, your own and others’, with quick, practical kindness.',
    difficulty: 'intermediate',
    emoji: '🌿',
  },
  {
    id: 6,
    title: 'Clear Seeing',
    tibetanName: 'Lhakthong (lhag mthong)',
    sanskritName: 'Vipaśyanā',
    mantra: 'Om Arapacana Dhīḥ',
    description:
      'From a settled mind, look closely. Thoughts arise, stay a while and dissolve; who is watching? The sword of discerning wisdom cuts gently through confusion.',
    difficulty: 'intermediate',
    emoji: '👁️',
  },
  {
    id: 7,
    title: 'Purifying the Mirror',
    tibetanName: 'Dorje Sempa (rdo rje sems dpa’)',
    sanskritName: 'Vajrasattva',
    mantra: 'Om Vajrasattva Hūṃ',
    description:
      'Regret without shame, resolve without harshness. Imagine clear nectar washing through body, speech and mind, and the mirror of awareness shining as it always was.',
    difficulty: 'advanced',
    emoji: '💎',
  },
  {
    id: 8,
    title: 'The Healing Blue Light',
    tibetanName: 'Sangyé Menla (sangs rgyas sman bla)',
    sanskritName: 'Bhaiṣajyaguru',
    mantra: 'Tadyathā Om Bhaiṣajye Bhaiṣajye Mahābhaiṣajye Rāja Samudgate Svāhā',
    description:
      'Rest in lapis-blue light that soothes body and heart alike. This is a contemplation of care, for yourself and for all who suffer; it never replaces the help of a doctor.',
    difficulty: 'advanced',
    emoji: '💙',
  },
  {
    id: 9,
    title: 'Kindling the Inner Fire',
    tibetanName: 'Tummo (gtum mo)',
    sanskritName: 'Caṇḍālī',
    mantra: 'A · Haṃ',
    description:
      'A spark of warmth below the navel, a gentle breath, a steady mind: warmth first, heat later. Learn the full practice only from a qualified teacher, and never push through dizziness.',
    difficulty: 'advanced',
    emoji: '🔥',
  },
  {
    id: 10,
    title: 'The Yoga of Dreams',
    tibetanName: 'Milam (rmi lam)',
    sanskritName: 'Svapna',
    mantra: 'Āḥ',
    description:
      'Carry awareness into the night. Recognise the dream as a dream, and see that waking life, too, is more fluid than it seems. Record your dreams and watch the pattern of the path.',
    difficulty: 'master',
    emoji: '🌙',
  },
  {
    id: 11,
    title: 'The Heart of Wisdom',
    tibetanName: 'Sherab Nyingpo (shes rab snying po)',
    sanskritName: 'Prajñāpāramitā',
    mantra: 'Gate Gate Pāragate Pārasaṃgate Bodhi Svāhā',
    description:
      'Form is emptiness, emptiness is form. Everything arises together with everything else, so nothing stands alone. Let the heart of this understanding carry you to the far shore.',
    difficulty: 'master',
    emoji: '✨',
  },
  {
    id: 12,
    title: 'The Great Perfection',
    tibetanName: 'Dzogchen (rdzogs chen)',
    sanskritName: 'Mahāsandhi',
    mantra: 'Om Āḥ Hūṃ Vajra Guru Padma Siddhi Hūṃ',
    description:
      'Nothing to add, nothing to remove. Rest as open, luminous awareness, as vast as the sky and as near as this breath. The last transmission points back to where you always were.',
    difficulty: 'master',
    emoji: '🌌',
  },
];

/** Points one completed exchange with a teacher earns (the practice that advances the path). */
export const POINTS_PER_EXCHANGE = 10;

/**
 * Points each transmission needs, by difficulty: 2, 4, 6 and 8 exchanges. All twelve take 600
 * points, i.e. 60 exchanges (docs/decisions/009-voice.md).
 */
export const POINTS_BY_DIFFICULTY: Record<Difficulty, number> = {
  beginner: 20,
  intermediate: 40,
  advanced: 60,
  master: 80,
};

/** The most points a progress record may hold (far beyond the 600 of the whole path). */
export const MAX_TRANSMISSION_POINTS = 1_000_000;

/**
 * SPEC §3 Local progress, as stored in the browser and (signed in) on the server. Its schema,
 * `TransmissionProgress` in transmissions.ts, must infer this very type (checked there).
 */
export interface TransmissionProgress {
  currentStage: number;
  completedStages: number[];
  totalPoints: number;
  lastUpdated: string;
}

// zod's own pattern for `z.iso.datetime({ offset: true })`, for the check below.
const ISO_DATETIME_WITH_OFFSET = regexes.datetime({ offset: true });
const isStage = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= TRANSMISSIONS_COUNT;

/**
 * `TransmissionProgress.safeParse(value).data`, or null, without zod's schemas: the browser reads
 * its stored progress on a teacher's first screen, and loading and building zod there was a long
 * task on a phone (decision 027, fourth revision). The tests hold it to the schema.
 */
export function parseTransmissionProgress(value: unknown): TransmissionProgress | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { currentStage, completedStages, totalPoints, lastUpdated } = value as Record<
    string,
    unknown
  >;
  const valid =
    isStage(currentStage) &&
    Array.isArray(completedStages) &&
    completedStages.length <= TRANSMISSIONS_COUNT &&
    completedStages.every(isStage) &&
    new Set(completedStages).size === completedStages.length &&
    Number.isInteger(totalPoints) &&
    (totalPoints as number) >= 0 &&
    (totalPoints as number) <= MAX_TRANSMISSION_POINTS &&
    typeof lastUpdated === 'string' &&
    ISO_DATETIME_WITH_OFFSET.test(lastUpdated);
  return valid
    ? {
        currentStage,
        completedStages: [...completedStages],
        totalPoints: totalPoints as number,
        lastUpdated,
      }
    : null;
}

export function initialProgress(now = new Date().toISOString()): TransmissionProgress {
  return { currentStage: 1, completedStages: [], totalPoints: 0, lastUpdated: now };
}

/** The stages fully earned by this many points, in order. */
export function stagesEarnedBy(totalPoints: number): number[] {
  const earned: number[] = [];
  let needed = 0;
  for (const transmission of TRANSMISSIONS) {
    needed += POINTS_BY_DIFFICULTY[transmission.difficulty];
    if (totalPoints < needed) break;
    earned.push(transmission.id);
  }
  return earned;
}

/** The first stage not yet complete; the last stage once all twelve are. */
function currentStageOf(completed: readonly number[]): number {
  const done = new Set(completed);
  return TRANSMISSIONS.find((t) => !done.has(t.id))?.id ?? TRANSMISSIONS_COUNT;
}

function normalised(completed: Iterable<number>, totalPoints: number, lastUpdated: string) {
  const stages = [...new Set(completed)].filter((s) => s >= 1 && s <= TRANSMISSIONS_COUNT);
  stages.sort((a, b) => a - b);
  return {
    currentStage: currentStageOf(stages),
    completedStages: stages,
    totalPoints: Math.min(MAX_TRANSMISSION_POINTS, Math.max(0, Math.floor(totalPoints))),
    lastUpdated,
  };
}

/** Progress after practice earned `points`: stages complete as their points are reached. */
export function advanceProgress(
  progress: TransmissionProgress,
  points = POINTS_PER_EXCHANGE,
  now = new Date().toISOString(),
): TransmissionProgress {
  const totalPoints = progress.totalPoints + points;
  return normalised(
    [...progress.completedStages, ...stagesEarnedBy(totalPoints)],
    totalPoints,
    now,
  );
}

/**
 * Two records of the same person's path (two devices, or browser and server) combined without
 * losing either: completed stages are united, the larger point total kept, the later time kept.
 */
export function mergeProgress(
  a: TransmissionProgress,
  b: TransmissionProgress,
): TransmissionProgress {
  const totalPoints = Math.max(a.totalPoints, b.totalPoints);
  const lastUpdated =
    Date.parse(a.lastUpdated) >= Date.parse(b.lastUpdated) ? a.lastUpdated : b.lastUpdated;
  return normalised(
    [...a.completedStages, ...b.completedStages, ...stagesEarnedBy(totalPoints)],
    totalPoints,
    lastUpdated,
  );
}

/** True when both records say the same thing (so nothing needs saving). */
export function sameProgress(a: TransmissionProgress, b: TransmissionProgress): boolean {
  return (
    a.currentStage === b.currentStage &&
    a.totalPoints === b.totalPoints &&
    a.completedStages.length === b.completedStages.length &&
    a.completedStages.every((stage, i) => b.completedStages[i] === stage)
  );
}
