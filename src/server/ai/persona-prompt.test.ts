import { describe, expect, test } from 'vitest';
import { buildSystemPrompt, SAFE_MESSAGING_RULES } from './persona-prompt.ts';

describe('the persona system prompt', () => {
  test.each([false, true])(
    'carries the safe-messaging rules whatever the tone (unhinged: %s)',
    (unhinged) => {
      const prompt = buildSystemPrompt({
        appName: 'Sangha',
        moduleName: 'Ego Buster',
        persona: 'You are Ego Buster.',
        unhinged,
        wordLimit: null,
        passages: [],
      });
      for (const rule of SAFE_MESSAGING_RULES) expect(prompt).toContain(rule);
      expect(prompt).toMatch(/never describe, compare or rank methods/i);
      expect(prompt).toContain('findahelpline.com');
      // The tone section comes after the rules and says they still apply.
      if (unhinged)
        expect(prompt.indexOf('UNHINGED')).toBeGreaterThan(
          prompt.indexOf(SAFE_MESSAGING_RULES[0] ?? ''),
        );
    },
  );
});
