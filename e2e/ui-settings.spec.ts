/// <reference lib="dom" />
import type { Locator, Page } from '@playwright/test';
import { expect, saveScreenshot, signUpVerified, test } from './fixtures.ts';

// Settings drawer: every setting applies, persists across reload, and Reset all restores defaults.

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
  // Measured in the app, once any pre-rendered shell (same test ids) is gone (decision 195).
  await expect(locator.page().locator('#shell')).toHaveCount(0);
  const b = await locator.boundingBox();
  if (!b) throw new Error('element is not visible');
  return b;
}

const stored = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('app-settings') ?? '{}') as Record<string, unknown>,
  );

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('every setting applies and persists across reload; Reset all restores the defaults', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInOnboarded(page);
  await page.goto('/dashboard');
  const html = page.locator('html');
  const drawer = await openSettings(page);
  await expect(drawer.getByTestId('reset-dot')).toHaveAttribute('data-visible', 'false');

  await drawer.getByRole('radio', { name: 'Dark mode' }).click();
  await drawer.getByRole('switch', { name: 'Contrast' }).check();
  await drawer.getByRole('switch', { name: 'Compact' }).uncheck();
  await drawer.getByRole('radio', { name: 'Mini navigation' }).click();
  await drawer.getByRole('radio', { name: 'Apparent navigation color' }).click();
  await drawer.getByRole('radio', { name: 'Primary color preset5' }).click();
  await drawer.getByRole('radio', { name: 'Font DM Sans Variable' }).click();
  const slider = drawer.getByRole('slider');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(drawer.getByTestId('reset-dot')).toHaveAttribute('data-visible', 'true');

  const expected = {
    colorScheme: 'dark',
    contrast: 'hight',
    compactLayout: false,
    navLayout: 'mini',
    navColor: 'apparent',
    primaryColor: 'preset5',
    fontFamily: 'DM Sans Variable',
    fontSize: 18,
  };
  expect(await stored(page)).toMatchObject(expected);

  const check = async () => {
    await expect(html).toHaveClass(/dark/);
    await expect.poll(() => html.evaluate((el) => getComputedStyle(el).fontSize)).toBe('18px');
    await expect
      .poll(() =>
        html.evaluate((el) =>
          getComputedStyle(el).getPropertyValue('--palette-primary-main').trim().toLowerCase(),
        ),
      )
      .toBe('#ff3030');
    await expect
      .poll(() => page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily))
      .toContain('DM Sans Variable');
    await expect(page.getByTestId('nav-vertical')).toHaveAttribute('data-layout', 'mini');
    await expect.poll(async () => (await box(page.getByTestId('nav-vertical'))).width).toBe(88);
    // Apparent navigation has its own background (grey 800 in dark mode).
    await expect
      .poll(() =>
        page.getByTestId('nav-vertical').evaluate((el) => getComputedStyle(el).backgroundColor),
      )
      .toBe('rgb(28, 37, 46)');
  };
  await check();
  await page.waitForTimeout(400);
  await saveScreenshot(page, 'settings-changed-dark');
  await page.reload();
  await check();
  expect(await stored(page)).toMatchObject(expected);

  // Direction persists too (its layout is checked in the RTL test).
  const again = await openSettings(page);
  await again.getByRole('switch', { name: 'Right to left' }).check();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');

  // Reset all: defaults back, the colour mode too, the dot gone.
  const third = await openSettings(page);
  await third.getByRole('button', { name: 'Reset all' }).click();
  await expect(html).not.toHaveClass(/dark/);
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(third.getByTestId('reset-dot')).toHaveAttribute('data-visible', 'false');
  expect(await stored(page)).toMatchObject({
    colorScheme: 'light',
    direction: 'ltr',
    contrast: 'default',
    navLayout: 'vertical',
    primaryColor: 'preset3',
    navColor: 'integrate',
    compactLayout: true,
    fontSize: 16,
    fontFamily: 'Inter Variable',
  });
});

test('a stored settings object of another version is replaced by the defaults', async ({
  page,
}) => {
  await signInOnboarded(page);
  await page.evaluate(() =>
    localStorage.setItem(
      'app-settings',
      JSON.stringify({ version: '0.0.0-old', navLayout: 'mini', colorScheme: 'dark' }),
    ),
  );
  await page.goto('/dashboard');
  await expect(page.getByTestId('nav-vertical')).toHaveAttribute('data-layout', 'vertical');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('RTL mirrors the layout', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInOnboarded(page);
  await page.goto('/dashboard');
  const nav = page.getByTestId('nav-vertical');
  expect((await box(nav)).x).toBe(0);
  const drawer = await openSettings(page);
  await drawer.getByRole('switch', { name: 'Right to left' }).check();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The side navigation moves to the right edge; the content starts left of it.
  await expect
    .poll(async () => {
      const b = await box(nav);
      return b.x + b.width;
    })
    .toBe(1440);
  const content = await box(page.getByTestId('dashboard-content'));
  expect(content.x + content.width).toBeLessThanOrEqual(1440 - 300);
  // The account button sits at the left end of the header.
  expect((await box(page.getByRole('button', { name: 'Account', exact: true }))).x).toBeLessThan(
    400,
  );
  await saveScreenshot(page, 'dashboard-rtl');
});

test('compact layout limits the content width only above 1600px', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await signInOnboarded(page);
  await page.goto('/dashboard');
  const content = page.getByTestId('dashboard-content');
  // Compact (default) at 1920px: content capped at 1200px plus its 40px side padding.
  await expect.poll(async () => (await box(content)).width).toBe(1280);
  await saveScreenshot(page, 'dashboard-compact-1920');

  // At 1500px the cap does not apply: content fills the space beside the 300px nav.
  await page.setViewportSize({ width: 1500, height: 900 });
  await expect.poll(async () => (await box(content)).width).toBe(1500 - 300);

  // Compact off at 1920px: full width.
  await page.setViewportSize({ width: 1920, height: 1000 });
  const drawer = await openSettings(page);
  await drawer.getByRole('switch', { name: 'Compact' }).uncheck();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect.poll(async () => (await box(content)).width).toBe(1920 - 300);

  // Not on other layouts: onboarding keeps its own 448px column.
  await page.goto('/onboarding/welcome');
  expect((await box(page.getByTestId('simple-content'))).width).toBe(448);
});
