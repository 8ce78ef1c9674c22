import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import {
  BUILT_IN_RESOURCES,
  countryFromAcceptLanguage,
  loadResourceTable,
  resourcesFor,
} from './crisis-resources.ts';

const tempFile = (content: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangha-resources-'));
  const file = path.join(dir, 'resources.json');
  fs.writeFileSync(file, content);
  return file;
};

describe('crisis resources by country', () => {
  test.each([
    ['en-US,en;q=0.9', 'US'],
    ['es-419,es;q=0.8', null],
    ['pt-BR', 'BR'],
    ['zh-Hant-TW,zh;q=0.9', 'TW'],
    ['de', null],
    ['ja', 'JP'],
    ['sv', 'SE'],
    ['nb-NO,nb;q=0.9', 'NO'],
    ['fr;q=0.9, fr-CA;q=0.8', 'CA'],
    ['te', 'IN'],
    ['mr', 'IN'],
    ['pa-IN,pa;q=0.9', 'IN'],
    ['pa', null],
    ['bn', null],
    ['', null],
    [undefined, null],
  ])('Accept-Language %s gives country %s', (header, country) => {
    expect(countryFromAcceptLanguage(header)).toBe(country);
  });

  test('a language of an EU country without a checked line still names the emergency number', () => {
    for (const header of ['sv', 'fi', 'cs', 'bg', 'hu-HU']) {
      expect(resourcesFor(BUILT_IN_RESOURCES, countryFromAcceptLanguage(header)).emergency).toBe(
        '112',
      );
    }
  });

  test('an unknown country falls back to the default entry', () => {
    expect(resourcesFor(BUILT_IN_RESOURCES, 'KE')).toEqual(BUILT_IN_RESOURCES.default);
    expect(resourcesFor(BUILT_IN_RESOURCES, null)).toEqual(BUILT_IN_RESOURCES.default);
  });

  test('an operator’s file adds countries and replaces the ones it names', () => {
    const file = tempFile(
      JSON.stringify({
        KE: { emergency: '999', crisis: ['Befrienders Kenya: **+254 722 178 177**'] },
        US: { emergency: '911', crisis: ['Our own line: **555-0100**'] },
      }),
    );
    const table = loadResourceTable(file);
    expect(table.KE?.crisis).toEqual(['Befrienders Kenya: **+254 722 178 177**']);
    expect(table.KE?.abuse).toEqual([]);
    expect(table.US?.crisis).toEqual(['Our own line: **555-0100**']);
    expect(table.GB).toEqual(BUILT_IN_RESOURCES.GB);
  });

  test('a bad file stops the server at start with the variable named', () => {
    const env = { NODE_ENV: 'test' as const };
    expect(() =>
      loadConfig({ ...env, CRISIS_RESOURCES_FILE: tempFile('{"usa": {"crisis": []}}') }),
    ).toThrow(/CRISIS_RESOURCES_FILE: .*usa.*ISO country codes/);
    expect(() => loadConfig({ ...env, CRISIS_RESOURCES_FILE: tempFile('not json') })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...env, CRISIS_RESOURCES_FILE: '/nonexistent/file.json' })).toThrow(
      /CRISIS_RESOURCES_FILE: cannot read/,
    );
  });
});
