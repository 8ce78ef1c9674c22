/**
 * jsdom has no matchMedia. This installs one whose answers a test controls, firing 'change'
 * like a browser does when the viewport or the OS colour preference changes.
 */
type Listener = (event: MediaQueryListEvent) => void;

export interface MatchMediaControl {
  /** Set whether `query` matches, notifying its listeners when that changes. */
  set: (query: string, matches: boolean) => void;
  restore: () => void;
}

export function installMatchMedia(initial: Record<string, boolean> = {}): MatchMediaControl {
  const state = new Map<string, boolean>(Object.entries(initial));
  const listeners = new Map<string, Set<Listener>>();
  // jsdom defines no matchMedia of its own; remember whatever a previous setup put there.
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');

  window.matchMedia = (query: string): MediaQueryList => {
    const set = listeners.get(query) ?? new Set<Listener>();
    listeners.set(query, set);
    return {
      media: query,
      get matches() {
        return state.get(query) ?? false;
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => set.add(listener),
      removeEventListener: (_type: string, listener: Listener) => set.delete(listener),
      addListener: (listener: Listener) => set.add(listener),
      removeListener: (listener: Listener) => set.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };

  return {
    set(query, matches) {
      if (state.get(query) === matches) return;
      state.set(query, matches);
      for (const listener of listeners.get(query) ?? []) {
        listener({ matches, media: query } as MediaQueryListEvent);
      }
    },
    restore() {
      if (original) Object.defineProperty(window, 'matchMedia', original);
      else Reflect.deleteProperty(window, 'matchMedia');
    },
  };
}
