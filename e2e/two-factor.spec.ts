import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { linkIn, type SmtpCapture, startSmtpCapture } from '../server/src/test/smtp-capture.ts';
import {
  E2E_BASE_URL,
  expect,
  newUserFields,
  saveScreenshot,
  signUpVerified,
  test,
} from './fixtures.ts';

// Decision 180: two-factor sign-in with an authenticator app and passkeys,
// walked in Chromium.

const SLOW = { timeout: 30_000 };

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...text.toUpperCase()]
    .map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0'))
    .join('');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
}

/** RFC 6238 (HMAC-SHA-1, 30 s, 6 digits), as an authenticator app computes it from the URI. */
function totp(uri: string): string {
  const key = base32Decode(new URL(uri).searchParams.get('secret') ?? '');
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function signOut(page: Page, baseUrl: string) {
  const res = await page.request.post(`${baseUrl}/api/auth/sign-out`, {
    data: {},
    headers: { origin: baseUrl },
  });
  expect(res.status()).toBe(200);
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('sets up an authenticator app, then signs in with a code and with a backup code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await signUpVerified(page, { onboarded: true });
  await page.goto('/account-settings');
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await card.getByRole('button', { name: 'Set up authenticator app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up an authenticator app' });
  await dialog.getByLabel('Your password').fill(user.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const uri = (await dialog.getByTestId('totp-uri').textContent()) ?? '';
  expect(uri).toMatch(/^otpauth:\/\/totp\/Jobfit:/);
  await saveScreenshot(page, 'two-factor-01-enrol');

  await dialog.getByLabel('Code from the app').fill('000000' === totp(uri) ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByText(/^That code is not right/)).toBeVisible();
  await dialog.getByLabel('Code from the app').fill(totp(uri));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  const codesDialog = page.getByRole('dialog', { name: 'Save your backup codes' });
  const codes = codesDialog.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const backupCode = (await codes.first().textContent()) ?? '';
  await saveScreenshot(page, 'two-factor-02-backup-codes');
  await codesDialog.getByRole('button', { name: 'I saved them' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'two-factor-03-settings-on');

  // Sign out, then in again: the password, then a code computed here.
  await signOut(page, E2E_BASE_URL);
  await signInWithPassword(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible(SLOW);
  await page.getByLabel('Authentication code').fill('12345');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toHaveCount(2);
  await saveScreenshot(page, 'two-factor-04-sign-in-code');
  await page.getByLabel('Authentication code').fill(totp(uri));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard/, SLOW);

  // And once with a backup code instead.
  await signOut(page, E2E_BASE_URL);
  await signInWithPassword(page, user.email, user.password);
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(backupCode);
  await saveScreenshot(page, 'two-factor-05-sign-in-backup');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard/, SLOW);
});

test('signs out all other sessions from the settings', async ({ page, browser }) => {
  const user = await signUpVerified(page, { onboarded: true });
  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.99.0.7' } });
  const res = await other.request.post(`${E2E_BASE_URL}/api/auth/sign-in/email`, {
    data: { email: user.email, password: user.password },
  });
  expect(res.status()).toBe(200);
  await page.goto('/account-settings');
  const card = page.getByRole('region', { name: 'Active sessions' });
  const rowButtons = card.getByRole('button', { name: /^Sign out .*, signed in / });
  await expect(rowButtons).toHaveCount(1);
  await card.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await expect(page.getByText('Signed out everywhere else')).toBeVisible();
  await expect(rowButtons).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Sign out all other sessions' })).toHaveCount(0);
  await other.close();
});

// Browsers refuse passkeys on an IP address, and the shared e2e server runs on 127.0.0.1: this
// test starts its own server on http://localhost (same build, own database and mail capture).
test.describe('passkeys on localhost', () => {
  let server: ChildProcess;
  let smtp: SmtpCapture;
  let baseUrl: string;

  test.beforeAll(async () => {
    smtp = await startSmtpCapture();
    const port = await freePort();
    baseUrl = `http://localhost:${port}`;
    server = spawn(process.execPath, ['server/src/index.ts'], {
      cwd: path.join(import.meta.dirname, '..'),
      stdio: 'ignore',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: baseUrl,
        DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'jobfit-e2e-passkey-')), 'data'),
        DATABASE_URL: '',
        SMTP_URL: smtp.url,
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
      },
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error('passkey server exited');
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error('passkey server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  });

  test.afterAll(async () => {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
    await smtp.close();
  });

  test('registers a passkey in settings, signs out and signs in with it', async ({ page }) => {
    test.setTimeout(120_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    const user = newUserFields();
    const headers = { origin: baseUrl };
    const signUp = await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
      data: user,
      headers,
    });
    expect(signUp.status()).toBe(200);
    const mail = await smtp.waitFor(user.email, /verify/i, 10_000);
    const token = linkIn(mail, `${baseUrl}/auth/verify`).searchParams.get('token') ?? '';
    const verified = await page.request.get(
      `${baseUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`,
    );
    expect(verified.status()).toBe(200);
    const onboarded = await page.request.post(`${baseUrl}/api/me/onboarding`, {
      data: {},
      headers,
    });
    expect(onboarded.status()).toBe(200);

    await page.goto(`${baseUrl}/account-settings`);
    const card = page.getByRole('region', { name: 'Passkeys' });
    await expect(card.getByText('No passkeys yet.')).toBeVisible(SLOW);
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add a passkey' });
    await addDialog.getByLabel('Passkey name').fill('E2E laptop');
    await addDialog.getByRole('button', { name: 'Continue' }).click();
    const list = card.getByRole('list', { name: 'Your passkeys' });
    await expect(list.getByText('E2E laptop')).toBeVisible(SLOW);

    await list.getByRole('button', { name: 'Rename' }).click();
    const renameDialog = page.getByRole('dialog', { name: 'Rename passkey' });
    await renameDialog.getByLabel('Passkey name').fill('Work laptop');
    await renameDialog.getByRole('button', { name: 'Save' }).click();
    await expect(list.getByText('Work laptop')).toBeVisible();
    await saveScreenshot(page, 'two-factor-06-passkeys');

    await signOut(page, baseUrl);
    await page.goto(`${baseUrl}/auth/sign-in`);
    const passkeyButton = page.getByRole('button', { name: 'Sign in with a passkey' });
    await expect(passkeyButton).toBeVisible(SLOW);
    await saveScreenshot(page, 'two-factor-07-sign-in-page');
    await passkeyButton.click();
    await expect(page).toHaveURL(/\/dashboard/, SLOW);

    // Deleted, it is gone from the list.
    await page.goto(`${baseUrl}/account-settings`);
    await list.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Work laptop?' })
      .getByRole('button', {
        name: 'Delete',
      })
      .click();
    await expect(card.getByText('No passkeys yet.')).toBeVisible();
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}
