/// <reference lib="dom" />
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, signUpVerified, test } from './fixtures.ts';

// Pre-rendered shells (docs/decisions/195-prerendered-shells.md): the sign-in, sign-up and
// dashboard pages arrive drawn, the app takes over without a flash, no one's data is in them.

/** Console errors and page errors (a failed hydration, a refused inline script) from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    // API answers the app handles (401 for a visitor, 404 for a new user's missing CV) are not
    // the shell's doing; a missing script would leave the shell in place, which the tests see.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) {
      errors.push(m.text());
    }
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('the sign-in page arrives with its form drawn, and its one inline script allowed', async ({
  request,
}) => {
  const res = await request.get('/auth/sign-in?returnTo=%2Fmaster-cv');
  expect(res.status()).toBe(200);
  const html = await res.text();
  const shell = html.slice(html.indexOf('<div id="shell">'), html.indexOf('<div id="root">'));
  expect(shell).toContain('Sign in to Jobfit');
  expect(shell).toContain('Email address');
  expect(shell).toContain('type="password"');
  // Fields without names: a form sent before the app is there carries nothing.
  expect(shell).not.toMatch(/<input[^>]* name=/);
  expect(html).toContain('<title>Sign in | Jobfit</title>');
  // The critical styles are inline in the head.
  expect(html.slice(0, html.indexOf('</head>'))).toMatch(
    /<style data-s="" data-emotion="jf [^"]+">/,
  );

  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  expect(inline).toHaveLength(1);
  const hash = createHash('sha256')
    .update(inline[0] ?? '')
    .digest('base64');
  expect(res.headers()['content-security-policy']).toContain(`'sha256-${hash}'`);

  // Other pages still get index.html, and no inline script is allowed on them.
  const otherRes = await request.get('/auth/reset-password');
  const other = await otherRes.text();
  expect(other).not.toContain('<div id="shell">');
  expect(other).toContain('<div id="root"></div>');
  expect(otherRes.headers()['content-security-policy']).toMatch(/script-src 'self';/);
});

test('without JavaScript the shells show', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in to Jobfit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  // Links are plain links.
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-up$/);
  await expect(page.getByRole('heading', { name: 'Create your Jobfit account' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Master CV' }).first()).toBeVisible();
  await context.close();
});

test('the app takes over the sign-in shell: what was typed and pressed before carries over', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // Hold the app's entry script until the visitor has typed into the shell.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth/sign-in', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#shell')).toBeVisible();
  const shellEmail = page.locator('#shell input[type=email]');
  await shellEmail.fill('someone@example.com');
  await page.locator('#shell button[type=submit]').click();
  release();

  await expect(page.locator('#shell')).toHaveCount(0);
  const email = page.getByLabel('Email address');
  await expect(email).toHaveValue('someone@example.com');
  // The press of "Sign in" reached the app's form: it checks the empty password.
  await expect(page.getByText('Enter your password')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to Jobfit' })).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('the focus moves from the shell to the app: typing goes on in the same field', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth/sign-in', { waitUntil: 'domcontentloaded' });
  await page.locator('#shell input[type=email]').fill('someone@example');
  release();

  await expect(page.locator('#shell')).toHaveCount(0);
  const email = page.getByLabel('Email address');
  await expect(email).toBeFocused();
  await page.keyboard.type('.com');
  await expect(email).toHaveValue('someone@example.com');
});

test('the dashboard shell holds no one’s data, and the app takes over without errors', async ({
  page,
}) => {
  const user = await signUpVerified(page, { onboarded: true });
  const html = await (await page.request.get('/dashboard')).text();
  expect(html).toContain('<div id="shell">');
  expect(html).toContain('Main navigation');
  expect(html).not.toContain(user.name);
  expect(html).not.toContain(user.email);

  const errors = collectErrors(page);
  await page.goto('/dashboard');
  await expect(page.locator('#shell')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Welcome back, ${user.name}` })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the app adopts the shell’s styles where they are, and adds only what the shell lacked', async ({
  page,
}) => {
  await signUpVerified(page, { onboarded: true });
  // Counts style elements moved (already in the page) and added (new) through the DOM.
  await page.addInitScript(() => {
    const w = globalThis as unknown as { styleMoves: number; stylesAdded: number };
    w.styleMoves = 0;
    w.stylesAdded = 0;
    for (const name of ['appendChild', 'insertBefore'] as const) {
      const original = Node.prototype[name] as (this: Node, ...args: unknown[]) => Node;
      Object.defineProperty(Node.prototype, name, {
        value: function (this: Node, node: Node, ...rest: unknown[]) {
          if (node instanceof HTMLStyleElement) {
            if (node.isConnected) w.styleMoves += 1;
            else w.stylesAdded += 1;
          }
          return original.call(this, node, ...rest);
        },
      });
    }
  });
  const shellStyles = (
    (await (await page.request.get('/dashboard')).text()).match(
      /<style data-s="" data-emotion=/g,
    ) ?? []
  ).length;
  expect(shellStyles).toBeGreaterThan(10);
  await page.goto('/dashboard');
  await expect(page.locator('#shell')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  const counts = await page.evaluate(() => {
    const w = globalThis as unknown as { styleMoves: number; stylesAdded: number };
    return { moves: w.styleMoves, added: w.stylesAdded };
  });
  // Emotion's own default cache would move every one of them twice more (decision 217).
  expect(counts.moves).toBeLessThanOrEqual(shellStyles);
  expect(counts.added).toBeLessThan(shellStyles / 4);
});

test('in German the shell shows no English text; with dark mode there is no shell', async ({
  page,
}) => {
  // What the shell looks like when the document is parsed, before the app's scripts are asked for.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const heading = document.querySelector('#shell h1');
      const seen = {
        lang: document.documentElement.lang,
        shellShown: getComputedStyle(document.getElementById('shell') as Element).display,
        headingColor: heading ? getComputedStyle(heading).color : null,
      };
      sessionStorage.setItem('shell-seen', JSON.stringify(seen));
    });
  });
  const seen = async () =>
    JSON.parse((await page.evaluate(() => sessionStorage.getItem('shell-seen'))) ?? '{}') as {
      lang: string;
      shellShown: string;
      headingColor: string;
    };

  await page.goto('/auth/sign-in');
  expect(await seen()).toMatchObject({ lang: 'en', shellShown: 'block' });
  expect((await seen()).headingColor).not.toBe('rgba(0, 0, 0, 0)');
  // The app has taken over (and stored its own settings) before the test writes others.
  await expect(page.locator('#shell')).toHaveCount(0);

  await page.evaluate(() =>
    localStorage.setItem('app-settings', JSON.stringify({ version: '1.0.0', locale: 'de' })),
  );
  await page.goto('/auth/sign-in');
  expect(await seen()).toEqual({
    lang: 'de',
    shellShown: 'block',
    headingColor: 'rgba(0, 0, 0, 0)',
  });
  await expect(page.getByRole('heading', { name: 'Bei Jobfit anmelden' })).toBeVisible();
  await expect(page.locator('#shell')).toHaveCount(0);

  await page.evaluate(() =>
    localStorage.setItem('app-settings', JSON.stringify({ version: '1.0.0', colorScheme: 'dark' })),
  );
  await page.goto('/auth/sign-in');
  expect((await seen()).shellShown).toBe('none');
  await expect(page.getByRole('heading', { name: 'Sign in to Jobfit' })).toBeVisible();
});

test('the dashboard preloads the next pages’ code without running it, and they open from it', async ({
  page,
}) => {
  await signUpVerified(page, { onboarded: true });
  const chunks = (await (await page.request.get('/page-chunks.json')).json()) as Record<
    string,
    string[]
  >;
  const masterCv = chunks['src/pages/master-cv'] ?? [];
  expect(masterCv.length).toBeGreaterThan(0);
  await page.goto('/dashboard');
  await expect(page.locator('#shell')).toHaveCount(0);
  // Every file of the pages most visits go to next is linked for preloading once the page is idle,
  // the page's own chunk too (last in its list): an import would have run it, with links for its
  // dependencies only.
  for (const key of ['src/pages/master-cv', 'src/pages/job-targets', 'src/routes/route-data']) {
    for (const file of chunks[key] ?? []) {
      await expect(page.locator(`link[rel="modulepreload"][href="${file}"]`)).toHaveCount(1);
    }
  }
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Master CV' })
    .click();
  await expect(page.getByRole('heading', { name: 'Master CV', level: 1 })).toBeVisible();
});
