import { expect, type Locator, type Page } from '@playwright/test';
import { waitForApp } from './app-ready.ts';

/** A fresh address per run: the e2e database lives for the whole suite. */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
}

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Fill and send an email sign-up form (the account page's panel or the signup modal). */
export async function fillSignupForm(form: Locator, person: Person, submit: string) {
  await form.getByLabel('First name').fill(person.firstName);
  await form.getByLabel('Last name').fill(person.lastName);
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Password', { exact: true }).fill(person.password);
  await form.getByRole('button', { name: submit }).click();
}

/** Fill and send an email sign-in form. */
export async function fillLoginForm(form: Locator, email: string, password: string) {
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** /account: sign-up and sign-in for visitors; profile, usage, billing for members. */
export class AccountPage {
  readonly signupToggle: Locator;
  readonly signupForm: Locator;
  readonly loginForm: Locator;
  readonly profileForm: Locator;
  readonly notifications: Locator;

  constructor(readonly page: Page) {
    this.signupToggle = page.getByRole('button', { name: 'Sign up with email' });
    this.signupForm = page.getByRole('form', { name: 'Create an account' });
    this.loginForm = page.getByRole('form', { name: 'Sign in' });
    this.profileForm = page.getByRole('form', { name: 'Profile' });
    // Included when hidden: a modal dialog (the welcome) hides the rest from assistive tech.
    this.notifications = page.getByRole('region', { name: /Notifications/, includeHidden: true });
  }

  async goto() {
    await this.page.goto('/account');
    await waitForApp(this.page);
  }

  card(title: string): Locator {
    return this.page.locator('section').filter({
      has: this.page.getByRole('heading', { level: 2, name: title, exact: true }),
    });
  }

  async expectSignedIn(email: string) {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(this.profileForm.getByLabel('Email')).toHaveValue(email);
  }

  async expectSignedOut() {
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
  }
}

/** /settings. */
export class SettingsPage {
  readonly profile: Locator;
  readonly deleteButton: Locator;

  constructor(readonly page: Page) {
    this.profile = page.locator('section').filter({
      has: page.getByRole('heading', { level: 2, name: 'Profile' }),
    });
    this.deleteButton = page.getByRole('button', { name: 'Delete Account' });
  }

  async goto() {
    await this.page.goto('/settings');
    await waitForApp(this.page);
  }
}
