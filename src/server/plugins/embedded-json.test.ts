import { describe, expect, test } from 'vitest';
import { jsonScriptElement } from './embedded-json.ts';

describe('jsonScriptElement', () => {
  test('text that would end the element or open a comment stays inside it, as the same JSON', () => {
    const modules = [
      { description: '</script><script>window.__xss=1</script>' },
      { description: '<!-- <script> --> </SCRIPT > <\u2028' },
    ];
    const element = jsonScriptElement('carried', JSON.stringify(modules));
    const open = '<script type="application/json" id="carried">';
    expect(element.startsWith(open)).toBe(true);
    // An HTML parser ends a script element at the first '</script' (any case); with no '<' in
    // its text, nothing inside can end it early or start the comment states that hide it.
    const text = element.slice(open.length, element.search(/<\/script/i));
    expect(text).not.toContain('<');
    expect(open.length + text.length + '</script>'.length).toBe(element.length);
    expect(JSON.parse(text)).toEqual(modules);
  });

  test('refuses an id that is not a plain name', () => {
    expect(() => jsonScriptElement('x" onload="alert(1)', '[]')).toThrow();
  });
});
