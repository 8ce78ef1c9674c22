/**
 * Whether this browser draws an emoji in colour. Without a colour emoji font a code point is an
 * empty box ("tofu"), or a thin black outline from a text font for a few of them: a set of
 * avatars would then mix outlines, boxes and letters. Each code point is drawn in black on a small
 * canvas; only a colour emoji font puts colour there.
 */
import { useEffect } from 'react';
import { useHydrationSafeStore } from './hydration.tsx';

const SIZE = 32;
/** Anti-aliased black is (0, 0, 0) at any opacity; a channel above this is colour. */
const COLOUR_CHANNEL_MIN = 48;

const verdicts = new Map<string, boolean>();
let context: OffscreenCanvasRenderingContext2D | null | undefined;

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
    // The stack emoji are shown in (styles.css's --font-emoji, the `font-emoji` class).
    const family =
      typeof document !== 'undefined'
        ? getComputedStyle(document.documentElement).getPropertyValue('--font-emoji').trim()
        : '';
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

function hasColour(pixels: Uint8ClampedArray): boolean {
  for (let i = 0; i + 3 < pixels.length; i += 4) {
    if (pixels[i + 3] === 0) continue;
    const brightest = Math.max(pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0);
    if (brightest >= COLOUR_CHANNEL_MIN) return true;
  }
  return false;
}

/** True when every visible part of `text` is drawn in colour here; cached per text. */
export function canRenderEmoji(text: string): boolean {
  const known = verdicts.get(text);
  if (known !== undefined) return known;
  const ctx = getContext();
  if (!ctx) return true;
  let result = true;
  try {
    for (const char of text) {
      const codePoint = char.codePointAt(0) ?? 0;
      if (isModifier(codePoint)) continue;
      if (!hasColour(draw(ctx, char))) {
        result = false;
        break;
      }
    }
  } catch {
    result = true;
  }
  verdicts.set(text, result);
  return result;
}

// Measuring draws on a canvas and reads it back, and the first glyph loads the emoji font: tens of
// milliseconds on a slow phone. Rendering never waits for it. An emoji shows at once (phones draw
// them all), and the measurements run while the browser is idle, one text per idle slice; only a
// text found undrawable re-renders, as its initial.
const listeners = new Set<() => void>();
const queued = new Set<string>();
let measuring = false;

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

/** An emoji every colour emoji font has (Unicode 6.1): without it there is no such font here. */
const REFERENCE_EMOJI = '\u{1F600}';

function notify(): void {
  for (const listener of listeners) listener();
}

function measureQueued(): void {
  const [text] = queued;
  if (text === undefined) {
    measuring = false;
    return;
  }
  // No colour emoji font at all: every emoji is undrawable, known after one measurement.
  if (!canRenderEmoji(REFERENCE_EMOJI)) {
    for (const each of queued) verdicts.set(each, false);
    queued.clear();
    measuring = false;
    notify();
    return;
  }
  queued.delete(text);
  if (!canRenderEmoji(text)) notify();
  whenIdle(measureQueued);
}

function queueMeasure(text: string): void {
  if (verdicts.has(text) || queued.has(text)) return;
  queued.add(text);
  if (measuring) return;
  measuring = true;
  whenIdle(measureQueued);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const assumeDrawable = () => true;

/**
 * Whether `text` can be shown as an emoji here: true until measured (and in the prerendered page),
 * then the measured answer (see canRenderEmoji).
 */
export function useCanRenderEmoji(text: string): boolean {
  const drawable = useHydrationSafeStore(
    subscribe,
    () => verdicts.get(text) ?? true,
    assumeDrawable,
  );
  useEffect(() => {
    if (text) queueMeasure(text);
  }, [text]);
  return drawable;
}
