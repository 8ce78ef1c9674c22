/**
 * Whether this browser can draw an emoji, or would show an empty box ("tofu") for want of an
 * emoji font. Each code point is drawn on a small canvas and compared with the drawing of a code
 * point no font has (U+10FFFD, private use): the same pixels mean the glyph is missing.
 */

const SIZE = 32;
/** Never in any font: what a missing glyph looks like here. */
const MISSING = String.fromCodePoint(0x10fffd);

const cache = new Map<string, boolean>();
let context: OffscreenCanvasRenderingContext2D | null | undefined;
let missingPixels: Uint8ClampedArray | null = null;

/** Parts of an emoji sequence that draw nothing alone: joiners, selectors, skin tones, tags. */
function isModifier(codePoint: number): boolean {
  return (
    codePoint === 0x200d ||
    codePoint === 0x20e3 ||
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
    (codePoint >= 0x1f3fb && codePoint <= 0x1f3ff) ||
    (codePoint >= 0xe0020 && codePoint <= 0xe007f)
  );
}

function getContext(): OffscreenCanvasRenderingContext2D | null {
  if (context !== undefined) return context;
  context = null;
  // No OffscreenCanvas (old browsers, jsdom): nothing to measure with, so trust the emoji.
  if (typeof OffscreenCanvas === 'undefined') return null;
  try {
    const canvas = new OffscreenCanvas(SIZE, SIZE);
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return null;
    const family =
      typeof document !== 'undefined' && document.body
        ? getComputedStyle(document.body).fontFamily
        : 'sans-serif';
    ctx.font = `${SIZE * 0.75}px ${family || 'sans-serif'}`;
    ctx.textBaseline = 'top';
    ctx.fillStyle = '#000';
    context = ctx;
  } catch {
    context = null;
  }
  return context;
}

function draw(ctx: OffscreenCanvasRenderingContext2D, text: string): Uint8ClampedArray {
  ctx.clearRect(0, 0, SIZE, SIZE);
  ctx.fillText(text, 0, 0);
  return ctx.getImageData(0, 0, SIZE, SIZE).data;
}

function samePixels(a: Uint8ClampedArray, b: Uint8ClampedArray): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function isBlank(pixels: Uint8ClampedArray): boolean {
  for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 0) return false;
  return true;
}

/** True when every visible part of `text` has a glyph here; cached per text. */
export function canRenderEmoji(text: string): boolean {
  const known = cache.get(text);
  if (known !== undefined) return known;
  const ctx = getContext();
  if (!ctx) return true;
  let result = true;
  try {
    missingPixels ??= draw(ctx, MISSING);
    for (const char of text) {
      const codePoint = char.codePointAt(0) ?? 0;
      if (isModifier(codePoint)) continue;
      const pixels = draw(ctx, char);
      if (isBlank(pixels) || samePixels(pixels, missingPixels)) {
        result = false;
        break;
      }
    }
  } catch {
    result = true;
  }
  cache.set(text, result);
  return result;
}
