/// <reference lib="dom" />
import { expect, saveScreenshot, signUpVerified, test } from './fixtures.ts';

// App shell: auth pages, guards, onboarding redirect, routes, accessibility names.

test('auth pages use the 420px centred layout and link to each other', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in to Jobfit' })).toBeVisible();
  // Measured in the app, once it has taken over from the pre-rendered page (decision 195).
  await expect(page.locator('#shell')).toHaveCount(0);
  expect((await page.getByTestId('auth-content').boundingBox())?.width).toBe(420);
  await saveScreenshot(page, 'auth-sign-in-desktop');

  // Inline field errors from the shared schema.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(page.getByText('Enter your password')).toBeVisible();

  // Password visibility toggle.
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret-value');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(password).toHaveAttribute('type', 'text');

  await page.getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-up$/);
  await expect(page.getByRole('heading', { name: 'Create your Jobfit account' })).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter your name')).toBeVisible();
  await expect(page.getByText('Use at least 8 characters')).toBeVisible();
  await saveScreenshot(page, 'auth-sign-up-errors');

  await page.goto('/auth/reset-password');
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email address').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/if an account exists/i)).toBeVisible();
  await saveScreenshot(page, 'auth-reset-password');

  await page.goto('/auth/verify?email=someone%40example.com');
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeVisible();

  await page.goto('/auth/update-password');
  await expect(page.getByRole('heading', { name: /invalid or has expired/ })).toBeVisible();

  await page.goto('/email/verify');
  await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
  await page.goto('/email/verify?error=TOKEN_EXPIRED');
  await expect(
    page.getByText('The verification link has expired. Ask for a new one.'),
  ).toBeVisible();
  await saveScreenshot(page, 'email-verify-error');
});

test('a dark colour scheme applies to the auth pages as well', async ({ page }) => {
  await page.goto('/auth/sign-in');
  // The app has taken over from the pre-rendered page (decision 195) and stored its settings.
  await expect(page.locator('#shell')).toHaveCount(0);
  await page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('app-settings') ?? '{}');
    localStorage.setItem('app-settings', JSON.stringify({ ...s, colorScheme: 'dark' }));
  });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await saveScreenshot(page, 'auth-sign-in-dark');
});

test('a new user is sent to onboarding; finishing it leads to the dashboard', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpVerified(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Jobfit' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Upload my CV/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Enter it manually/ })).toBeVisible();
  expect((await page.getByTestId('simple-content').boundingBox())?.width).toBe(448);
  await saveScreenshot(page, 'onboarding-welcome');

  // The steps' own content belongs to the master-CV feature; here only the way through.
  await page.getByRole('link', { name: /Upload my CV/ }).click();
  await expect(page).toHaveURL(/\/onboarding\/upload-cv$/);
  await page.goto('/onboarding/welcome');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('onboarding-completed'))).toBe('true');
  // The server remembers it too: a fresh browser storage is not sent back to onboarding.
  await page.evaluate(() => localStorage.removeItem('onboarding-completed'));
  await page.goto('/job-targets');
  await expect(page).toHaveURL(/\/job-targets$/);
  await expect(page).toHaveTitle('Job Tracker | Jobfit');
});

test('every dashboard route renders its title; / goes to the dashboard', async ({ page }) => {
  await signUpVerified(page);
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  const titles: [string, string][] = [
    ['/job-analyzer', 'Job Analyzer'],
    ['/job-analyzer/results', 'Scan results'],
    ['/job-analyzer/results/abc', 'Scan result'],
    ['/job-analyzer/tailored-documents', 'Tailored documents'],
    ['/job-analyzer/tailored-documents/abc', 'Tailored document'],
    ['/master-cv', 'Master CV'],
    ['/job-targets', 'Job Tracker'],
    ['/account-settings', 'Account Settings'],
    ['/subscription', 'Subscription'],
  ];
  // Page bodies come with later issues; the shell gives each its title inside the dashboard layout.
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} | Jobfit`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  }
  // A page at rest repaints nothing: an endless animation (the settings gear used to spin) costs
  // a core's worth of CPU in a software-rendered browser and a laptop its battery.
  // Loading skeletons pulse until their data arrives, so the page gets a moment to come to rest;
  // an endless animation never does.
  await page.goto('/dashboard');
  await expect
    .poll(() =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations === Infinity)
          .map((a) => (a.effect as KeyframeEffect | null)?.target?.outerHTML.slice(0, 120) ?? '?'),
      ),
    )
    .toEqual([]);
  await page.goto('/onboarding/manual-entry');
  await expect(page).toHaveTitle('Enter your CV | Jobfit');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await saveScreenshot(page, 'not-found');
});

test("a page's data is asked for once, as its route is entered", async ({ page }) => {
  await signUpVerified(page);
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
  });
  const only = (prefix: string) => asked.filter((u) => u.startsWith(prefix));
  // The route's loader starts the request; the page takes it instead of sending its own.
  await page.getByRole('link', { name: 'Job Tracker' }).click();
  await expect(page).toHaveTitle('Job Tracker | Jobfit');
  await page.waitForLoadState('networkidle');
  expect(only('/api/job-targets')).toHaveLength(1);
  await page.getByRole('link', { name: 'Master CV' }).click();
  await expect(page).toHaveTitle('Master CV | Jobfit');
  await page.waitForLoadState('networkidle');
  // The dashboard read the master CV a moment ago: fresh enough to ask again at most once.
  expect(only('/api/cv').length).toBeLessThanOrEqual(1);
  // A full load of a list with its state in the URL: one request, for that state.
  await page.goto('/job-analyzer/results?sort=score_desc&page=2');
  await expect(page).toHaveTitle('Scan results | Jobfit');
  await page.waitForLoadState('networkidle');
  expect(asked.filter((u) => /^\/api\/scans\?sort=score_desc&page=2\b/.test(u))).toHaveLength(1);
});

test('keyboard: focus is trapped in an open drawer and returns to its button', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpVerified(page);
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Account', exact: true }).focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Account', exact: true });
  await expect(drawer).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeFocused();
});

test('a failed logout shows "Unable to logout!" and keeps the user signed in', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpVerified(page);
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.route('**/api/auth/sign-out', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Unable to logout!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await saveScreenshot(page, 'logout-failed-toast');
});
