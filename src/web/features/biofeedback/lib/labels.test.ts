import { expect, test } from 'vitest';
import { EMOTIONAL_STATES } from '../../../../contracts/biofeedback.ts';
import { EMOTIONAL_STATE_COLOURS, meditationLabel } from './labels.ts';

test('meditation state labels are the spec’s', () => {
  expect(meditationLabel('deep')).toBe('Deep Meditation');
  expect(meditationLabel('focused')).toBe('Focused');
  expect(meditationLabel('beginning')).toBe('Beginning');
  expect(meditationLabel('not_meditating')).toBe('Active');
  expect(meditationLabel(null)).toBe('Unknown');
  expect(meditationLabel('levitating')).toBe('Unknown');
});

test('emotional state badges use the spec’s colours', () => {
  expect(
    Object.fromEntries(EMOTIONAL_STATES.map((s) => [s, EMOTIONAL_STATE_COLOURS[s].name])),
  ).toEqual({
    peaceful: 'blue',
    calm: 'green',
    energized: 'orange',
    stressed: 'red',
    anxious: 'yellow',
  });
  for (const state of EMOTIONAL_STATES) {
    const { name, className } = EMOTIONAL_STATE_COLOURS[state];
    expect(className).toContain(`bg-${name}-`);
  }
});
