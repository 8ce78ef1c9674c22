import {
  SIDEBAR_WIDTH_DESKTOP_DEFAULT,
  SIDEBAR_WIDTH_MAX,
  SIDEBAR_WIDTH_MIN,
  SIDEBAR_WIDTH_STORAGE_KEY,
} from '../../contracts/constants.ts';
import { readStorage, writeStorage } from './storage.ts';

/** Keep a desktop sidebar width inside SPEC §5's 240-500 px; garbage becomes the default. */
export function clampSidebarWidth(width: number): number {
  if (!Number.isFinite(width)) return SIDEBAR_WIDTH_DESKTOP_DEFAULT;
  return Math.round(Math.min(SIDEBAR_WIDTH_MAX, Math.max(SIDEBAR_WIDTH_MIN, width)));
}

/** The stored desktop width, or the default when nothing (valid) is stored. */
export function readSidebarWidth(): number {
  const stored = readStorage(SIDEBAR_WIDTH_STORAGE_KEY);
  if (stored === null || stored.trim() === '') return SIDEBAR_WIDTH_DESKTOP_DEFAULT;
  return clampSidebarWidth(Number(stored));
}

export function writeSidebarWidth(width: number): void {
  writeStorage(SIDEBAR_WIDTH_STORAGE_KEY, String(clampSidebarWidth(width)));
}
