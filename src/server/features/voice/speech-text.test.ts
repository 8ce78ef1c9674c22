import { describe, expect, test } from 'vitest';
import { openAiVoiceFor } from './openai-speech.ts';
import { speechText } from './speech-text.ts';

describe('speech text', () => {
  test('Markdown marks, links, addresses and emoji are not read aloud', () => {
    expect(
      speechText(
        '## The breath 🌬️\n\n**Sit tall**, _soften_ the jaw.\n\n- Inhale for [four counts](https://example.org/x)\n- Exhale 🔥 for six\n\nSee https://example.org.',
      ),
    ).toBe('The breath. Sit tall, soften the jaw. Inhale for four counts. Exhale for six. See.');
  });

  test('code blocks are skipped and whitespace collapses', () => {
    expect(speechText('Before\n```\nconst x = 1;\n```\nafter   it')).toBe('Before after it');
  });
});

describe('OpenAI voices for module voices', () => {
  test('each variant keeps a voice of its kind', () => {
    expect(openAiVoiceFor('en-us+f3')).toBe('coral');
    expect(openAiVoiceFor('en-gb+m3')).toBe('fable');
    expect(openAiVoiceFor('en+m1')).toBe('onyx');
    expect(openAiVoiceFor('en-us+f5')).toBe('nova');
    expect(openAiVoiceFor('en-us')).toBe('alloy');
  });
});
