import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Usage } from '../../../../contracts/usage.ts';
import { resetToasts } from '../../../lib/toast.ts';
import { anonUsage, renderWithApp } from '../../../test/render.tsx';
import { OutOfMessagesBanner } from './out-of-messages-banner.tsx';
import { RemainingBadge, remainingText } from './remaining-badge.tsx';

afterEach(() => {
  cleanup();
  resetToasts();
});

const usage = (overrides: Partial<Usage>): Usage => ({ ...anonUsage, ...overrides });

describe('remaining messages', () => {
  test("counts down, warning 'Only N exchanges remaining' from 5", () => {
    expect(remainingText(usage({ remaining: 12 }))).toBe('12 exchanges left');
    expect(remainingText(usage({ remaining: 6 }))).toBe('6 exchanges left');
    expect(remainingText(usage({ remaining: 5 }))).toBe('Only 5 exchanges remaining');
    expect(remainingText(usage({ remaining: 1 }))).toBe('Only 1 exchange remaining');
    expect(remainingText(usage({ remaining: 0 }))).toBe('No exchanges left');
    expect(remainingText(usage({ remaining: null, unlimited: true, phase: 'paid' }))).toBe(
      'Unlimited exchanges',
    );
  });

  test('the badge shows nothing until usage is known', () => {
    const { container } = renderWithApp(<RemainingBadge usage={undefined} />);
    expect(container.textContent).toBe('');
  });
});

describe('OutOfMessagesBanner', () => {
  test('shows nothing while messages remain or for unlimited callers', () => {
    renderWithApp(
      <>
        <OutOfMessagesBanner usage={usage({ remaining: 1 })} />
        <OutOfMessagesBanner usage={usage({ remaining: null, unlimited: true, phase: 'paid' })} />
      </>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test("anonymous: 'Free messages used up!' and a link to sign up for 21 more", () => {
    renderWithApp(<OutOfMessagesBanner usage={usage({ remaining: 0, phase: 'anon' })} />);
    const banner = screen.getByRole('alert');
    expect(within(banner).getByText('Free messages used up!')).toBeTruthy();
    expect(
      within(banner).getByRole('link', { name: 'Sign up to unlock 21 more' }).getAttribute('href'),
    ).toBe('/signup');
  });

  test('anonymous with a sign-up handler: the configured allowance, and the button opens sign-up', async () => {
    const user = userEvent.setup();
    const onSignUp = vi.fn();
    renderWithApp(
      <OutOfMessagesBanner
        usage={usage({ remaining: 0, phase: 'anon' })}
        freeAccountExchanges={30}
        onSignUp={onSignUp}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Sign up to unlock 30 more' }));
    expect(onSignUp).toHaveBeenCalledTimes(1);
  });

  test("a free account: 'Upgrade to continue', linking to the subscription page", () => {
    renderWithApp(
      <OutOfMessagesBanner usage={usage({ remaining: 0, phase: 'free', limit: 21 })} />,
    );
    const banner = screen.getByRole('alert');
    expect(within(banner).getByText('Upgrade to continue')).toBeTruthy();
    expect(within(banner).queryByText('Free messages used up!')).toBeNull();
    expect(
      within(banner).getByRole('link', { name: 'Get unlimited messages' }).getAttribute('href'),
    ).toBe('/subscription');
  });
});
