/**
 * A small Markdown reader for teacher replies: paragraphs, headings, lists, quotes, code, rules,
 * **bold**, *italic*, ~~struck~~, `code` and links. It builds plain data that the Markdown
 * component turns into React elements, so nothing is ever parsed as HTML: raw HTML stays text,
 * images become their alt text, and only http(s) links keep a destination.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'break' }
  | { type: 'code'; text: string }
  | { type: 'strong' | 'em' | 'del'; children: Inline[] }
  | { type: 'link'; href: string | null; children: Inline[] };

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: number; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'quote'; children: Block[] }
  | { type: 'code'; text: string }
  | { type: 'rule' };

/** The URL when it is an absolute http(s) address, else null (no javascript:, data:, …). */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

// One alternative per inline construct; the earliest match in the text wins.
const INLINE_PATTERN = new RegExp(
  [
    /`([^`\n]+)`/.source, // 1 code
    /!\[([^\]\n]*)\]\([^)\s]*(?:\s+"[^"\n]*")?\)/.source, // 2 image: alt text only
    /\[([^\]\n]+)\]\(([^)\s]+)(?:\s+"[^"\n]*")?\)/.source, // 3 text, 4 url
    /\*\*(?=\S)([\s\S]*?\S)\*\*/.source, // 5 strong
    /__(?=\S)([\s\S]*?\S)__/.source, // 6 strong
    /\*(?=[^\s*])([\s\S]*?[^\s*])\*/.source, // 7 em
    /(?<![\p{L}\p{N}])_(?=[^\s_])([\s\S]*?[^\s_])_(?![\p{L}\p{N}])/u.source, // 8 em
    /~~(?=\S)([\s\S]*?\S)~~/.source, // 9 del
    /(https?:\/\/[^\s<>()]*[^\s<>().,:;"'!?*_\]])/.source, // 10 bare URL
  ].join('|'),
  'gu',
);

function pushText(nodes: Inline[], text: string): void {
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    if (index > 0) nodes.push({ type: 'break' });
    if (line) nodes.push({ type: 'text', text: line });
  });
}

export function parseInline(text: string): Inline[] {
  const nodes: Inline[] = [];
  const pattern = new RegExp(INLINE_PATTERN.source, INLINE_PATTERN.flags);
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    pushText(nodes, text.slice(last, match.index));
    last = match.index + match[0].length;
    const [, code, alt, linkText, url, strong1, strong2, em1, em2, del, bare] = match;
    if (code !== undefined) nodes.push({ type: 'code', text: code });
    else if (alt !== undefined) pushText(nodes, alt);
    else if (linkText !== undefined && url !== undefined)
      nodes.push({ type: 'link', href: safeHref(url), children: parseInline(linkText) });
    else if (strong1 !== undefined || strong2 !== undefined)
      nodes.push({ type: 'strong', children: parseInline(strong1 ?? strong2 ?? '') });
    else if (em1 !== undefined || em2 !== undefined)
      nodes.push({ type: 'em', children: parseInline(em1 ?? em2 ?? '') });
    else if (del !== undefined) nodes.push({ type: 'del', children: parseInline(del) });
    else if (bare !== undefined)
      nodes.push({ type: 'link', href: safeHref(bare), children: [{ type: 'text', text: bare }] });
  }
  pushText(nodes, text.slice(last));
  return nodes;
}

const FENCE = /^\s{0,3}(```|~~~)/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const QUOTE = /^\s{0,3}>\s?/;
const BULLET = /^\s*[-*+]\s+/;
const NUMBERED = /^\s*(\d{1,9})[.)]\s+/;

function startsBlock(line: string): boolean {
  return (
    FENCE.test(line) ||
    HEADING.test(line) ||
    RULE.test(line) ||
    QUOTE.test(line) ||
    BULLET.test(line) ||
    NUMBERED.test(line)
  );
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (!line.trim()) {
      i++;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1] ?? '```';
      const body: string[] = [];
      i++;
      while (i < lines.length && !(lines[i] ?? '').trimStart().startsWith(marker)) {
        body.push(lines[i] ?? '');
        i++;
      }
      i++; // the closing fence (or the end)
      blocks.push({ type: 'code', text: body.join('\n') });
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({
        type: 'heading',
        level: heading[1]?.length ?? 1,
        children: parseInline(heading[2] ?? ''),
      });
      i++;
      continue;
    }

    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i++;
      continue;
    }

    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i] ?? '')) {
        body.push((lines[i] ?? '').replace(QUOTE, ''));
        i++;
      }
      blocks.push({ type: 'quote', children: parseMarkdown(body.join('\n')) });
      continue;
    }

    const numbered = NUMBERED.exec(line);
    if (numbered || BULLET.test(line)) {
      const ordered = numbered !== null;
      const marker = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      while (i < lines.length) {
        const current = lines[i] ?? '';
        if (marker.test(current)) {
          items.push(current.replace(marker, ''));
        } else if (current.trim() && !startsBlock(current) && items.length > 0) {
          // A continuation line of the item above.
          items[items.length - 1] += '\n' + current.trim();
        } else if (!current.trim() && marker.test(lines[i + 1] ?? '')) {
          // A blank line between items keeps the list going.
        } else {
          break;
        }
        i++;
      }
      blocks.push({
        type: 'list',
        ordered,
        start: numbered ? Number(numbered[1]) : 1,
        items: items.map((item) => parseInline(item)),
      });
      continue;
    }

    const body: string[] = [];
    while (i < lines.length && (lines[i] ?? '').trim() && !startsBlock(lines[i] ?? '')) {
      body.push((lines[i] ?? '').trim());
      i++;
    }
    blocks.push({ type: 'paragraph', children: parseInline(body.join('\n')) });
  }
  return blocks;
}
