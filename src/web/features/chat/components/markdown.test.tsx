import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { parseInline, safeHref } from '../lib/markdown.ts';
import { Markdown } from './markdown.tsx';

afterEach(cleanup);

function renderMarkdown(text: string): HTMLElement {
  return render(<Markdown text={text} />).container;
}

/** Every attribute of every element under `root`. */
function allAttributes(root: HTMLElement): Attr[] {
  return [...root.querySelectorAll('*')].flatMap((element) => [...element.attributes]);
}

describe('Markdown', () => {
  test('renders paragraphs, bold, italic, inline code, headings and lists', () => {
    const root = renderMarkdown(
      '## Practice\n\nSit **tall** and breathe *slowly*, using `ujjayi`.\n\n- inhale\n- exhale\n\n1. first\n2. second',
    );
    expect(root.querySelector('h4')?.textContent).toBe('Practice');
    expect(root.querySelector('strong')?.textContent).toBe('tall');
    expect(root.querySelector('em')?.textContent).toBe('slowly');
    expect(root.querySelector('code')?.textContent).toBe('ujjayi');
    expect([...root.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual([
      'inhale',
      'exhale',
    ]);
    expect([...root.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual([
      'first',
      'second',
    ]);
  });

  test('an http(s) link opens in a new tab without access to this page', () => {
    const link = renderMarkdown('Read [the sutras](https://example.org/sutras).').querySelector(
      'a',
    );
    expect(link?.getAttribute('href')).toBe('https://example.org/sutras');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
    expect(link?.textContent).toBe('the sutras');
  });

  test('raw HTML is shown as text, never as elements', () => {
    const root = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src="https://evil.example/x.png" onerror="alert(2)">\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(root.querySelector('script, img, iframe')).toBeNull();
    expect(root.textContent).toContain('<script>alert(1)</script>');
    expect(allAttributes(root).filter((attr) => attr.name.startsWith('on'))).toEqual([]);
  });

  test('images become their alt text and load nothing', () => {
    const root = renderMarkdown('Behold ![a lotus](https://evil.example/track.png) here');
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toBe('Behold a lotus here');
  });

  test.each([
    '[click](javascript:alert(1))',
    '[click](JAVASCRIPT:alert(1))',
    '[click](data:text/html,<script>alert(1)</script>)',
    '[click](vbscript:msgbox(1))',
    '[click](/relative/path)',
    '[click](//evil.example)',
  ])('%s keeps its text but gets no destination', (source) => {
    const root = renderMarkdown(source);
    expect(root.querySelector('a')).toBeNull();
    expect(root.textContent).toContain('click');
    for (const attr of allAttributes(root)) {
      expect(attr.value.toLowerCase()).not.toMatch(/javascript:|data:|vbscript:/);
    }
  });

  test('a bare https address becomes a link; a bare javascript: one stays text', () => {
    const root = renderMarkdown('See https://example.org/a. Not javascript:alert(1)');
    const links = root.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://example.org/a');
  });

  test('a fenced code block keeps its text verbatim', () => {
    const root = renderMarkdown('```\n**not bold** <b>x</b>\n```');
    expect(root.querySelector('pre code')?.textContent).toBe('**not bold** <b>x</b>');
    expect(root.querySelector('strong, b')).toBeNull();
  });

  test('half-streamed markup renders as plain text', () => {
    expect(renderMarkdown('Breathe **deep').textContent).toBe('Breathe **deep');
  });
});

describe('safeHref', () => {
  test('allows only absolute http and https URLs', () => {
    expect(safeHref('https://example.org')).toBe('https://example.org/');
    expect(safeHref('http://example.org/x')).toBe('http://example.org/x');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('mailto:a@b.co')).toBeNull();
    expect(safeHref('not a url')).toBeNull();
  });

  test('nested emphasis inside links is kept', () => {
    expect(parseInline('[**bold** link](https://x.example)')).toEqual([
      {
        type: 'link',
        href: 'https://x.example/',
        children: [
          { type: 'strong', children: [{ type: 'text', text: 'bold' }] },
          { type: 'text', text: ' link' },
        ],
      },
    ]);
  });
});
