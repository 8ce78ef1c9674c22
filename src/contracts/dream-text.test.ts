import { describe, expect, test } from 'vitest';
import {
  analyzeDreamPatterns,
  composeDreamText,
  emotionsIn,
  symbolsIn,
  type DreamFields,
} from './dream-text.ts';

const dream = (overrides: Partial<DreamFields> = {}): DreamFields => ({
  dreamType: 'lucid',
  content: 'I flew over a river at night.',
  emotions: 'Joy, Fear',
  symbols: 'river & moon',
  intensity: 7,
  earthElement: '',
  waterElement: 'the river was calm',
  fireElement: '',
  windElement: '',
  spaceElement: '',
  ...overrides,
});

describe('the dream text block', () => {
  test('holds the type, the dream, emotions, symbols, intensity and the five elements', () => {
    expect(composeDreamText(dream())).toBe(
      [
        'Dream Type: Lucid',
        '',
        'I flew over a river at night.',
        '',
        'Emotions: Joy, Fear',
        'Symbols: river & moon',
        'Intensity: 7/10',
        '',
        'Five Elements:',
        'Earth/Spleen: None noted',
        'Water/Kidney: the river was calm',
        'Fire/Liver: None noted',
        'Wind/Lung: None noted',
        'Space/Heart-Mind: None noted',
      ].join('\n'),
    );
  });

  test('emotions and symbols are read back split on commas or ampersands, lower-cased, none ignored', () => {
    const text = composeDreamText(
      dream({ emotions: 'Awe & Peace, JOY', symbols: 'None, snake & Door' }),
    );
    expect(emotionsIn(text)).toEqual(['awe', 'peace', 'joy']);
    expect(symbolsIn(text)).toEqual(['snake', 'door']);
    expect(emotionsIn(composeDreamText(dream({ emotions: '' })))).toEqual([]);
  });
});

describe('dream pattern analysis', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
  const entry = (daysAgo: number, emotions: string, symbols: string) => ({
    content: composeDreamText(dream({ emotions, symbols })),
    createdAt: at(daysAgo),
  });

  test('counts, this week, most common emotion and the top five lists with counts', () => {
    const entries = [
      entry(1, 'fear, joy', 'water & snake'),
      entry(3, 'fear', 'water'),
      entry(6, 'fear, awe', 'house, water, none'),
      entry(10, 'joy', 'snake'),
      entry(20, 'grief', 'a, b, c, d'),
    ];
    const patterns = analyzeDreamPatterns(entries, now);
    expect(patterns.totalDreams).toBe(5);
    expect(patterns.thisWeek).toBe(3);
    expect(patterns.mostCommonEmotion).toBe('Fear');
    expect(patterns.recurringEmotions).toEqual([
      { item: 'fear', count: 3 },
      { item: 'joy', count: 2 },
      { item: 'awe', count: 1 },
      { item: 'grief', count: 1 },
    ]);
    expect(patterns.recurringSymbols).toHaveLength(5);
    expect(patterns.recurringSymbols.slice(0, 2)).toEqual([
      { item: 'water', count: 3 },
      { item: 'snake', count: 2 },
    ]);
    expect(patterns.recurringSymbols.map((s) => s.item)).not.toContain('none');
    // 5 entries over 20 days = 20/7 weeks.
    expect(patterns.frequencyPerWeek).toBe(1.8);
    expect(patterns.weeklyInsight).toContain('fear');
  });

  test('with no entries: None, and a prompt to record more below three', () => {
    expect(analyzeDreamPatterns([], now)).toMatchObject({
      totalDreams: 0,
      thisWeek: 0,
      mostCommonEmotion: 'None',
      recurringEmotions: [],
      frequencyPerWeek: 0,
    });
    expect(
      analyzeDreamPatterns([entry(0, 'joy', 'sun'), entry(1, 'joy', 'sun')], now).weeklyInsight,
    ).toBe('Record 1 more dream to see your weekly patterns.');
  });
});
