// Zod-free: the journal page and the timeline's dream dialog import this, and so does the server.
import { DREAM_TOP_LIST_SIZE, DREAM_WEEK_DAYS, WEEKLY_INSIGHT_MIN_ENTRIES } from './constants.ts';

export const DREAM_TYPES = [
  'lucid',
  'nightmare',
  'prophetic',
  'healing',
  'symbolic',
  'ordinary',
] as const;
export type DreamType = (typeof DREAM_TYPES)[number];

/** The five elements of the dream form, with the organ each is read with (SPEC §3). */
export const DREAM_ELEMENTS = [
  { field: 'earthElement', label: 'Earth/Spleen' },
  { field: 'waterElement', label: 'Water/Kidney' },
  { field: 'fireElement', label: 'Fire/Liver' },
  { field: 'windElement', label: 'Wind/Lung' },
  { field: 'spaceElement', label: 'Space/Heart-Mind' },
] as const;
export type DreamElementField = (typeof DREAM_ELEMENTS)[number]['field'];

export interface DreamFields {
  dreamType: DreamType;
  content: string;
  emotions: string;
  symbols: string;
  intensity: number;
  earthElement: string;
  waterElement: string;
  fireElement: string;
  windElement: string;
  spaceElement: string;
}

const NONE_NOTED = 'None noted';

/**
 * The one text block a dream is stored as (SPEC §3): dream type, the dream, emotions, symbols,
 * intensity out of 10 and the five elemental notes. Pattern analysis reads it back.
 */
export function composeDreamText(dream: DreamFields): string {
  const type = dream.dreamType.charAt(0).toUpperCase() + dream.dreamType.slice(1);
  return [
    `Dream Type: ${type}`,
    '',
    dream.content.trim(),
    '',
    `Emotions: ${dream.emotions.trim() || NONE_NOTED}`,
    `Symbols: ${dream.symbols.trim() || NONE_NOTED}`,
    `Intensity: ${dream.intensity}/10`,
    '',
    'Five Elements:',
    ...DREAM_ELEMENTS.map((e) => `${e.label}: ${dream[e.field].trim() || NONE_NOTED}`),
  ].join('\n');
}

/** Items of an 'Emotions:' or 'Symbols:' line: split on commas or ampersands, lower-cased. */
function listFrom(content: string, label: 'Emotions' | 'Symbols'): string[] {
  const line = new RegExp(`^${label}:\\s*(.*)$`, 'im').exec(content)?.[1] ?? '';
  return line
    .split(/[,&]/)
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item && item !== 'none noted' && !(label === 'Symbols' && item === 'none'));
}

export const emotionsIn = (content: string) => listFrom(content, 'Emotions');
export const symbolsIn = (content: string) => listFrom(content, 'Symbols');

export interface CountedItem {
  item: string;
  count: number;
}

function topItems(lists: string[][]): CountedItem[] {
  const counts = new Map<string, number>();
  for (const item of lists.flat()) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts]
    .map(([item, count]) => ({ item, count }))
    .sort((a, b) => b.count - a.count || a.item.localeCompare(b.item))
    .slice(0, DREAM_TOP_LIST_SIZE);
}

export interface DreamPatterns {
  totalDreams: number;
  /** Entries created in the last 7 days. */
  thisWeek: number;
  /** Capitalised, or 'None'. */
  mostCommonEmotion: string;
  recurringEmotions: CountedItem[];
  recurringSymbols: CountedItem[];
  /** Entries per week since the oldest entry (at least one week counted). */
  frequencyPerWeek: number;
  weeklyInsight: string;
}

/** Pattern analysis of journal entries (SPEC §2 Timeline dream dialog and journal, §9). */
export function analyzeDreamPatterns(
  entries: { content: string; createdAt: string }[],
  now = new Date(),
): DreamPatterns {
  const weekAgo = now.getTime() - DREAM_WEEK_DAYS * 86_400_000;
  const recurringEmotions = topItems(entries.map((e) => emotionsIn(e.content)));
  const recurringSymbols = topItems(entries.map((e) => symbolsIn(e.content)));
  const top = recurringEmotions[0]?.item;
  const oldest = Math.min(...entries.map((e) => Date.parse(e.createdAt)).filter(Number.isFinite));
  const weeks = Number.isFinite(oldest)
    ? Math.max(1, (now.getTime() - oldest) / (DREAM_WEEK_DAYS * 86_400_000))
    : 1;
  const frequencyPerWeek = Math.round((entries.length / weeks) * 10) / 10;
  return {
    totalDreams: entries.length,
    thisWeek: entries.filter((e) => Date.parse(e.createdAt) >= weekAgo).length,
    mostCommonEmotion: top ? top.charAt(0).toUpperCase() + top.slice(1) : 'None',
    recurringEmotions,
    recurringSymbols,
    frequencyPerWeek,
    weeklyInsight:
      entries.length >= WEEKLY_INSIGHT_MIN_ENTRIES
        ? `You are recording about ${frequencyPerWeek} dreams a week${top ? `, and ${top} returns most often` : ''}${recurringSymbols[0] ? `; watch for ${recurringSymbols[0].item}` : ''}.`
        : `Record ${WEEKLY_INSIGHT_MIN_ENTRIES - entries.length} more dream${WEEKLY_INSIGHT_MIN_ENTRIES - entries.length === 1 ? '' : 's'} to see your weekly patterns.`,
  };
}
