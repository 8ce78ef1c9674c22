/**
 * The safety screen runs before any provider is called (DESIGN §6): a message that shows crisis or
 * self-harm intent gets a caring reply with help resources instead of a persona reply, and is not
 * counted against the allowance. Deliberately broad: a false positive costs one gentle message; a
 * miss could cost far more.
 */

const CRISIS_PATTERNS: RegExp[] = [
  /\b(kill|hurt|harm|cut|hang|shoot|drown|poison|starve)(ing)?\s+(my\s*self|myself)\b/i,
  /\bsuicid(e|al)\b/i,
  /\bend(ing)?\s+(my|it)\s+(life|all)\b/i,
  /\btake\s+my\s+(own\s+)?life\b/i,
  /\b(want|wanna|going|plan(ning)?|ready)\s+(to\s+)?die\b/i,
  /\bwant\s+to\s+be\s+dead\b/i,
  /\b(better\s+off|world\s+would\s+be\s+better)\s+(dead|without\s+me)\b/i,
  /\bno\s+(reason|point)\s+(to|in)\s+(live|living|go(ing)?\s+on)\b/i,
  /\b(don'?t|do\s+not)\s+want\s+to\s+(live|be\s+alive|wake\s+up)\b/i,
  /\bself[-\s]?harm(ing)?\b/i,
  /\boverdos(e|ing)\b/i,
  /\bnot\s+worth\s+living\b/i,
];

/** True when the text shows crisis or self-harm intent. */
export function showsCrisisIntent(text: string): boolean {
  const normalised = text.replace(/[’']/g, "'").replace(/\s+/g, ' ');
  return CRISIS_PATTERNS.some((pattern) => pattern.test(normalised));
}

export const DEFAULT_CRISIS_RESOURCES = [
  '- If you are in immediate danger, call your local emergency number now (112 in Europe, 911 in the US and Canada, 999 in the UK).',
  '- In the US, call or text **988** (Suicide & Crisis Lifeline). In the UK and Ireland, call Samaritans on **116 123**.',
  '- Anywhere else, **findahelpline.com** lists free, confidential helplines in your country.',
].join('\n');

/** The caring reply given instead of a persona reply. */
export function crisisReply(resourcesText: string | null): string {
  return [
    "I'm really glad you told me, and I'm so sorry you're carrying this much pain right now. You deserve support from a real person, today.",
    'I am an AI teacher, and this moment needs more than I can give. Please reach out to someone who can be with you:',
    resourcesText?.trim() || DEFAULT_CRISIS_RESOURCES,
    'If you can, tell someone you trust how you are feeling, and stay near them. You do not have to go through this alone. When you feel ready, I will still be here to breathe with you.',
  ].join('\n\n');
}
