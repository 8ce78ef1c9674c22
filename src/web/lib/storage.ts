/**
 * Local storage that never throws: private modes, disabled cookies and sandboxed frames make
 * `localStorage` unavailable or make writes fail, and the app must keep working without it.
 */

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Returns false when the value could not be stored. */
export function writeStorage(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
