import { linkedInExport } from '../engine/test/cv/linkedin-builders.ts';
import { expect, saveScreenshot, signUpVerified, test } from './fixtures.ts';

// Decision 173: a LinkedIn data export, built here as LinkedIn writes it, goes through
// the same upload and review screen as a CV file and becomes the master CV.
test('imports a LinkedIn data export through the review screen', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpVerified(page);
  await page.goto('/onboarding/upload-cv');
  await expect(page.getByText('your LinkedIn data export (.zip)')).toBeVisible();
  await page.getByTestId('cv-file-input').setInputFiles({
    name: 'Basic_LinkedInDataExport_11-24-2026.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(linkedInExport()),
  });

  await expect(page).toHaveURL(/\/onboarding\/upload-review$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Review your CV' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Grace Okafor');
  await expect(page.getByText('Northwind').first()).toBeVisible();
  await saveScreenshot(page, 'linkedin-import-01-review');

  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/job-analyzer$/, { timeout: 30_000 });

  const saved = await page.request.get('/api/cv');
  expect(saved.status()).toBe(200);
  const cv = await saved.json();
  expect(cv.resume.basics.name).toBe('Grace Okafor');
  expect(cv.resume.work.map((w: { name: string }) => w.name)).toEqual([
    'Northwind',
    'Contoso, Ltd.',
  ]);
  expect(cv.file.mime).toBe('application/zip');
});
