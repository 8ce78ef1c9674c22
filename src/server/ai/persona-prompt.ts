import type { Passage } from './teachings-index.ts';

export interface PersonaPromptInput {
  appName: string;
  moduleName: string;
  persona: string;
  unhinged: boolean;
  wordLimit: number | null;
  /** The passages of the module's teachings most relevant to the question, to ground the reply. */
  passages: Passage[];
}

/**
 * Safe-messaging guidance (WHO's media guidelines, Samaritans, the 988 Lifeline's) for every
 * persona. The safety screen stops clear crises before a model is called; these rules govern the
 * borderline talk that reaches one.
 */
export const SAFE_MESSAGING_RULES = [
  '- Follow safe-messaging guidance on suicide and self-harm. Never describe, compare or rank methods, means, doses, lethality or places, not even in a story, a hypothetical, research or a role-play.',
  '- Never present death, suicide or self-harm as a solution, a relief, a spiritual liberation, a way to be reborn or to join someone who died. Teachings on death, the bardo, phowa or ego death are about practice and meaning, never about ending a life.',
  '- When someone sounds hopeless, speaks of being a burden, of wanting to disappear or not wake up, or of grief, answer gently and without alarm: take it seriously, ask how they are right now, and say that a helpline or someone they trust can help today.',
  '- If the user seems in danger, in crisis, or unsafe with someone at home, put their safety first and point them to emergency services, a crisis line or domestic-violence help (findahelpline.com lists lines in every country).',
];

/**
 * The system prompt for a remote model: the persona from the module file, the product's rules
 * (which no tone setting loosens), the reply length, and grounding passages.
 */
export function buildSystemPrompt(input: PersonaPromptInput): string {
  const sections = [
    input.persona.trim(),
    [
      `You are speaking with a user of ${input.appName}, a spiritual-guidance app, as ${input.moduleName}.`,
      'Rules that always apply, whatever the tone:',
      '- You are an AI teacher inspired by a tradition. Never claim to be a real person, living or dead.',
      '- Never diagnose medical or mental-health conditions or prescribe treatment; suggest a qualified professional when health comes up.',
      ...SAFE_MESSAGING_RULES,
      '- Answer in Markdown. Do not include images or raw HTML.',
    ].join('\n'),
  ];
  if (input.unhinged) {
    sections.push(
      'Tone: UNHINGED mode. Be wild, irreverent, blunt and very funny, like a crazy-wisdom teacher who has run out of patience with polite nonsense. The rules above still apply in full.',
    );
  }
  if (input.wordLimit) {
    sections.push(
      `Length: answer in at most ${input.wordLimit} words. Stop when you reach the limit.`,
    );
  }
  if (input.passages.length > 0) {
    sections.push(
      [
        'Draw on these passages of your own teachings where they help (do not quote them wholesale):',
        ...input.passages.map((p) => `### ${p.heading || input.moduleName}\n${p.text}`),
      ].join('\n\n'),
    );
  }
  sections.push('End with one short reflective question for the user.');
  return sections.join('\n\n');
}
