import { randomUUID } from 'node:crypto';
import type { ProgressEntry } from '../../../contracts/progress.ts';
import type { Db } from '../../db/database.ts';
import { insertMilestoneOnce, listMilestones } from './progress.repository.ts';

/** Something a user did that may be a milestone on their growth timeline. */
export type PracticeEvent =
  | { kind: 'exchange'; moduleId: string; moduleName: string; exchangesWithModule: number }
  | { kind: 'dream-recorded'; totalDreams: number; dreamType: string }
  | { kind: 'deep-meditation' }
  | { kind: 'tribe-founded'; tribeName: string }
  | { kind: 'tribe-joined'; tribeName: string };

type Milestone = Pick<ProgressEntry, 'title' | 'category' | 'significance'> & {
  key: string;
  description: string;
  awarenessLevel: string;
  insightDepth: string;
};

const EXCHANGE_STEPS = [
  {
    at: 1,
    key: 'first-conversation',
    title: (m: string) => `First conversation with ${m}`,
    description: 'You sat down with a new teacher and asked your first question.',
    category: 'practice',
    significance: 'minor',
    awarenessLevel: 'beginning',
    insightDepth: 'surface',
  },
  {
    at: 10,
    key: 'devoted',
    title: (m: string) => `Ten exchanges with ${m}`,
    description: 'Returning to the same teacher is how a practice takes root.',
    category: 'wisdom',
    significance: 'normal',
    awarenessLevel: 'developing',
    insightDepth: 'reflective',
  },
  {
    at: 50,
    key: 'immersed',
    title: (m: string) => `Deep study with ${m}`,
    description: 'Fifty exchanges: this teaching is becoming your own.',
    category: 'wisdom',
    significance: 'major',
    awarenessLevel: 'deepening',
    insightDepth: 'profound',
  },
] as const;

const DREAM_STEPS = [
  {
    at: 1,
    title: 'First dream recorded',
    description: 'The first step of dream practice is simply remembering.',
    significance: 'minor',
    awarenessLevel: 'beginning',
    insightDepth: 'surface',
  },
  {
    at: 5,
    title: 'Five dreams recorded',
    description: 'Patterns begin to show when dreams are written down.',
    significance: 'normal',
    awarenessLevel: 'developing',
    insightDepth: 'reflective',
  },
  {
    at: 21,
    title: 'A practice of dreaming',
    description: 'Twenty-one dreams: the night has become part of your path.',
    significance: 'major',
    awarenessLevel: 'deepening',
    insightDepth: 'profound',
  },
] as const;

/**
 * The rules that turn practice events into milestones. Each rule key is awarded at most once per
 * user (a unique index), so replays and concurrent events never duplicate a milestone.
 */
export function milestonesFor(event: PracticeEvent): Milestone[] {
  switch (event.kind) {
    case 'exchange':
      return EXCHANGE_STEPS.filter((s) => s.at === event.exchangesWithModule).map((s) => ({
        key: `${s.key}:${event.moduleId}`,
        title: s.title(event.moduleName),
        description: s.description,
        category: s.category,
        significance: s.significance,
        awarenessLevel: s.awarenessLevel,
        insightDepth: s.insightDepth,
      }));
    case 'dream-recorded': {
      const found: Milestone[] = DREAM_STEPS.filter((s) => s.at === event.totalDreams).map((s) => ({
        key: `dreams:${s.at}`,
        title: s.title,
        description: s.description,
        category: 'awareness',
        significance: s.significance,
        awarenessLevel: s.awarenessLevel,
        insightDepth: s.insightDepth,
      }));
      if (event.dreamType === 'lucid') {
        found.push({
          key: 'dream-type:lucid',
          title: 'First lucid dream',
          description: 'You recognised the dream while dreaming: the heart of dream yoga.',
          category: 'liberation',
          significance: 'breakthrough',
          awarenessLevel: 'awakening',
          insightDepth: 'profound',
        });
      }
      if (event.dreamType === 'healing') {
        found.push({
          key: 'dream-type:healing',
          title: 'A healing dream',
          description: 'Something mended in the night. Let it keep mending by day.',
          category: 'compassion',
          significance: 'major',
          awarenessLevel: 'deepening',
          insightDepth: 'heartfelt',
        });
      }
      return found;
    }
    case 'deep-meditation':
      return [
        {
          key: 'deep-meditation',
          title: 'Deep meditation reached',
          description:
            'Your body showed the calm of deep meditation: steady heart, open variability, low stress.',
          category: 'awareness',
          significance: 'breakthrough',
          awarenessLevel: 'awakening',
          insightDepth: 'profound',
        },
      ];
    case 'tribe-founded':
      return [
        {
          key: 'tribe-founded',
          title: `Founded a tribe: ${event.tribeName}`,
          description: 'You gathered others to practise together.',
          category: 'compassion',
          significance: 'major',
          awarenessLevel: 'leading',
          insightDepth: 'heartfelt',
        },
      ];
    case 'tribe-joined':
      return [
        {
          key: 'tribe-joined',
          title: `Joined a tribe: ${event.tribeName}`,
          description: 'Practice shared is practice strengthened.',
          category: 'compassion',
          significance: 'normal',
          awarenessLevel: 'developing',
          insightDepth: 'heartfelt',
        },
      ];
  }
}

/** Award the milestones an event earns (each at most once per user). Returns the new ones. */
export async function recordPracticeEvent(
  db: Db,
  userId: string,
  event: PracticeEvent,
): Promise<string[]> {
  const awarded: string[] = [];
  for (const m of milestonesFor(event)) {
    const inserted = await insertMilestoneOnce(db, {
      id: randomUUID(),
      user_id: userId,
      rule_key: m.key,
      title: m.title,
      description: m.description,
      category: m.category,
      significance: m.significance,
      awareness_level: m.awarenessLevel,
      insight_depth: m.insightDepth,
      achieved_at: new Date().toISOString(),
    });
    if (inserted) awarded.push(m.title);
  }
  return awarded;
}

/** A user's growth timeline, newest first. */
export function listProgress(db: Db, userId: string): Promise<ProgressEntry[]> {
  return listMilestones(db, userId);
}
