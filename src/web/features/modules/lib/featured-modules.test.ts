import { describe, expect, test } from 'vitest';
import { makeModule } from '../../../test/render.tsx';
import { choosePathModules } from './featured-modules.ts';

const library = [
  makeModule({ id: 'hatha', name: 'Hatha Foundations' }),
  makeModule({ id: 'reports', name: 'Next Level Reports', isConnector: true }),
  makeModule({ id: 'luminary', name: 'The Compassion Luminary' }),
  makeModule({ id: 'ego', name: 'EGO BUSTER' }),
  makeModule({ id: 'fire', name: 'Tummo: the Inner Fire' }),
  makeModule({ id: 'lama', name: 'Laughing Lama' }),
  makeModule({ id: 'puppets', name: 'Planetary Puppets' }),
  makeModule({ id: 'food', name: 'Spiritual Nutrition' }),
];

describe('choosePathModules', () => {
  test('offers the connector and the six featured modules, matched by name keywords', () => {
    const { connector, featured } = choosePathModules(library);
    expect(connector?.id).toBe('reports');
    expect(featured.map(({ key, module }) => [key, module.id])).toEqual([
      ['luminary', 'luminary'],
      ['egoBuster', 'ego'],
      ['innerFire', 'fire'],
      ['laughingLama', 'lama'],
      ['planetaryPuppets', 'puppets'],
      ['spiritualNutrition', 'food'],
    ]);
  });

  test('matching ignores case and falls back to later keywords', () => {
    const { featured } = choosePathModules([
      makeModule({ id: 'dl', name: 'Wisdom of the DALAI Lama' }),
      makeModule({ id: 'tummo', name: 'TUMMO breath' }),
    ]);
    expect(featured.map(({ key, module }) => [key, module.id])).toEqual([
      ['luminary', 'dl'],
      ['innerFire', 'tummo'],
    ]);
  });

  test('leaves out places with no match and never uses a module twice', () => {
    const { connector, featured } = choosePathModules([
      makeModule({ id: 'ego', name: 'Ego Buster' }),
      makeModule({ id: 'hatha', name: 'Hatha Foundations' }),
    ]);
    expect(connector).toBeNull();
    expect(featured.map(({ module }) => module.id)).toEqual(['ego']);
  });

  test('the connector is not offered a second time as a featured module', () => {
    const { featured } = choosePathModules([
      makeModule({ id: 'c', name: 'Inner Fire Reports', isConnector: true }),
    ]);
    expect(featured).toEqual([]);
  });
});
