import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expect, saveScreenshot, signUpVerified, test } from './fixtures.ts';
import { threePageCvPdf } from './fixtures/three-page-cv.ts';

// An upload says how far it has got (decision 188): the share of bytes sent, then each page the
// server's worker reads, then the review; a file refused after its pages were read says why.

/** Records every text the upload's status line shows, in order, on the window. */
async function recordStatus(page: Page) {
  await page.evaluate(() => {
    const said: string[] = [];
    (globalThis as unknown as { said: string[] }).said = said;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid=cv-upload-status]')?.textContent?.trim();
      if (text && said.at(-1) !== text) said.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const statusSaid = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { said: string[] }).said);

/** The step a status text names: 'upload', 'reading', 'page 2', 'sections'. */
function stepOf(text: string): string {
  if (/^Uploading… \d+%$/.test(text)) return 'upload';
  if (text === 'Reading your CV…') return 'reading';
  const page = /^Reading page (\d) of 3…$/.exec(text);
  if (page) return `page ${page[1]}`;
  if (text === 'Finding sections…') return 'sections';
  throw new Error(`unexpected status "${text}"`);
}

test('a three-page PDF: upload percentage, the pages as they are read, then the review', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpVerified(page);
  await page.goto('/onboarding/upload-cv');
  await expect(page.getByRole('heading', { name: 'Upload your CV' })).toBeVisible();
  await recordStatus(page);
  // A CV with a photo (~340 KB) on a slow line (100 KB/s up, 8 KB/s down): the upload's
  // percentage shows, and the last step read stays while the draft (~10 KB) comes down.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: 8 * 1024,
    uploadThroughput: 100 * 1024,
  });
  const pdf = await threePageCvPdf({ photo: true });
  await page.getByTestId('cv-file-input').setInputFiles({
    name: 'robin-castell.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(pdf),
  });

  const status = page.getByRole('status').filter({ hasText: /^Uploading… [1-9]\d?%$/ });
  await expect(status).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Upload progress' });
  const sent = Number(await bar.getAttribute('aria-valuenow'));
  expect(sent).toBeGreaterThan(0);
  expect(sent).toBeLessThan(100);
  await saveScreenshot(page, 'upload-progress-01-uploading');
  const reading = page
    .getByRole('status')
    .filter({ hasText: /^(Reading page \d of 3|Finding sections)…$/ });
  await expect(reading).toBeVisible({ timeout: 30_000 });
  await saveScreenshot(page, 'upload-progress-02-reading');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await expect(page).toHaveURL(/\/onboarding\/upload-review$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Review your CV' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Robin Castell');

  // The steps in their order, none skipped back: the percentage rising, then the reading. Lines
  // that reach the page together show only the newest, so not every page need have been seen.
  const steps = (await statusSaid(page)).map(stepOf);
  const order = ['upload', 'reading', 'page 1', 'page 2', 'page 3', 'sections'];
  const ranks = steps.map((s) => order.indexOf(s));
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  expect(steps[0]).toBe('upload');
  expect(steps.filter((s) => s.startsWith('page') || s === 'sections').length).toBeGreaterThan(0);
  await cdp.detach();
});

test('a PDF with no text: refused once its pages were read, with the reason', async ({ page }) => {
  await signUpVerified(page);
  await page.goto('/onboarding/upload-cv');
  await recordStatus(page);
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  doc.addPage([595, 842]);
  await page.getByTestId('cv-file-input').setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await doc.save()),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'This PDF has no text layer: it looks like a scanned image. Upload the original document or a text-based PDF.',
  );
  await expect(page.getByTestId('cv-upload-status')).toHaveCount(0);
  await expect(page).toHaveURL(/\/onboarding\/upload-cv$/);
  expect(await statusSaid(page)).toContainEqual(expect.stringMatching(/^Uploading… \d+%$/));
});
