import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AvatarConfig } from '../../../../contracts/voice.ts';
import { apiError, installFakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { AvatarDialog } from './avatar-dialog.tsx';

const config: AvatarConfig = {
  agentId: 'agent-lotus',
  apiSecret: 'short.lived',
  expiresAt: '2026-11-21T10:10:00.000Z',
  scriptUrl: 'https://cdn.avatars.example/widget.js',
};

/** jsdom never fetches scripts: answer the provider's script tag as loaded or failed. */
function scriptLoads(outcome: 'load' | 'error', define?: () => void) {
  const append = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    append(...nodes);
    for (const node of nodes) {
      if (node instanceof HTMLScriptElement) {
        setTimeout(() => {
          if (outcome === 'load') define?.();
          node.dispatchEvent(new Event(outcome));
        }, 0);
      }
    }
  });
}

let scriptSrc = 0;
beforeEach(() => {
  // A fresh script address per test, so the once-only loader never reuses an earlier result.
  scriptSrc += 1;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete window.BitHumanAvatar;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

function open(answer: () => Response) {
  installFakeApi({ 'GET /api/bithuman-config': answer });
  renderWithApp(<AvatarDialog open onOpenChange={() => {}} teacherName="Inner Fire" />);
  return screen.getByRole('dialog', { name: 'AI Avatar' });
}

const configured = () =>
  Response.json({ ...config, scriptUrl: `${config.scriptUrl}?v=${scriptSrc}` });

describe('the AI avatar dialog', () => {
  test('signed out (401): no failure, a way to sign in', async () => {
    const dialog = open(() => apiError(401, 'Please sign in first', 'unauthorized'));
    expect(await within(dialog).findByText('Sign in to meet the avatar')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/account',
    );
    expect(within(dialog).queryByText('Failed to load avatar configuration')).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  test("not set up (503): 'Failed to load avatar configuration'", async () => {
    const off = open(() => apiError(503, 'not configured', 'unavailable'));
    expect(await within(off).findByText('Failed to load avatar configuration')).toBeTruthy();
    expect(within(off).getByText('The avatar is not set up on this server yet.')).toBeTruthy();
  });

  test("the provider's script fails: 'Failed to load BitHuman avatar script'", async () => {
    scriptLoads('error');
    const dialog = open(configured);
    expect(await within(dialog).findByText('Failed to load BitHuman avatar script')).toBeTruthy();
    expect(document.head.querySelector('script')).toBeNull();
  });

  test("the script loads but will not start: 'Failed to initialize BitHuman avatar'", async () => {
    scriptLoads('load', () => {
      window.BitHumanAvatar = {
        mount: () => {
          throw new Error('bad token');
        },
      };
    });
    const dialog = open(configured);
    expect(await within(dialog).findByText('Failed to initialize BitHuman avatar')).toBeTruthy();
  });

  test('the avatar starts in the dialog with the agent id and the short-lived token', async () => {
    const mount = vi.fn((container: HTMLElement) => {
      container.append(Object.assign(document.createElement('p'), { textContent: 'avatar here' }));
    });
    scriptLoads('load', () => {
      window.BitHumanAvatar = { mount };
    });
    const dialog = open(configured);
    expect(await within(dialog).findByText('avatar here')).toBeTruthy();
    expect(mount).toHaveBeenCalledWith(within(dialog).getByTestId('avatar-container'), {
      agentId: 'agent-lotus',
      token: 'short.lived',
    });
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
