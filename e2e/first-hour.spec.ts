import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SAMPLE_POSTING } from '../server/src/test/cv-files.ts';
import {
  E2E_BASE_URL,
  expect,
  mailbox,
  newUserFields,
  SAMPLE_RESUME,
  saveScreenshot,
  signUpVerified,
  test,
} from './fixtures.ts';

// The first hour of a new user (decision 160), walked in Chromium at 1440×900 and 390×844.

const OTHER_LOOPBACK = E2E_BASE_URL.replace('127.0.0.1', 'localhost');
// Each journey signs up and walks several pages; a busy machine needs more than the default.
test.describe.configure({ timeout: 180_000 });
const SLOW = { timeout: 30_000 };

test('signs up at 127.0.0.1, lands in onboarding and can sign out from there', async ({ page }) => {
  const user = newUserFields();
  await page.goto(`${E2E_BASE_URL}/auth/sign-up`);
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  const mail = await mailbox.waitFor(user.email, /verify/i);
  await page.goto(mailbox.link(mail, `${E2E_BASE_URL}/auth/verify`));
  await expect(page).toHaveURL(/\/onboarding/, SLOW);
  await saveScreenshot(page, 'first-hour-01-onboarding');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in/, SLOW);
});

test('opened under another name, sign-up says which address to use', async ({ page }) => {
  const user = newUserFields();
  await page.goto(`${OTHER_LOOPBACK}/auth/sign-up`);
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`Open ${E2E_BASE_URL} and try again`)).toBeVisible(SLOW);
  await expect(page.getByText(/verify your email/i)).toHaveCount(0);
});

test('an empty manual CV gets a field message, not a server error', async ({ page }) => {
  await signUpVerified(page);
  await page.goto('/onboarding/manual-entry');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(
    page.getByText('Add your name, then your experience, education or skills'),
  ).toBeVisible(SLOW);
  await expect(page.getByText(/Something went wrong/)).toHaveCount(0);
  await saveScreenshot(page, 'first-hour-02-empty-manual');
});

test('a JSON Resume with null dates uploads and keeps the open job current', async ({ page }) => {
  await signUpVerified(page);
  const resume = JSON.parse(
    readFileSync(
      path.join(import.meta.dirname, '../server/src/test/fixtures/json-resume-sample.json'),
      'utf8',
    ),
  ) as { work: Record<string, unknown>[]; education: Record<string, unknown>[] };
  resume.work[0] = { ...resume.work[0], endDate: null };
  resume.education[0] = { ...resume.education[0], startDate: null };
  await page.goto('/onboarding/upload-cv');
  await page.getByTestId('cv-file-input').setInputFiles({
    name: 'resume.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(resume)),
  });
  await expect(page).toHaveURL(/\/onboarding\/upload-review/, SLOW);
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue(
    'Richard Hendriks',
    SLOW,
  );
  await expect(page.getByText('The server sent an unexpected answer.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).not.toHaveURL(/upload-review/, SLOW);
  const saved = (await (await page.request.get('/api/cv')).json()) as {
    resume: { work: { name: string; current?: boolean; endDate?: string }[] };
  };
  expect(saved.resume.work[0]).toMatchObject({ name: 'Pied Piper', current: true });
});

test('with the API down the page says so, keeps the typing and recovers by itself', async ({
  page,
}) => {
  await signUpVerified(page);
  await page.goto('/onboarding/manual-entry');
  const name = page.getByRole('textbox', { name: 'Full name' });
  await name.fill('Ada Lovelace');
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Save and continue' }).click();
  const banner = page.getByRole('status').filter({ hasText: 'cannot be reached' });
  await expect(banner).toBeVisible(SLOW);
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  await expect(name).toHaveValue('Ada Lovelace');
  await saveScreenshot(page, 'first-hour-03-offline');
  await page.unroute('**/api/**');
  await expect(banner).toBeHidden(SLOW);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).not.toHaveURL(/manual-entry/, SLOW);
});

test('the results page on a phone: status first, no sideways scroll, a row opens its evidence', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpVerified(page, { onboarded: true });
  expect((await page.request.put('/api/cv', { data: { resume: SAMPLE_RESUME } })).status()).toBe(
    200,
  );
  const scan = await page.request.post('/api/scans', {
    data: { posting: SAMPLE_POSTING, title: 'Senior Backend Engineer' },
  });
  expect(scan.status()).toBe(201);
  const { id } = (await scan.json()) as { id: string };
  await page.goto(`/job-analyzer/results/${id}`);
  const table = page.getByRole('table', { name: 'Keywords of the posting' });
  await table.scrollIntoViewIfNeeded();
  const overflow = await table.evaluate((el) => {
    const box = el.closest('.MuiTableContainer-root') ?? el;
    return box.scrollWidth - box.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
  const firstRow = table.locator('tbody tr').first();
  const status = firstRow.getByTestId('keyword-status');
  await status.scrollIntoViewIfNeeded();
  await expect(status).toBeInViewport();
  const [statusBox, nameBox] = [
    await status.boundingBox(),
    await firstRow.locator('td').first().boundingBox(),
  ];
  expect(statusBox!.y).toBeLessThan(nameBox!.y);
  expect(statusBox!.x + statusBox!.width).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'first-hour-04-results-mobile');
  await firstRow
    .locator('td')
    .first()
    .click({ position: { x: 5, y: 5 } });
  await expect(page.getByRole('region', { name: /^Evidence for / })).toBeVisible();
});

test('the job board fits a 1440px screen without a sideways scroll', async ({ page }) => {
  await signUpVerified(page, { onboarded: true });
  // With no job the tracker shows its empty state: the board needs one job to show its columns.
  const created = await page.request.post('/api/job-targets', {
    data: { title: 'Platform Engineer', company: 'Acme Payments' },
  });
  expect(created.status()).toBe(201);
  await page.goto('/job-targets?view=board');
  const column = page.getByTestId('board-column-withdrawn');
  await expect(column).toBeVisible(SLOW);
  const overflow = await column.evaluate((el) => {
    const board = el.parentElement!;
    return board.scrollWidth - board.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'first-hour-05-board');
});
