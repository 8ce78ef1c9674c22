// Zod-free on purpose: the web's entry chunk imports these, and must not pull in zod (DESIGN §7).

/**
 * How a module's avatar renders (SPEC §3): an emoji of at most 4 characters, an image path,
 * asset path or URL; otherwise the first letter of the name.
 */
export type AvatarDisplay =
  | { kind: 'emoji'; text: string }
  | { kind: 'image'; src: string }
  | { kind: 'letter'; text: string };

let segmenter: Intl.Segmenter | undefined;

/**
 * User-perceived characters, so a flag or a ZWJ family emoji counts once. A text of at most four
 * code points has at most four, so the segmenter (whose creation loads the locale's break rules:
 * milliseconds on a phone) is built only for longer ones, and once.
 */
function graphemeCount(value: string): number {
  const codePoints = Array.from(value).length;
  if (codePoints <= 4) return codePoints;
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return [...segmenter.segment(value)].length;
}

export function avatarDisplay(name: string, avatar: string | null | undefined): AvatarDisplay {
  const value = avatar?.trim() ?? '';
  if (value) {
    if (
      /^(https?:)?\/\//i.test(value) ||
      value.startsWith('/') ||
      value.startsWith('./') ||
      /\.(png|jpe?g|gif|svg|webp|avif)$/i.test(value)
    ) {
      return { kind: 'image', src: value };
    }
    if (graphemeCount(value) <= 4) return { kind: 'emoji', text: value };
  }
  return { kind: 'letter', text: (name.trim()[0] ?? '?').toUpperCase() };
}

/**
 * The six featured modules of the Choose Your Path popup (SPEC §2 "Dialogs"), matched to real
 * modules by lower-case keywords in the module name.
 */
export const FEATURED_MODULE_KEYWORDS = {
  luminary: ['luminary', 'dalai'],
  egoBuster: ['ego buster', 'ego'],
  innerFire: ['inner fire', 'tummo'],
  laughingLama: ['laughing'],
  planetaryPuppets: ['planetary', 'puppet'],
  spiritualNutrition: ['nutrition'],
} as const;
