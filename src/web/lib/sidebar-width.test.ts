import { beforeEach, describe, expect, test } from 'vitest';
import {
  SIDEBAR_WIDTH_DESKTOP_DEFAULT,
  SIDEBAR_WIDTH_MAX,
  SIDEBAR_WIDTH_MIN,
  SIDEBAR_WIDTH_STORAGE_KEY,
} from '../../contracts/constants.ts';
import { clampSidebarWidth, readSidebarWidth, writeSidebarWidth } from './sidebar-width.ts';

describe('sidebar width', () => {
  beforeEach(() => localStorage.clear());

  test('widths inside 240-500 px are kept (rounded to whole pixels)', () => {
    expect(clampSidebarWidth(240)).toBe(240);
    expect(clampSidebarWidth(380)).toBe(380);
    expect(clampSidebarWidth(412.6)).toBe(413);
    expect(clampSidebarWidth(500)).toBe(500);
  });

  test('widths outside the range are clamped to its ends', () => {
    expect(clampSidebarWidth(100)).toBe(SIDEBAR_WIDTH_MIN);
    expect(clampSidebarWidth(-5)).toBe(SIDEBAR_WIDTH_MIN);
    expect(clampSidebarWidth(501)).toBe(SIDEBAR_WIDTH_MAX);
    expect(clampSidebarWidth(Infinity)).toBe(SIDEBAR_WIDTH_DESKTOP_DEFAULT);
  });

  test('a non-number becomes the 380 px default', () => {
    expect(clampSidebarWidth(Number.NaN)).toBe(SIDEBAR_WIDTH_DESKTOP_DEFAULT);
  });

  test('reading storage: nothing or garbage gives the default, an outlier is clamped', () => {
    expect(readSidebarWidth()).toBe(SIDEBAR_WIDTH_DESKTOP_DEFAULT);
    localStorage.setItem(SIDEBAR_WIDTH_STORAGE_KEY, 'wide');
    expect(readSidebarWidth()).toBe(SIDEBAR_WIDTH_DESKTOP_DEFAULT);
    localStorage.setItem(SIDEBAR_WIDTH_STORAGE_KEY, '9000');
    expect(readSidebarWidth()).toBe(SIDEBAR_WIDTH_MAX);
  });

  test('a written width reads back clamped', () => {
    writeSidebarWidth(300);
    expect(readSidebarWidth()).toBe(300);
    writeSidebarWidth(10);
    expect(localStorage.getItem(SIDEBAR_WIDTH_STORAGE_KEY)).toBe(String(SIDEBAR_WIDTH_MIN));
  });
});
