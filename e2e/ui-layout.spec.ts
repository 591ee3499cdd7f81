/// <reference lib="dom" />
import type { Locator, Page } from '@playwright/test';
import { expect, saveScreenshot, signUpVerified, test } from './fixtures.ts';

// UI system checks: rendered sizes (docs/product.md, Settings and constants), settings, RTL,
// compact layout.

/** A verified, signed-in user whose onboarding is complete (the POST runs in the page, with its Origin). */
async function signInOnboarded(page: Page) {
  const user = await signUpVerified(page);
  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { name: 'Welcome to Jobfit' })).toBeVisible();
  const status = await page.evaluate(
    async () => (await fetch('/api/me/onboarding', { method: 'POST' })).status,
  );
  expect(status).toBe(200);
  await page.evaluate(() => localStorage.setItem('onboarding-completed', 'true'));
  return user;
}

async function box(locator: Locator) {
  // A page's app renders after its pre-rendered shell has painted (decision 195): measure the
  // app's element, once the shell (which has the same test ids) is gone.
  await expect(locator.page().locator('#shell')).toHaveCount(0);
  await locator.waitFor();
  const b = await locator.boundingBox();
  if (!b) throw new Error('element is not visible');
  return b;
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer).toBeVisible();
  return drawer;
}

const storedSettings = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('app-settings') ?? '{}') as Record<string, unknown>,
  );

test.describe('dashboard layout', () => {
  test('sizes of header and navigation in every layout, with screenshots', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInOnboarded(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    expect((await box(page.getByTestId('header-toolbar'))).height).toBe(72);
    expect((await box(page.getByTestId('nav-vertical'))).width).toBe(300);
    await expect(page.getByText('Your base CV for job matching')).toBeVisible();
    await expect(page.getByText('Track your job scans')).toBeVisible();
    await saveScreenshot(page, 'dashboard-vertical-light');

    // Nested item: the parent toggles its children.
    await page.getByRole('button', { name: 'Job Analyzer' }).click();
    await expect(page.getByRole('link', { name: 'Analyzer' })).toBeVisible();
    await page.getByRole('link', { name: 'Analyzer' }).click();
    await expect(page).toHaveURL(/\/job-analyzer$/);
    await expect(page.getByRole('banner')).toBeVisible();
    await page.goto('/dashboard');

    // Mini: the toggle collapses to 88px and the choice survives a reload.
    await page.getByRole('button', { name: 'Collapse navigation' }).click();
    await expect(page.getByTestId('nav-vertical')).toHaveAttribute('data-layout', 'mini');
    await expect.poll(async () => (await box(page.getByTestId('nav-vertical'))).width).toBe(88);
    await page.reload();
    await expect.poll(async () => (await box(page.getByTestId('nav-vertical'))).width).toBe(88);
    // Hover pop-up submenu.
    await page.getByRole('link', { name: 'Job Analyzer' }).hover();
    await expect(page.getByRole('link', { name: 'Analyzer', exact: true })).toBeVisible();
    await page.waitForTimeout(300);
    await saveScreenshot(page, 'dashboard-mini-light');
    await page.mouse.move(800, 500);
    await page.getByRole('button', { name: 'Expand navigation' }).click();
    await expect.poll(async () => (await box(page.getByTestId('nav-vertical'))).width).toBe(300);

    // Horizontal: a 64px bar inside the header.
    const drawer = await openSettings(page);
    await drawer.getByRole('radio', { name: 'Horizontal navigation' }).click();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('nav-vertical')).toHaveCount(0);
    expect((await box(page.getByTestId('nav-horizontal'))).height).toBe(64);
    expect((await box(page.getByTestId('header-toolbar'))).height).toBe(72);
    await saveScreenshot(page, 'dashboard-horizontal-light');

    // Dark mode through the toggle; it is stored as the colour scheme.
    await page.getByRole('button', { name: 'Dark Mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect((await storedSettings(page)).colorScheme).toBe('dark');
    await saveScreenshot(page, 'dashboard-horizontal-dark');
    const again = await openSettings(page);
    await again.getByRole('radio', { name: 'Vertical navigation' }).click();
    await again.getByRole('button', { name: 'Close' }).click();
    await expect(again).toBeHidden();
    await saveScreenshot(page, 'dashboard-vertical-dark');
    await expect(page.getByRole('button', { name: 'Light Mode' })).toBeVisible();

    // Mobile: 64px header, a menu button and a 288px drawer.
    await page.setViewportSize({ width: 390, height: 844 });
    expect((await box(page.getByTestId('header-toolbar'))).height).toBe(64);
    await expect(page.getByTestId('nav-vertical')).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const mobileNav = page.getByRole('dialog', { name: 'Navigation' });
    await expect(mobileNav).toBeVisible();
    await page.waitForTimeout(400); // let the slide-in finish before measuring
    expect((await box(page.getByTestId('nav-mobile').locator('xpath=..'))).width).toBe(288);
    await saveScreenshot(page, 'dashboard-mobile-nav-dark');
    await mobileNav.getByRole('link', { name: /Master CV/ }).click();
    await expect(page).toHaveURL(/\/master-cv$/);
    await expect(mobileNav).toBeHidden();
    await page.getByRole('button', { name: 'Light Mode' }).count();
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('app-settings') ?? '{}');
      localStorage.setItem('app-settings', JSON.stringify({ ...s, colorScheme: 'light' }));
    });
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'dashboard-mobile-light');
  });

  test('drawers: settings 360px, account 320px, both close on route change', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const user = await signInOnboarded(page);
    await page.goto('/dashboard');

    const settings = await openSettings(page);
    expect((await box(settings)).width).toBe(360);
    await page.waitForTimeout(400);
    await saveScreenshot(page, 'settings-drawer');
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();

    await page.getByRole('button', { name: 'Account', exact: true }).click();
    const account = page.getByRole('dialog', { name: 'Account', exact: true });
    await expect(account).toBeVisible();
    expect((await box(account)).width).toBe(320);
    await expect(account.getByText(user.name)).toBeVisible();
    await expect(account.getByText('Free plan')).toBeVisible();
    // On /dashboard the first link reads Home and goes to /.
    await expect(account.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(account.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.waitForTimeout(400);
    await saveScreenshot(page, 'account-drawer');
    await account.getByRole('link', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL(/\/account-settings$/);
    await expect(account).toBeHidden();

    // Elsewhere the link reads Dashboard. On a busy machine the new page may still be rendering
    // its header when the button is first clicked: click again until the drawer is open.
    const accountAgain = page.getByRole('dialog', { name: 'Account', exact: true });
    await expect(async () => {
      if (!(await accountAgain.isVisible()))
        await page.getByRole('button', { name: 'Account', exact: true }).click();
      await expect(accountAgain.getByRole('link', { name: 'Dashboard' }).first()).toHaveAttribute(
        'href',
        '/dashboard',
        { timeout: 2_000 },
      );
    }).toPass({ timeout: 20_000 });
    await page.keyboard.press('Escape');

    // Free users see Upgrade to Pro; the shortcuts dropdown has Subscription and Account Settings.
    await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await page.getByRole('button', { name: 'Shortcuts' }).click();
    await expect(page.getByRole('menuitem', { name: 'Subscription' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL(/\/account-settings$/);
    await expect(page.getByRole('menu')).toBeHidden();
  });
});
