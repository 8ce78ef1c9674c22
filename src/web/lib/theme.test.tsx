import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { THEME_STORAGE_KEY } from '../../contracts/constants.ts';
import { ThemeToggle } from '../components/theme-toggle.tsx';
import { installMatchMedia, type MatchMediaControl } from '../test/match-media.ts';
import { DARK_SCHEME_QUERY, ThemeProvider, useTheme } from './theme.tsx';

function ShowTheme() {
  const { theme, resolvedTheme } = useTheme();
  return <p data-testid="theme">{`${theme}:${resolvedTheme}`}</p>;
}

function renderTheme() {
  return render(
    <ThemeProvider>
      <ShowTheme />
      <ThemeToggle />
    </ThemeProvider>,
  );
}

const htmlClasses = () =>
  [...document.documentElement.classList].filter((c) => c === 'light' || c === 'dark');

describe('ThemeProvider', () => {
  let media: MatchMediaControl;

  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
    media = installMatchMedia({ [DARK_SCHEME_QUERY]: false });
  });

  afterEach(() => {
    cleanup();
    media.restore();
  });

  test('defaults to system, which follows the OS preference', () => {
    media.set(DARK_SCHEME_QUERY, true);
    renderTheme();
    expect(screen.getByTestId('theme').textContent).toBe('system:dark');
    expect(htmlClasses()).toEqual(['dark']);
  });

  test('in system mode a change of OS preference applies at once', () => {
    renderTheme();
    expect(htmlClasses()).toEqual(['light']);
    act(() => media.set(DARK_SCHEME_QUERY, true));
    expect(htmlClasses()).toEqual(['dark']);
    act(() => media.set(DARK_SCHEME_QUERY, false));
    expect(htmlClasses()).toEqual(['light']);
  });

  test('choosing a theme stores it under vite-ui-theme and applies it', async () => {
    const user = userEvent.setup();
    renderTheme();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(htmlClasses()).toEqual(['dark']);
    expect(screen.getByRole('radio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');

    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(htmlClasses()).toEqual(['light']);
  });

  test('an explicit choice ignores the OS preference', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    renderTheme();
    act(() => media.set(DARK_SCHEME_QUERY, true));
    expect(screen.getByTestId('theme').textContent).toBe('light:light');
    expect(htmlClasses()).toEqual(['light']);
  });

  test('a stored value that is not a theme falls back to system', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    renderTheme();
    expect(screen.getByTestId('theme').textContent).toBe('system:light');
  });
});
