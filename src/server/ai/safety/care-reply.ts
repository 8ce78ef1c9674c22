import { CARE_TEXTS } from './care-texts.ts';
import { resourcesFor, type ResourceTable } from './crisis-resources.ts';
import type { LanguageCode } from './language.ts';
import type { RiskFocus } from './risk-screen.ts';

export interface CareContext {
  /** The language of the person's message: the reply speaks it. */
  language: LanguageCode;
  /** ISO country from the browser's Accept-Language, or null. */
  country: string | null;
  table: ResourceTable;
  /** CRISIS_RESOURCES_TEXT: an operator's own list, shown instead of the table's crisis lines. */
  overrideText: string | null;
}

function resourceList(focus: RiskFocus, context: CareContext): string {
  const text = CARE_TEXTS[context.language];
  const local = resourcesFor(context.table, context.country);
  const emergency = `- ${text.emergency}${local.emergency ? ` (**${local.emergency}**)` : ''}.`;
  if (focus !== 'from_others' && context.overrideText?.trim()) {
    return [emergency, context.overrideText.trim()].join('\n');
  }
  const lines = focus === 'from_others' ? [...local.abuse, ...local.crisis] : local.crisis;
  return [emergency, ...lines.map((line) => `- ${line}`), `- ${text.findHelpline}`].join('\n');
}

/**
 * The caring reply given instead of a persona reply (DESIGN §6): in the person's language, short,
 * with the help lines of their country, and never a model's words.
 */
export function careReply(focus: RiskFocus, context: CareContext): string {
  const text = CARE_TEXTS[context.language];
  const opening =
    focus === 'from_others' ? text.fromOthers : focus === 'to_others' ? text.toOthers : text.self;
  return [opening, resourceList(focus, context), text.closing].join('\n\n');
}

/** The short note after a persona's reply when the talk touches suicide, self-harm or grief. */
export function concernNote(context: CareContext): string {
  const text = CARE_TEXTS[context.language];
  const local = resourcesFor(context.table, context.country);
  const line = context.overrideText?.trim() ? null : local.crisis[0];
  return `\n\n---\n\n*${text.concern}* ${line ? `${line} · ` : ''}[findahelpline.com](https://findahelpline.com)`;
}
