import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { jsonScriptElement } from './embedded-json.ts';

describe('jsonScriptElement', () => {
  test('text that would end the element or open a comment stays inside it, as the same JSON', () => {
    const modules = [
      { description: '</script><script>window.__xss=1</script>' },
      { description: '<!-- <script> --> </SCRIPT > <\u2028' },
    ];
    const json = JSON.stringify(modules);
    const html = `<!doctype html><html><head>${jsonScriptElement('carried', json)}</head><body></body></html>`;
    const { document } = new JSDOM(html).window;
    expect(document.scripts).toHaveLength(1);
    expect(JSON.parse(document.getElementById('carried')?.textContent ?? '')).toEqual(modules);
    expect(html).not.toMatch(/<\/script>.*<\/script>/i);
  });

  test('refuses an id that is not a plain name', () => {
    expect(() => jsonScriptElement('x" onload="alert(1)', '[]')).toThrow();
  });
});
