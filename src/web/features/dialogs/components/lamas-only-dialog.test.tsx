import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { LamasOnlyDialog } from './lamas-only-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  renderWithApp(<LamasOnlyDialog open onOpenChange={() => {}} />);
  const dialog = screen.getByRole('dialog', { name: 'Lamas Only' });
  const submit = () => within(dialog).getByRole('button', { name: 'Submit application' });
  return { dialog, submit, fetchMock };
}

describe('the Lamas Only application', () => {
  test('submit is enabled only once name, email and message are filled; the links are optional', async () => {
    const user = userEvent.setup();
    const { dialog, submit } = setup();
    expect(submit()).toHaveProperty('disabled', true);

    await user.type(within(dialog).getByLabelText('Name'), 'Tenzin');
    expect(submit()).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Email'), 'tenzin@example.org');
    expect(submit()).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Message'), '   ');
    expect(submit()).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Message'), 'I teach shamatha in the mountains.');
    expect(submit()).toHaveProperty('disabled', false);

    await user.clear(within(dialog).getByLabelText('Name'));
    expect(submit()).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Name'), 'Tenzin');
    expect(within(dialog).getByLabelText('Social link (optional)')).toHaveProperty(
      'required',
      false,
    );
    expect(within(dialog).getByLabelText('Photo URL (optional)')).toHaveProperty('required', false);
    expect(submit()).toHaveProperty('disabled', false);
  });

  test('a submitted application stays on the device: thanked, nothing sent', async () => {
    const user = userEvent.setup();
    const { dialog, submit, fetchMock } = setup();
    await user.type(within(dialog).getByLabelText('Name'), 'Tenzin');
    await user.type(within(dialog).getByLabelText('Email'), 'tenzin@example.org');
    await user.type(
      within(dialog).getByLabelText('Social link (optional)'),
      'https://example.org/tenzin',
    );
    await user.type(within(dialog).getByLabelText('Message'), 'I teach shamatha.');
    await user.click(submit());
    expect(within(dialog).getByText('Thank you, Tenzin')).toBeTruthy();
    expect(within(dialog).getByText(/nothing was sent/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('an invalid email or link is pointed out instead of accepted', async () => {
    const user = userEvent.setup();
    const { dialog, submit } = setup();
    await user.type(within(dialog).getByLabelText('Name'), 'Tenzin');
    await user.type(within(dialog).getByLabelText('Email'), 'tenzin at example');
    await user.type(within(dialog).getByLabelText('Photo URL (optional)'), 'not a link');
    await user.type(within(dialog).getByLabelText('Message'), 'Hello');
    await user.click(submit());
    expect(within(dialog).getByText('Please enter a valid email address')).toBeTruthy();
    expect(within(dialog).getByText('Must be a valid URL')).toBeTruthy();
    expect(within(dialog).getByLabelText('Email')).toBe(document.activeElement);
    expect(within(dialog).queryByText(/Thank you/)).toBeNull();
  });
});
