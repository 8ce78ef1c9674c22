import type { GuideVoice } from '../../../contracts/modules.ts';

/**
 * The voice of a module whose file gives no `guide:` block (a self-hoster's own module): plain
 * and neutral, so a new module works at once. Every shipped module has its own voice; the
 * content test holds them to it.
 */
export function plainVoice(moduleName: string): Omit<GuideVoice, 'practices'> {
  return {
    welcome: `Welcome. I am ${moduleName}, an AI teacher. Here is a place to begin.`,
    openings: [
      'You are asking {topic}. Let us look at it together.',
      'Let us sit for a moment with {topic}.',
      'You want to know {topic}. That is where practice begins.',
      'A good question: {topic}. Here is what this practice teaches.',
    ],
    feelings: [
      'You say {feeling}. Thank you for telling me; let us take it gently.',
      'I hear that {feeling}. Let us stay with that for a moment, with kindness.',
      'You tell me {feeling}. That is welcome here, just as it is.',
    ],
    guided: [
      'Let us practise together: here is a practice for {need}.',
      'Here is a simple way into {need}, one step at a time.',
    ],
    transitions: [
      'Here is something to try.',
      'Here is a practice for today.',
      'Try this, slowly.',
    ],
    closings: [
      'What do you notice in your body as you read this?',
      'Where in your day could you try this, even for three minutes?',
      'What would change if you met this with a little more kindness?',
      'What is one small step you could take with this today?',
      'What brings you to practice today?',
    ],
    unknown: `My teachings do not speak to that directly, so let me offer a practice from ${moduleName} that may still help.`,
    blunt: {
      openings: [
        'Straight talk about {topic}, then.',
        'You want to know {topic}. Here it is, without the incense.',
        'No soft focus on {topic}: here is the plain version.',
        'Right, {topic}. Less thinking, more practice.',
      ],
      closings: [
        'What will you actually do with this today?',
        'Are you going to practise it, or collect another answer?',
        'What is stopping you from starting now?',
      ],
    },
  };
}
