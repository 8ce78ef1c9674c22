import { describe, expect, test } from 'vitest';
import type { Carousel } from '../../../../contracts/modules.ts';
import { makeModule } from '../../../test/render.tsx';
import { groupModules } from './group-modules.ts';

const a = makeModule({ id: 'a' });
const b = makeModule({ id: 'b' });
const c = makeModule({ id: 'c' });

describe('groupModules', () => {
  test('no carousels: one flat, unnamed list in the given order', () => {
    expect(groupModules([a, b, c], [])).toEqual([{ id: null, name: null, modules: [a, b, c] }]);
  });

  test('groups follow carousel order; modules in no carousel come last', () => {
    const carousels: Carousel[] = [
      { id: 'x', name: 'Breath', modules: [c] },
      { id: 'y', name: 'Mind', modules: [a] },
    ];
    expect(groupModules([a, b, c], carousels)).toEqual([
      { id: 'x', name: 'Breath', modules: [c] },
      { id: 'y', name: 'Mind', modules: [a] },
      { id: 'more', name: 'More teachers', modules: [b] },
    ]);
  });

  test('carousel entries missing from the module list are not shown, and empty groups vanish', () => {
    const gone = makeModule({ id: 'gone' });
    const carousels: Carousel[] = [
      { id: 'x', name: 'Old', modules: [gone] },
      { id: 'y', name: 'Mind', modules: [a, b] },
    ];
    expect(groupModules([a, b], carousels)).toEqual([{ id: 'y', name: 'Mind', modules: [a, b] }]);
  });
});
