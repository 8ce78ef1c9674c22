import { expect, test } from '@playwright/test';
import { LeadershipPage, signUp, TribePublicPage } from './pages/tribes-page.ts';

test.describe('tribes', () => {
  test('a founder creates a tribe and copies its link; a visitor opens it, signs up and joins', async ({
    browser,
    context,
    page,
    baseURL,
  }) => {
    // The founder: a fresh account with clipboard access for Copy Link.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signUp(page, 'Tara', 'Dolma');
    const leadership = new LeadershipPage(page);
    await leadership.goto();
    await expect(leadership.yourTribes.getByText(/No tribes yet/)).toBeVisible();

    const name = `Circle of Dawn ${Date.now().toString(36)}`;
    await leadership.createTribe({
      name,
      description: 'We sit together at sunrise & share tea.',
      socialLink: 'https://chat.example.org/dawn',
    });
    await expect(leadership.notifications.getByText('Tribe created!')).toBeVisible();
    await expect(leadership.poster.getByText(name, { exact: true })).toBeVisible();
    await expect(leadership.poster.getByText('Join the Tribe')).toBeVisible();
    await expect(leadership.poster.getByText('Free Community')).toBeVisible();
    await expect(leadership.tribeItem(name)).toBeVisible();

    const link = await leadership.posterLink().inputValue();
    expect(link).toMatch(new RegExp(`^${baseURL}/tribe/[a-z0-9-]+$`));
    await leadership.poster.getByRole('button', { name: 'Copy Link' }).click();
    await expect(leadership.notifications.getByText('Link copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const slug = new URL(link).pathname;
    await expect(leadership.poster.getByRole('link', { name: /View Tribe Page/ })).toHaveAttribute(
      'href',
      slug,
    );

    // A signed-out visitor in another browser context opens the shared link.
    const visitorContext = await browser.newContext();
    try {
      const visitor = await visitorContext.newPage();
      const tribePage = new TribePublicPage(visitor);
      const response = await tribePage.goto(link);
      expect(response?.status()).toBe(200);
      // The server put the tribe in <title> (and the preview tags) before any script ran.
      const served = (await response?.text()) ?? '';
      expect(served).toContain(`<title>${name} · `);
      expect(served).toContain('property="og:title"');
      await expect(visitor).toHaveTitle(new RegExp(name));
      await expect(tribePage.heading(name)).toBeVisible();
      await expect(visitor.getByText('We sit together at sunrise & share tea.')).toBeVisible();
      await expect(visitor.getByText('Tara D.', { exact: true })).toBeVisible();
      await expect(tribePage.memberCount).toHaveText('1 member');
      await expect(visitor.getByRole('link', { name: /chat\.example\.org/ })).toHaveAttribute(
        'rel',
        'noopener noreferrer nofollow',
      );
      const signIn = tribePage.joinSection.getByRole('link', { name: 'Sign in to join' });
      await expect(signIn).toHaveAttribute('href', `/account?returnTo=${encodeURIComponent(slug)}`);
      await expect(tribePage.joinSection.getByRole('button', { name: 'Join Tribe' })).toHaveCount(
        0,
      );

      // The visitor signs up in that context and joins: the count goes up.
      await signUp(visitor, 'Pema', 'Lhamo');
      await visitor.reload();
      await tribePage.joinSection.getByRole('button', { name: 'Join Tribe' }).click();
      await expect(tribePage.memberCount).toHaveText('2 members');
      await expect(tribePage.joinSection.getByText('You’re a member of this tribe.')).toBeVisible();
      await visitor.reload();
      await expect(tribePage.memberCount).toHaveText('2 members');
    } finally {
      await visitorContext.close();
    }

    // The founder sees the new member in Your Tribes.
    await page.reload();
    await expect(leadership.tribeItem(name).getByText('2 members')).toBeVisible();
  });

  test("an unknown tribe answers 404 with the app's 404 page", async ({ page }) => {
    const tribePage = new TribePublicPage(page);
    const response = await tribePage.goto('/tribe/no-such-tribe-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('signed out, Leadership asks the visitor to sign in', async ({ page }) => {
    const leadership = new LeadershipPage(page);
    await leadership.goto();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In Required' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/account');
  });
});

test.describe('tribes on mobile @mobile', () => {
  test('the poster and the public page fit a phone screen', async ({ page }) => {
    await signUp(page, 'Dawa', 'Tsering');
    const leadership = new LeadershipPage(page);
    await leadership.goto();
    await leadership.createTribe({ name: `Phone Sangha ${Date.now().toString(36)}` });
    await expect(leadership.poster).toBeVisible();
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);

    const link = await leadership.posterLink().inputValue();
    const tribePage = new TribePublicPage(page);
    await tribePage.goto(link);
    await expect(tribePage.joinSection.getByText('You founded this tribe.')).toBeVisible();
    expect(await fits()).toBe(true);
  });
});
