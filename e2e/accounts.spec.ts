import { expect, test, type Page } from '@playwright/test';
import {
  AccountPage,
  fillLoginForm,
  fillSignupForm,
  SettingsPage,
  uniqueEmail,
  type Person,
} from './pages/account-pages.ts';
import { ChatPage } from './pages/chat-page.ts';

// The suite's server runs with the default allowances: 7 anonymous messages, 21 for a free
// account. Sign-up is rate limited per address for the whole suite, so this file signs up once.

const DELETE_CONFIRMATION =
  'Are you sure you want to delete your account? This action cannot be undone.';

test.describe('an account, from the first anonymous message to its deletion', () => {
  test.describe.configure({ mode: 'serial' });

  // One browser session through the whole story, as a person would live it.
  let page: Page;
  const person: Person = {
    firstName: 'Tara',
    lastName: 'Dolma',
    email: uniqueEmail('tara'),
    password: 'a quiet mind at dawn',
  };
  const firstQuestion = 'How do I begin with tummo?';

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
  });
  test.afterAll(async () => {
    await page.close();
  });

  test('an anonymous visitor uses every free message, then signs up from the red banner', async () => {
    test.setTimeout(90_000);
    const chat = new ChatPage(page);
    await chat.goto('/chat/inner-fire');
    await expect(chat.remainingBadge).toHaveText('7 exchanges left');

    // Short replies keep the run quick.
    const panel = page.getByTestId('ai-mode-panel');
    await panel.getByRole('button', { name: /AI mode/ }).click();
    await panel.getByRole('radio', { name: '25 words' }).click();
    await panel.getByRole('button', { name: /AI mode/ }).click();

    await chat.send(firstQuestion);
    await chat.waitForIdle();
    await chat.sessionId();
    for (let n = 2; n <= 7; n++) {
      await chat.send(`Question ${n}: what comes next?`);
      await chat.waitForIdle();
    }
    await expect(chat.messages).toHaveCount(14);
    await expect(chat.remainingBadge).toHaveText('No exchanges left');
    const banner = page.getByTestId('out-of-messages-banner');
    await expect(banner).toContainText('Free messages used up!');

    await banner.getByRole('button', { name: 'Sign up to unlock 21 more' }).click();
    const modal = page.getByRole('dialog', { name: /Continue your journey/ });
    await expect(modal).toBeVisible();
    await expect(modal.getByText(/unlock 21 more AI exchanges/)).toBeVisible();
    await expect(modal.getByLabel('First name')).toBeFocused();
    // The form checks itself before anything is sent.
    await modal.getByRole('button', { name: 'Create Free Account' }).click();
    await expect(modal.getByText('First name is required')).toBeVisible();
    await expect(modal.getByRole('link', { name: 'More ways to sign in' })).toHaveAttribute(
      'href',
      '/auth/start',
    );
    // Sign-ups are rate limited per address across the whole suite, so this story signs up once,
    // on the account page (the modal's own submit is covered by the unit tests).
    await modal.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/account$/);

    const account = new AccountPage(page);
    await expect(account.signupToggle).toHaveAttribute('aria-expanded', 'false');
    await account.signupToggle.click();
    await expect(account.signupForm.getByLabel('First name')).toBeFocused();
    await account.signupForm.getByLabel('Email').fill('not an address');
    await account.signupForm.getByRole('button', { name: 'Create Account' }).click();
    await expect(account.signupForm.getByText('Please enter a valid email address')).toBeVisible();
    await fillSignupForm(account.signupForm, person, 'Create Account');

    await expect(account.notifications.getByText('Account Created!')).toBeVisible();
    const welcome = page.getByRole('dialog', { name: /Welcome to .+!/ });
    await expect(welcome.getByRole('button', { name: 'Manage Profile' })).toBeVisible();
    await welcome.getByRole('link', { name: 'Continue to Chat' }).click();
    await expect(page).toHaveURL(/\/chat$/);

    // The free account's own allowance, and the conversation came along.
    await expect(chat.recentChat(firstQuestion)).toBeVisible();
    await chat.recentChat(firstQuestion).click();
    await expect(chat.messages).toHaveCount(14);
    await expect(chat.remainingBadge).toHaveText('21 exchanges left');
    await expect(banner).toBeHidden();
    await expect(chat.sidebar.getByRole('link', { name: 'Sign Out' })).toBeVisible();
    await expect(chat.sidebar.getByRole('link', { name: 'Join' })).toBeHidden();
  });

  test('the account page shows the profile, usage and billing, and saves the profile', async () => {
    const account = new AccountPage(page);
    await account.goto();
    await account.expectSignedIn(person.email);
    await expect(account.profileForm.getByLabel('First name')).toHaveValue('Tara');

    const usage = account.card('Usage & Subscription');
    await expect(usage.getByTestId('subscription-status')).toHaveText('Free Account');
    await expect(usage.getByTestId('usage-phase')).toHaveText('Free account');
    await expect(usage.getByTestId('exchanges-used')).toHaveText('0');
    await expect(usage.getByTestId('exchanges-remaining')).toHaveText('21');
    await expect(account.card('Billing').getByText('No Billing Account')).toBeVisible();
    await expect(
      account.card('Live Classes').getByRole('link', { name: 'Explore live classes' }),
    ).toHaveAttribute('href', '/lineage');

    await account.profileForm.getByLabel('First name').fill('');
    await account.profileForm.getByRole('button', { name: 'Save Profile' }).click();
    await expect(account.profileForm.getByText('First name is required')).toBeVisible();
    await account.profileForm.getByLabel('First name').fill('Pema');
    await account.profileForm.getByRole('button', { name: 'Save Profile' }).click();
    await expect(account.notifications.getByText('Profile Updated')).toBeVisible();
    await page.reload();
    await expect(account.profileForm.getByLabel('First name')).toHaveValue('Pema');

    // A new email asks for the current password and waits for the link mailed to it.
    const newAddress = uniqueEmail('tara-new');
    await expect(account.profileForm.getByLabel('Current password')).toBeHidden();
    await account.profileForm.getByLabel('Email').fill(newAddress);
    await account.profileForm.getByLabel('Current password').fill('not my password');
    await account.profileForm.getByRole('button', { name: 'Save Profile' }).click();
    await expect(account.profileForm.getByText('Your current password is incorrect')).toBeVisible();
    await account.profileForm.getByLabel('Current password').fill(person.password);
    await account.profileForm.getByRole('button', { name: 'Save Profile' }).click();
    await expect(account.notifications.getByText('Check Your Inbox')).toBeVisible();
    await expect(account.profileForm.getByRole('status')).toContainText(
      `we sent a link to ${newAddress}`,
    );
    // Until the link is opened, the account keeps its email.
    await page.reload();
    await expect(account.profileForm.getByLabel('Email')).toHaveValue(person.email);
    await expect(account.profileForm.getByRole('status')).toContainText(newAddress);

    // A link that was never mailed confirms nothing.
    await page.goto(`/confirm-email?token=${'x'.repeat(43)}`);
    await page.getByRole('button', { name: 'Confirm email address' }).click();
    await expect(page.getByRole('alert')).toContainText('invalid or has expired');
  });

  test('settings show the signed-in profile', async () => {
    const settings = new SettingsPage(page);
    await settings.goto();
    await expect(settings.profile.getByText('Pema Dolma')).toBeVisible();
    await expect(settings.profile.getByText(person.email)).toBeVisible();
    await expect(settings.profile.getByText('Free', { exact: true })).toBeVisible();
    await expect(
      page.getByText('More settings options will be available here soon.'),
    ).toBeVisible();
  });

  test('signing out from the sidebar leaves the settings and account pages signed out', async () => {
    const chat = new ChatPage(page);
    await chat.goto('/chat');
    await chat.sidebar.getByRole('link', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(chat.sidebar.getByRole('link', { name: 'Join' })).toHaveAttribute(
      'href',
      '/auth/start',
    );
    await expect(chat.recentChats.getByText('No recent chats')).toBeVisible();

    const settings = new SettingsPage(page);
    await settings.goto();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In Required' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Chat' })).toHaveAttribute('href', '/chat');
    // The page that asks for a sign-in offers one (design pass, issue 18).
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/account',
    );

    const account = new AccountPage(page);
    await account.goto();
    await account.expectSignedOut();
    await expect(page.getByText('21 free AI exchanges')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue with social sign-in' })).toHaveAttribute(
      'href',
      '/auth/start',
    );
  });

  test('signing in again with the password brings the conversation back', async () => {
    const account = new AccountPage(page);
    await account.goto();
    await fillLoginForm(account.loginForm, person.email, 'not my password');
    await expect(account.loginForm.getByText('Email or password is incorrect')).toBeVisible();
    await fillLoginForm(account.loginForm, person.email, person.password);
    await expect(account.notifications.getByText('Welcome back, Pema.')).toBeVisible();
    await account.expectSignedIn(person.email);

    const chat = new ChatPage(page);
    await chat.goto('/chat');
    await expect(chat.recentChat(firstQuestion)).toBeVisible();
    await chat.recentChat(firstQuestion).click();
    await expect(chat.messages).toHaveCount(14);
    await expect(chat.remainingBadge).toHaveText('21 exchanges left');

    // The community page greets a member with the transmissions and the way to the chat.
    await page.goto('/join');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to the Community!' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /12 Transmissions/ })).toHaveAttribute(
      'href',
      '/api/downloads/transmissions',
    );
    await page.getByRole('link', { name: 'Continue to Chat' }).click();
    await expect(page).toHaveURL(/\/chat$/);
  });

  test('the account is deleted from settings after a confirmation', async () => {
    const settings = new SettingsPage(page);
    await settings.goto();
    await settings.deleteButton.click();
    const confirm = page.getByRole('dialog', { name: 'Delete Account' });
    await expect(confirm.getByText(DELETE_CONFIRMATION)).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    await settings.deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete Account' }).click();
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText('Account Deleted'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const chat = new ChatPage(page);
    await expect(chat.sidebar.getByRole('link', { name: 'Join' })).toBeVisible();

    // The account is gone: its password no longer opens anything.
    await page.goto('/landing');
    const form = page.getByRole('form', { name: 'Sign in' });
    await fillLoginForm(form, person.email, person.password);
    await expect(form.getByText('Email or password is incorrect')).toBeVisible();
  });
});

test.describe('accounts', () => {
  test('an invalid reset link shows the server’s message and a way to ask again', async ({
    page,
  }) => {
    await page.goto(`/reset-password?token=${'x'.repeat(43)}`);
    await page.getByLabel('New password', { exact: true }).fill('a brand new path');
    await page.getByLabel('Confirm new password').fill('a brand new path');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText(/This reset link is invalid or has expired/)).toBeVisible();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByRole('form', { name: 'Reset your password' })).toBeVisible();
  });

  test('a visitor on the community page can choose to create an account', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Join the Community' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('First name')).toBeFocused();
    await page.getByLabel('Password', { exact: true }).fill('secret words');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

test.describe('accounts on mobile @mobile', () => {
  test('the account page keeps a Create Account button at hand', async ({ page }) => {
    const account = new AccountPage(page);
    await account.goto();
    const bar = page.getByTestId('account-mobile-bar');
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Create Account' }).click();
    await expect(account.signupForm.getByLabel('First name')).toBeFocused();
  });
});
