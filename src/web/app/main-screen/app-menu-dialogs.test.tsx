import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderWithApp, seededQueryClient, testConfig } from '../../test/render.tsx';
import { AppMenu } from './app-menu.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openFromMenu(item: string) {
  const user = userEvent.setup();
  renderWithApp(<AppMenu links={testConfig.links} />, {
    queryClient: seededQueryClient({ config: testConfig }),
  });
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  return user;
}

describe('the menu’s dialogs', () => {
  test('Lamas Only opens the application form', async () => {
    await openFromMenu('Lamas Only');
    const dialog = await screen.findByRole('dialog', { name: 'Lamas Only' });
    expect(within(dialog).getByRole('button', { name: 'Submit application' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  test('Contact Your Highest Self opens the line inward', async () => {
    await openFromMenu('Contact Your Highest Self');
    const dialog = await screen.findByRole('dialog', { name: 'Contact Your Highest Self' });
    expect(within(dialog).getByRole('button', { name: 'Send to Highest Self' })).toBeTruthy();
  });

  test('Warning opens the Divine Warning, and it closes again', async () => {
    const user = await openFromMenu('Warning');
    const dialog = await screen.findByRole('dialog', { name: 'Divine Warning' });
    expect(within(dialog).getByText(/The teachers of Sangha are AI personas/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'I understand' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
