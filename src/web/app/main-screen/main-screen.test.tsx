import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { SIDEBAR_WIDTH_STORAGE_KEY } from '../../../contracts/constants.ts';
import { MOBILE_MEDIA_QUERY } from '../../lib/use-media-query.ts';
import { resetToasts } from '../../lib/toast.ts';
import { installMatchMedia, type MatchMediaControl } from '../../test/match-media.ts';
import { makeModule, renderWithApp, seededQueryClient, testConfig } from '../../test/render.tsx';
import { MainScreen } from './main-screen.tsx';

const modules = [makeModule({ id: 'inner-fire', name: 'Inner Fire', description: 'Tummo heat' })];

function renderMain(path = '/chat') {
  return renderWithApp(<MainScreen />, {
    path,
    queryClient: seededQueryClient({ user: null, config: testConfig, modules, carousels: [] }),
  });
}

function swipe(element: Element, fromX: number, toX: number) {
  fireEvent.touchStart(element, { touches: [{ clientX: fromX, clientY: 300 }] });
  fireEvent.touchEnd(element, { changedTouches: [{ clientX: toX, clientY: 305 }] });
}

let media: MatchMediaControl;

afterEach(() => {
  cleanup();
  resetToasts();
  media.restore();
});

describe('MainScreen on desktop', () => {
  beforeEach(() => {
    localStorage.clear();
    media = installMatchMedia({ [MOBILE_MEDIA_QUERY]: false });
  });

  test('the sidebar starts 380 px wide and the separator resizes it by 10 px per arrow key', async () => {
    const user = userEvent.setup();
    renderMain();
    const sidebar = screen.getByTestId('sidebar');
    const handle = screen.getByRole('separator', { name: 'Resize sidebar' });
    expect(sidebar.style.width).toBe('380px');
    expect(handle.getAttribute('aria-orientation')).toBe('vertical');
    expect(handle.getAttribute('aria-valuemin')).toBe('240');
    expect(handle.getAttribute('aria-valuemax')).toBe('500');

    handle.focus();
    await user.keyboard('{ArrowRight}');
    expect(handle.getAttribute('aria-valuenow')).toBe('390');
    expect(sidebar.style.width).toBe('390px');
    expect(localStorage.getItem(SIDEBAR_WIDTH_STORAGE_KEY)).toBe('390');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(handle.getAttribute('aria-valuenow')).toBe('370');
    await user.keyboard('{End}{ArrowRight}');
    expect(handle.getAttribute('aria-valuenow')).toBe('500');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(handle.getAttribute('aria-valuenow')).toBe('240');
  });

  test('a stored width is restored, clamped', () => {
    localStorage.setItem(SIDEBAR_WIDTH_STORAGE_KEY, '4000');
    renderMain();
    expect(screen.getByTestId('sidebar').style.width).toBe('500px');
  });

  test('no mobile buttons; the selected module gets a header with Start', async () => {
    const user = userEvent.setup();
    renderMain('/chat/inner-fire');
    expect(screen.queryByRole('button', { name: 'Open sidebar' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Inner Fire' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inner Fire' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const notifications = screen.getByRole('region', { name: /Notifications/ });
    expect(await within(notifications).findByText('Tummo heat')).toBeTruthy();
    expect(within(notifications).getByText('Inner Fire')).toBeTruthy();
  });

  test('an unknown module id shows Module not found with a way back', () => {
    renderMain('/chat/nobody');
    expect(screen.getByRole('heading', { name: 'Module not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to all teachers' }).getAttribute('href')).toBe(
      '/chat',
    );
  });

  test('with no module selected the welcome names the app', () => {
    renderMain('/chat');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Sangha' })).toBeTruthy();
  });
});

describe('MainScreen on mobile', () => {
  beforeEach(() => {
    localStorage.clear();
    media = installMatchMedia({ [MOBILE_MEDIA_QUERY]: true });
  });

  test('the sidebar starts closed; the menu button opens it and the close button closes it', async () => {
    const user = userEvent.setup();
    renderMain();
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar.getAttribute('data-state')).toBe('closed');
    expect(screen.queryByRole('separator')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open sidebar' }));
    expect(sidebar.getAttribute('data-state')).toBe('open');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close sidebar' }));

    await user.click(screen.getByRole('button', { name: 'Close sidebar' }));
    expect(sidebar.getAttribute('data-state')).toBe('closed');
  });

  test('a swipe right of 50 px opens the sidebar and a swipe left closes it', () => {
    const { container } = renderMain();
    const root = container.firstElementChild as Element;
    const sidebar = screen.getByTestId('sidebar');

    swipe(root, 10, 50);
    expect(sidebar.getAttribute('data-state')).toBe('closed');
    swipe(root, 10, 60);
    expect(sidebar.getAttribute('data-state')).toBe('open');
    swipe(root, 200, 170);
    expect(sidebar.getAttribute('data-state')).toBe('open');
    swipe(root, 200, 150);
    expect(sidebar.getAttribute('data-state')).toBe('closed');
  });

  test('Escape inside the open sidebar closes it', async () => {
    const user = userEvent.setup();
    renderMain();
    await user.click(screen.getByRole('button', { name: 'Open sidebar' }));
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('sidebar').getAttribute('data-state')).toBe('closed');
  });

  test('growing past the breakpoint shows the sidebar beside the chat', () => {
    renderMain();
    act(() => media.set(MOBILE_MEDIA_QUERY, false));
    expect(screen.getByTestId('sidebar').getAttribute('data-state')).toBe('open');
    expect(screen.getByRole('separator', { name: 'Resize sidebar' })).toBeTruthy();
  });
});
