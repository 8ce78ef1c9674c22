import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { offlineProviders, renderWithApp, seededQueryClient } from '../../../test/render.tsx';
import { AI_SETTINGS_STORAGE_KEY } from '../../../../contracts/constants.ts';
import { getAiSettings, parseAiSettings, resetAiSettings } from '../hooks/use-ai-settings.ts';
import { AiModePanel } from './ai-mode-panel.tsx';

beforeEach(() => {
  localStorage.clear();
  resetAiSettings();
});
afterEach(cleanup);

async function renderPanel(props: Parameters<typeof AiModePanel>[0] = {}) {
  const user = userEvent.setup();
  renderWithApp(<AiModePanel {...props} />, {
    queryClient: seededQueryClient({ providers: offlineProviders }),
  });
  await user.click(screen.getByRole('button', { name: /AI mode/ }));
  // The controls load on first opening.
  await screen.findByRole('radiogroup', { name: 'AI provider' });
  return user;
}

const stored = () => parseAiSettings(localStorage.getItem(AI_SETTINGS_STORAGE_KEY));

describe('AiModePanel', () => {
  test('folded, it sums up the choices', () => {
    renderWithApp(<AiModePanel />, {
      queryClient: seededQueryClient({ providers: offlineProviders }),
    });
    expect(screen.getByRole('button', { name: /AI mode/ }).textContent).toContain(
      'Offline guide · No word limit',
    );
  });

  test('defaults: the offline guide, unlimited words, unhinged off', async () => {
    await renderPanel({ isBetaUser: false });
    expect(screen.getByRole('radio', { name: /Offline guide/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByText(/works without an AI model/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Unlimited' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByRole('switch', { name: /Unhinged/ }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  test('an unconfigured provider says so, and a beta member cannot choose it', async () => {
    const onBetaRequired = vi.fn();
    const user = await renderPanel({ isBetaUser: true, onBetaRequired });
    const anthropic = screen.getByRole('radio', { name: /Anthropic/ });
    // Focusable, so its hint is read; but not selectable.
    expect((anthropic as HTMLButtonElement).disabled).toBe(false);
    expect(anthropic.getAttribute('aria-disabled')).toBe('true');
    expect(anthropic.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(anthropic.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Not set up on this server yet');
    await user.click(anthropic);
    expect(anthropic.getAttribute('aria-checked')).toBe('false');
    expect(getAiSettings().aiProvider).toBe('free');
    expect(onBetaRequired).not.toHaveBeenCalled();
  });

  test('an unconfigured gated provider still opens the beta signup for someone outside the beta', async () => {
    const onBetaRequired = vi.fn();
    const user = await renderPanel({ isBetaUser: false, onBetaRequired });
    await user.click(screen.getByRole('radio', { name: /Anthropic/ }));
    expect(onBetaRequired).toHaveBeenCalledWith('anthropic');
    expect(getAiSettings().aiProvider).toBe('free');
  });

  test('a gated provider opens the beta signup for someone outside the beta, and is not chosen', async () => {
    const onBetaRequired = vi.fn();
    const user = await renderPanel({ isBetaUser: false, onBetaRequired });
    await user.click(screen.getByRole('radio', { name: /OpenAI/ }));
    expect(onBetaRequired).toHaveBeenCalledWith('openai');
    expect(getAiSettings().aiProvider).toBe('free');
    expect(screen.getByRole('radio', { name: /Offline guide/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  test('a beta member chooses a gated provider; all three choices are stored', async () => {
    const onBetaRequired = vi.fn();
    const user = await renderPanel({ isBetaUser: true, onBetaRequired });
    await user.click(screen.getByRole('radio', { name: /OpenAI/ }));
    await user.click(screen.getByRole('radio', { name: '50 words' }));
    await user.click(screen.getByRole('switch', { name: /Unhinged/ }));
    expect(onBetaRequired).not.toHaveBeenCalled();
    expect(stored()).toEqual({ aiProvider: 'openai', wordLimit: 50, isUnhingedMode: true });

    await user.click(screen.getByRole('radio', { name: 'Unlimited' }));
    expect(stored().wordLimit).toBeNull();
  });

  test('stored choices come back, and unreadable ones fall back to the defaults', () => {
    expect(
      parseAiSettings('{"aiProvider":"anthropic","wordLimit":100,"isUnhingedMode":true}'),
    ).toEqual({ aiProvider: 'anthropic', wordLimit: 100, isUnhingedMode: true });
    expect(parseAiSettings('{"aiProvider":"skynet","wordLimit":37}')).toEqual({
      aiProvider: 'free',
      wordLimit: null,
      isUnhingedMode: false,
    });
    expect(parseAiSettings('not json')).toEqual(parseAiSettings(null));
  });
});
