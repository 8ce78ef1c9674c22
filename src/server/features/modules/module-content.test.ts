import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { FEATURED_MODULE_KEYWORDS } from '../../../contracts/module-display.ts';
import { REPO_ROOT } from '../../testing/test-app.ts';
import { carouselId, parseModuleFile, readModuleContent } from './module-content.ts';

describe('module content files', () => {
  test('parseModuleFile reads the frontmatter, the teachings and a content hash', () => {
    const text =
      '---\nname: Breath\ndescription: "Breathe: slowly."\navatar: "🌬️"\ncarousel: Yoga\norder: 3\nvoice: en+f3\npersona: |\n  You are Breath.\n---\n\n# Breath\n\nInhale.\n';
    const source = parseModuleFile('breath.md', text);
    expect(source).toMatchObject({
      id: 'breath',
      name: 'Breath',
      description: 'Breathe: slowly.',
      avatar: '🌬️',
      carouselName: 'Yoga',
      order: 3,
      isConnector: false,
      voice: 'en+f3',
      persona: 'You are Breath.',
      teachings: '# Breath\n\nInhale.',
    });
    expect(source.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(parseModuleFile('breath.md', text.replace('Inhale', 'Exhale')).contentHash).not.toBe(
      source.contentHash,
    );
  });

  test('parseModuleFile says what is wrong with a bad file', () => {
    expect(() => parseModuleFile('Bad Name.md', '---\nname: x\n---\ny')).toThrow(/lowercase/);
    expect(() => parseModuleFile('a.md', 'no frontmatter')).toThrow(/frontmatter/);
    expect(() => parseModuleFile('a.md', '---\nname: [\n---\ny')).toThrow(/not valid YAML/);
    expect(() => parseModuleFile('a.md', '---\nname: A\ndescription: B\n---\ny')).toThrow(
      /persona/,
    );
    expect(() =>
      parseModuleFile('a.md', '---\nname: A\ndescription: B\npersona: C\n---\n  \n'),
    ).toThrow(/teachings/);
  });

  test('carousel ids are readable slugs', () => {
    expect(carouselId('Tibetan Practice')).toBe('tibetan-practice');
    expect(carouselId('  Éveil & Joie! ')).toBe('eveil-joie');
    expect(carouselId('!!!')).toBe('carousel');
  });
});

describe('the shipped content', () => {
  test('has at least 12 valid modules in at least 3 carousels, each with 1,000+ words of teachings', async () => {
    const content = await readModuleContent(path.join(REPO_ROOT, 'content'));
    expect(content.errors).toEqual([]);
    expect(content.modules.length).toBeGreaterThanOrEqual(12);
    const carousels = new Set(content.modules.map((m) => m.carouselName));
    expect(carousels.size).toBeGreaterThanOrEqual(3);
    expect(content.carouselOrder).toEqual(['Start Here', 'Yoga', 'Meditation', 'Tibetan Practice']);
    for (const m of content.modules) {
      const words = m.teachings.split(/\s+/).filter(Boolean).length;
      expect(words, `${m.id} teachings`).toBeGreaterThanOrEqual(1000);
      expect(m.persona, `${m.id} persona`).toMatch(/\bAI\b/);
      expect(m.description.length, `${m.id} description`).toBeLessThanOrEqual(200);
    }
  });

  test('has exactly one connector module and a module for each featured keyword of Choose Your Path', async () => {
    const { modules } = await readModuleContent(path.join(REPO_ROOT, 'content'));
    expect(modules.filter((m) => m.isConnector).map((m) => m.id)).toEqual(['next-level-reports']);
    for (const keywords of Object.values(FEATURED_MODULE_KEYWORDS)) {
      const matches = modules.filter((m) => keywords.some((k) => m.name.toLowerCase().includes(k)));
      expect(matches, keywords.join('/')).toHaveLength(1);
    }
  });
});
