import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { DREAM_ELEMENTS, type DreamFields } from '../../contracts/dream-text.ts';

/**
 * The built-in dream analyser: reads a dream's symbols and emotions against the dream-symbol and
 * five-element reference in `content/dream-reference.yaml`, so every saved dream gets insights even
 * with no AI model configured (or when the model fails).
 */

const ElementKey = z.enum(['earth', 'water', 'fire', 'wind', 'space']);
type ElementKey = z.infer<typeof ElementKey>;
const Reference = z.object({
  elements: z.record(
    ElementKey,
    z.object({
      label: z.string(),
      quality: z.string(),
      imbalance: z.string(),
      practice: z.string(),
    }),
  ),
  emotions: z.record(z.string(), ElementKey),
  symbols: z.record(z.string(), z.object({ element: ElementKey, meaning: z.string() })),
});
export type DreamReference = z.infer<typeof Reference>;

const cache = new Map<string, DreamReference>();

export function loadDreamReference(contentDir: string): DreamReference {
  const file = path.join(contentDir, 'dream-reference.yaml');
  let reference = cache.get(file);
  if (!reference) {
    reference = Reference.parse(parseYaml(fs.readFileSync(file, 'utf8')));
    cache.set(file, reference);
  }
  return reference;
}

const words = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];
const list = (text: string) =>
  text
    .split(/[,&]/)
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s && s !== 'none' && s !== 'none noted');

/**
 * Closes a sentence with a period unless it already ends in one: reference meanings may be
 * questions ("which room were you in?"), and "?." reads as a typo.
 */
export function endSentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.?!…]["'”’)*_]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

const TYPE_OPENINGS: Record<DreamFields['dreamType'], string> = {
  lucid:
    'A lucid dream: you knew you were dreaming. In dream yoga this recognition is the seed of the whole practice.',
  nightmare:
    'A nightmare is a teacher in a frightening mask. What it shows is usually something asking for care, not something to fear.',
  prophetic:
    'You felt this dream was pointing ahead. Hold it lightly: let it guide your attention rather than predict events.',
  healing: 'A healing dream: something in you is mending. Notice what felt restored when you woke.',
  symbolic:
    'A symbolic dream speaks in images. Its meaning is yours to find; the readings below are only doorways.',
  ordinary:
    'Even an ordinary dream shows the habits of the mind at night, and that is worth knowing.',
};

/** Insights for one dream, in Markdown. */
export function analyseDream(reference: DreamReference, dream: DreamFields): string {
  const lines: string[] = [TYPE_OPENINGS[dream.dreamType]];

  const symbolWords = new Set([
    ...list(dream.symbols),
    ...words(dream.symbols),
    ...words(dream.content),
  ]);
  const symbols = Object.entries(reference.symbols)
    .filter(([name]) => symbolWords.has(name))
    .slice(0, 4);
  if (symbols.length) {
    lines.push('**Symbols**');
    for (const [name, s] of symbols)
      lines.push(
        `- *${name}* (${reference.elements[s.element]?.label ?? s.element}): ${endSentence(s.meaning)}`,
      );
  }

  const emotionElements = new Map<ElementKey, string[]>();
  for (const emotion of list(dream.emotions)) {
    const element = reference.emotions[emotion] ?? reference.emotions[words(emotion)[0] ?? ''];
    if (element) emotionElements.set(element, [...(emotionElements.get(element) ?? []), emotion]);
  }
  const elementCounts = new Map<ElementKey, number>();
  for (const [, s] of symbols)
    elementCounts.set(s.element, (elementCounts.get(s.element) ?? 0) + 1);
  for (const [element, emotions] of emotionElements)
    elementCounts.set(element, (elementCounts.get(element) ?? 0) + emotions.length * 2);
  const noted = DREAM_ELEMENTS.filter((e) => dream[e.field].trim()).map(
    (e) => e.field.replace('Element', '') as ElementKey,
  );
  for (const element of noted) elementCounts.set(element, (elementCounts.get(element) ?? 0) + 1);

  if (emotionElements.size) {
    lines.push('**Emotions and elements**');
    for (const [element, emotions] of emotionElements) {
      const e = reference.elements[element];
      if (e)
        lines.push(
          `- ${emotions.join(', ')} → ${e.label}: when balanced, ${e.quality}; when stirred, ${endSentence(e.imbalance)}`,
        );
    }
  }

  const dominant = [...elementCounts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const element = dominant ? reference.elements[dominant] : undefined;
  if (element) {
    lines.push(`**The element most present: ${element.label}.** ${endSentence(element.practice)}`);
  }
  if (dream.intensity >= 8)
    lines.push(
      `With an intensity of ${dream.intensity}/10, give this dream some time today: write or draw the image that stayed with you most.`,
    );
  else if (dream.intensity <= 3)
    lines.push(
      `At ${dream.intensity}/10 this was a quiet dream; quiet dreams often carry the clearest details, so note them before they fade.`,
    );

  lines.push(
    `*Reflect:* ${symbols[0] ? `if the ${symbols[0][0]} could speak, what would it ask of you?` : 'what feeling from this dream is still with you now?'}`,
  );
  return lines.join('\n\n');
}
