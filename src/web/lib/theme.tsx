import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { THEME_STORAGE_KEY } from '../../contracts/constants.ts';
import { useHydrated } from './hydration.tsx';
import { readStorage, writeStorage } from './storage.ts';
import { useMediaQuery } from './use-media-query.ts';

export type Theme = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEMES: readonly Theme[] = ['light', 'dark', 'system'];
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark' || value === 'system';
}

function readTheme(storageKey: string, fallback: Theme): Theme {
  const stored = readStorage(storageKey);
  return isTheme(stored) ? stored : fallback;
}

interface ThemeContextValue {
  /** What the person chose. */
  theme: Theme;
  /** What is on screen: 'system' resolved through prefers-color-scheme. */
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

interface ThemeProviderProps {
  children: ReactNode;
  /** SPEC §4 gives two readings; DESIGN keeps 'system'. */
  defaultTheme?: Theme;
  storageKey?: string;
}

/**
 * Light, dark or system theme (SPEC §4), kept under 'vite-ui-theme'. 'system' follows the OS
 * preference live, and the `light`/`dark` class on <html> drives the colours. index.html sets
 * the same class before the first paint.
 */
export function ThemeProvider({
  children,
  defaultTheme = 'system',
  storageKey = THEME_STORAGE_KEY,
}: ThemeProviderProps) {
  const [storedTheme, setThemeState] = useState<Theme>(() => readTheme(storageKey, defaultTheme));
  // A prerendered page was built without this browser's choice: it renders the default until
  // hydrated (the class on <html>, set by index.html's script, is right all along).
  const hydrated = useHydrated();
  const theme = hydrated ? storedTheme : defaultTheme;
  const systemDark = useMediaQuery(DARK_SCHEME_QUERY);
  const resolvedTheme: ResolvedTheme = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;

  useLayoutEffect(() => {
    if (!hydrated) return;
    const root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(resolvedTheme);
    root.style.colorScheme = resolvedTheme;
  }, [resolvedTheme, hydrated]);

  // Another tab changed the theme: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey)
        setThemeState(isTheme(event.newValue) ? event.newValue : defaultTheme);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storageKey, defaultTheme]);

  const setTheme = useCallback(
    (next: Theme) => {
      writeStorage(storageKey, next);
      setThemeState(next);
    },
    [storageKey],
  );

  const value = useMemo(
    () => ({ theme, resolvedTheme, setTheme }),
    [theme, resolvedTheme, setTheme],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside ThemeProvider');
  return context;
}
