import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { DivineWarningDialog } from './divine-warning-dialog.tsx';
import { HIGHEST_SELF_REPLIES, HighestSelfDialog } from './highest-self-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Contact Your Highest Self', () => {
  test('a message gets a gentle reply from within, and nothing is sent', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<HighestSelfDialog open onOpenChange={() => {}} pickReply={() => 1} />);
    const dialog = screen.getByRole('dialog', { name: 'Contact Your Highest Self' });
    await user.type(within(dialog).getByLabelText('Your message'), 'Am I on the right path?');
    await user.click(within(dialog).getByRole('button', { name: 'Send to Highest Self' }));
    expect(within(dialog).getByText(`“${HIGHEST_SELF_REPLIES[1]}”`)).toBeTruthy();
    expect(
      within(dialog).getByText('Nothing was sent anywhere. The line runs inward.'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('Divine Warning', () => {
  test('says the teachers are AI, not advice, and where to turn in a crisis', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithApp(<DivineWarningDialog open onOpenChange={onOpenChange} appName="Sangha" />);
    const dialog = screen.getByRole('dialog', { name: 'Divine Warning' });
    expect(within(dialog).getByText(/The teachers of Sangha are AI personas/)).toBeTruthy();
    expect(
      within(dialog).getByText(/Nothing here is medical, psychological, legal or financial advice/),
    ).toBeTruthy();
    expect(within(dialog).getByText(/emergency number or a crisis line/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'I understand' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
