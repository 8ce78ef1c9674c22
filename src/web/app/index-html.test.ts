import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { THEME_STORAGE_KEY } from '../../contracts/constants.ts';

describe('index.html', () => {
  const html = readFileSync(join(import.meta.dirname, '../index.html'), 'utf8');

  test('sets the theme class before first paint from the same storage key as ThemeProvider', () => {
    const inline = /<script>([^<]+)<\/script>/.exec(html)?.[1] ?? '';
    expect(inline).toMatch(new RegExp(`localStorage\\.getItem\\(['"]${THEME_STORAGE_KEY}['"]\\)`));
    expect(inline).toContain('prefers-color-scheme: dark');
  });
});
