/*
 * A deliberately small reading of Markdown for AI insights: paragraphs, '#' headings, '-'/'*'/'1.'
 * lists, **bold** and *italic*. Everything else stays literal text, and the result is rendered as
 * React text nodes, so nothing in an insight can inject HTML.
 */

export type Span = { kind: 'text' | 'strong' | 'em'; text: string };

export type TextBlock =
  | { kind: 'paragraph'; lines: Span[][] }
  | { kind: 'heading'; spans: Span[] }
  | { kind: 'list'; ordered: boolean; items: Span[][] };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const HEADING = /^\s*#{1,6}\s+(.*)$/;

/** **bold** and *italic* (or _italic_) within one line. */
export function parseSpans(line: string): Span[] {
  const spans: Span[] = [];
  const pattern = /\*\*(.+?)\*\*|\*(?!\s)(.+?)\*|_(?!\s)(.+?)_/g;
  let last = 0;
  for (const match of line.matchAll(pattern)) {
    const index = match.index;
    if (index > last) spans.push({ kind: 'text', text: line.slice(last, index) });
    if (match[1] !== undefined) spans.push({ kind: 'strong', text: match[1] });
    else spans.push({ kind: 'em', text: match[2] ?? match[3] ?? '' });
    last = index + match[0].length;
  }
  if (last < line.length) spans.push({ kind: 'text', text: line.slice(last) });
  return spans;
}

/** Split text into blocks on blank lines; list items and headings start their own blocks. */
export function parseLightMarkdown(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let current: TextBlock | null = null;
  const flush = () => {
    if (current) blocks.push(current);
    current = null;
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', spans: parseSpans(heading[1] ?? '') });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = numbered !== null;
      const previous = blocks.at(-1);
      if (!current && previous?.kind === 'list' && previous.ordered === ordered) {
        // Items apart by a blank line still make one list (a 'loose' list).
        blocks.pop();
        current = previous;
      } else if (current?.kind !== 'list' || current.ordered !== ordered) {
        flush();
        current = { kind: 'list', ordered, items: [] };
      }
      current.items.push(parseSpans(item[1] ?? ''));
      continue;
    }
    if (current?.kind === 'list') {
      // A continuation line of the last list item.
      const lastItem = current.items.at(-1);
      if (lastItem) lastItem.push({ kind: 'text', text: ' ' }, ...parseSpans(line.trim()));
      continue;
    }
    if (current?.kind !== 'paragraph') {
      flush();
      current = { kind: 'paragraph', lines: [] };
    }
    current.lines.push(parseSpans(line.trim()));
  }
  flush();
  return blocks;
}
