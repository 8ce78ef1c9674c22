import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { readModuleContent } from '../../features/modules/module-content.ts';
import { REPO_ROOT } from '../../testing/test-app.ts';
import { composeOfflineReply } from './offline-guide.ts';

/** A template as a pattern: its placeholders match anything. */
function templatePattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\\{\w+\\\}/g, '.+')}$`, 'is');
}

describe('each teacher speaks in its own voice', async () => {
  const { modules } = await readModuleContent(path.join(REPO_ROOT, 'content'));
  const questions = [
    'How can I stop rushing through my practice?',
    'Why do I keep losing motivation?',
    'How long should a beginner practise each day?',
  ];

  test('every shipped module has its own guide voice, shared with no other teacher', () => {
    const seen = new Map<string, string>();
    for (const module of modules) {
      expect(module.guide, module.id).not.toBeNull();
      const lines = [
        ...(module.guide?.openings ?? []),
        ...(module.guide?.blunt.openings ?? []),
        ...(module.guide?.feelings ?? []),
        module.guide?.welcome ?? '',
      ];
      for (const line of lines) {
        expect(seen.get(line), `${module.id} repeats ${seen.get(line)}: ${line}`).toBeUndefined();
        seen.set(line, module.id);
      }
    }
  });

  test("openings and closings come from the module's own file, and 'unhinged' is its own blunt register", () => {
    for (const module of modules) {
      const guide = module.guide;
      if (!guide) throw new Error(`${module.id} has no guide`);
      for (const question of questions) {
        for (const unhinged of [false, true]) {
          const reply = composeOfflineReply({
            module,
            question,
            previousReplies: [],
            options: { unhinged, wordLimit: null },
          });
          const paragraphs = reply.split('\n\n');
          // Its own openings, or its own way of saying its teachings do not cover the question.
          const openings = [...(unhinged ? guide.blunt.openings : guide.openings), guide.unknown];
          const first = paragraphs[0] ?? '';
          expect(
            openings.some(
              (o) =>
                templatePattern(o).test(first.charAt(0).toLowerCase() + first.slice(1)) ||
                templatePattern(o).test(first),
            ),
            `${module.id} ${unhinged ? 'blunt ' : ''}opening: ${first}`,
          ).toBe(true);
          const closings = unhinged ? guide.blunt.closings : guide.closings;
          const last = paragraphs.at(-1) ?? '';
          const sectionQuestion = !unhinged && module.teachings.includes(last);
          expect(closings.includes(last) || sectionQuestion, `${module.id} closing: ${last}`).toBe(
            true,
          );
        }
      }
    }
  });

  test('a practical question gets one of the teacher’s own practices, with its dose', () => {
    for (const module of modules) {
      const reply = composeOfflineReply({
        module,
        question: 'How long should a beginner practise each day?',
        previousReplies: [],
        options: { unhinged: false, wordLimit: null },
      });
      const practice = module.guide?.practices.find((p) => reply.includes(`**${p.name}**`));
      expect(practice, module.id).toBeDefined();
      expect(reply, module.id).toContain(practice?.dose ?? '\u0000');
    }
  });
});

describe('in a conversation', async () => {
  const { modules } = await readModuleContent(path.join(REPO_ROOT, 'content'));
  const options = { unhinged: false, wordLimit: null };

  test('a follow-up leans on what came before: "how long should I do that?" gets the dose of the practice just given', () => {
    for (const module of modules) {
      const question = 'Can you guide me through a practice for stress?';
      const first = composeOfflineReply({ module, question, previousReplies: [], options });
      const given = module.guide?.practices.find((p) => first.includes(`**${p.name}**`));
      expect(given, module.id).toBeDefined();
      const followUp = composeOfflineReply({
        module,
        question: 'And how long should I do that for?',
        previousQuestion: question,
        previousReplies: [first],
        options,
      });
      expect(followUp, module.id).toContain(given?.dose ?? '\u0000');
      expect(followUp, module.id).not.toContain(`**${given?.name}**`);
    }
  });

  test('the same conversation gets the same reply; a regenerate gets another, in every module', () => {
    for (const module of modules) {
      const question = 'How do I find time to practise with two small kids?';
      const first = composeOfflineReply({ module, question, previousReplies: [], options });
      expect(composeOfflineReply({ module, question, previousReplies: [], options })).toBe(first);
      const again = composeOfflineReply({
        module,
        question,
        previousReplies: [],
        options,
        replacing: [first],
      });
      expect(again, module.id).not.toBe(first);
      const third = composeOfflineReply({
        module,
        question,
        previousReplies: [],
        options,
        replacing: [first, again],
      });
      expect([first, again], module.id).not.toContain(third);
    }
  });
});
