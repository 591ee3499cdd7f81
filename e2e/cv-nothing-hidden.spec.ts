import type { Page } from '@playwright/test';
import { SAMPLE_POSTING } from '../server/src/test/cv-files.ts';
import { expect, SAMPLE_RESUME, saveScreenshot, signUpVerified, test } from './fixtures.ts';
import { twoColumnCvPdf } from './fixtures/two-column-cv.ts';

// Decision 122: the review screen tells the truth about a two-column layout and shows
// the uploaded page beside the parsed fields; every section a CV holds is shown and editable.

/** Non-white pixels of the drawn page: a canvas pdf.js really painted, not a blank box. */
async function inkedPixels(page: Page, name: string): Promise<number> {
  return page.getByRole('img', { name }).evaluate((el) => {
    const canvas = el as HTMLCanvasElement;
    const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    for (let i = 0; data && i < data.length; i += 4) {
      if ((data[i] ?? 255) < 200 && (data[i + 3] ?? 0) > 0) n++;
    }
    return n;
  });
}

test('a two-column PDF: layout notice, page preview beside the fields, layout check', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpVerified(page);
  await page.goto('/onboarding/upload-cv');
  await page.getByTestId('cv-file-input').setInputFiles({
    name: 'mara-lind-two-column.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await twoColumnCvPdf()),
  });

  await expect(page).toHaveURL(/\/onboarding\/upload-review$/);
  await expect(page.getByRole('heading', { name: 'Review your CV' })).toBeVisible();
  const notice = page.getByTestId('layout-notice');
  await expect(notice).toContainText('can confuse applicant tracking systems');
  await expect(notice).toContainText(/two[- ]columns?/i);
  await expect(notice).toContainText('single-column layout');

  // The page as drawn by pdf.js, beside the fields (left of them on a wide screen).
  const pageImage = page.getByRole('img', { name: 'Page 1 of your uploaded CV' });
  await expect(pageImage).toBeVisible({ timeout: 20_000 });
  expect(await inkedPixels(page, 'Page 1 of your uploaded CV')).toBeGreaterThan(2000);
  const name = page.getByRole('textbox', { name: 'Full name' });
  await expect(name).toHaveValue('Mara Lind');
  const [imageBox, nameBox] = [await pageImage.boundingBox(), await name.boundingBox()];
  expect(imageBox && nameBox && imageBox.x + imageBox.width <= nameBox.x).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'cv-layout-01-review-desktop');

  // The text as read, in the reading order the parser chose.
  await page.getByRole('tab', { name: 'Text we read' }).click();
  await expect(page.getByTestId('cv-source-text')).toContainText('MARA LIND');
  await expect(page.getByTestId('cv-source-text')).toContainText('Fjord Freight');
  await saveScreenshot(page, 'cv-layout-02-review-text');
  await page.getByRole('tab', { name: 'Page' }).click();
  await expect(pageImage).toBeVisible({ timeout: 20_000 });

  // Mobile width: the notice, then the page, then the fields, one under the other.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(notice).toBeVisible();
  await expect(page.getByRole('img', { name: 'Page 1 of your uploaded CV' })).toBeVisible({
    timeout: 20_000,
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await saveScreenshot(page, 'cv-layout-03-review-mobile');
  await page.getByRole('img', { name: 'Page 1 of your uploaded CV' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'cv-layout-04-review-mobile-page');
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/job-analyzer$/);

  // The saved CV's ATS layout check says the same, with how to fix it.
  await page.goto('/master-cv');
  const checks = page.getByRole('region', { name: 'CV checks' });
  await expect(checks.getByText('Layout risks')).toBeVisible();
  await expect(checks.getByText(/use a single-column layout/)).toBeVisible();
  await page.getByText('Layout risks').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'cv-layout-05-master-checks');
});

test('every section is shown and editable, in the master CV and the tailored CV', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpVerified(page, { onboarded: true });
  const resume = {
    ...SAMPLE_RESUME,
    work: SAMPLE_RESUME.work.map((w, i) =>
      i === 0 ? { ...w, summary: 'Owned the order platform end to end' } : w,
    ),
    awards: [{ title: 'Engineer of the Year', awarder: 'Northwind', date: '2022' }],
    volunteer: [
      { organization: 'Code Club', position: 'Mentor', highlights: ['Taught 30 pupils'] },
    ],
    custom: [{ title: 'Affiliations', items: ['British Computer Society member'] }],
  };
  const saved = await page.request.put('/api/cv', { data: { resume, source: 'manual' } });
  expect(saved.status()).toBe(200);

  await page.goto('/master-cv');
  await expect(page.getByRole('heading', { name: 'Master CV', level: 1 })).toBeVisible();
  const job = page.getByRole('group', { name: /^job 1:/ });
  await expect(job.getByRole('textbox', { name: 'Summary' })).toHaveValue(
    'Owned the order platform end to end',
  );
  await expect(page.getByRole('region', { name: 'Awards' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Volunteering' })).toBeVisible();
  const other = page.getByRole('region', { name: 'Other sections' });
  await expect(other.getByRole('textbox', { name: 'Heading' })).toHaveValue('Affiliations');
  // A multiline field grows with its text (CSS field-sizing in Chromium, decision 234).
  const lines = other.getByRole('textbox', { name: 'Lines' });
  await lines.fill('British Computer Society member');
  const oneLine = (await lines.boundingBox())?.height ?? 0;
  await lines.fill(Array.from({ length: 8 }, (_, i) => `Line ${i + 1}`).join('\n'));
  await expect
    .poll(async () => (await lines.boundingBox())?.height ?? 0)
    .toBeGreaterThan(oneLine * 2);
  await lines.fill('British Computer Society member\nIEEE member');
  // A section the CV does not have yet is one click away.
  await page.getByRole('button', { name: 'Publications' }).click();
  await expect(page.getByRole('region', { name: 'Publications' })).toBeVisible();
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toBeFocused();
  await title.fill('Fast joins on small machines');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('All changes saved.')).toBeVisible();
  await other.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'cv-sections-01-master');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('region', { name: 'Awards' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await saveScreenshot(page, 'cv-sections-01b-master-mobile');
  await page.setViewportSize({ width: 1440, height: 900 });

  const cv = await (await page.request.get('/api/cv')).json();
  expect(cv.resume.custom).toEqual([
    { title: 'Affiliations', items: ['British Computer Society member', 'IEEE member'] },
  ]);
  expect(cv.resume.publications).toEqual([{ name: 'Fast joins on small machines' }]);

  // The tailored CV keeps them: in its editor and its preview.
  const scan = await (
    await page.request.post('/api/scans', { data: { posting: SAMPLE_POSTING } })
  ).json();
  const doc = await page.request.post('/api/documents', { data: { scanId: scan.id, kind: 'cv' } });
  expect(doc.status()).toBe(201);
  await page.goto(`/job-analyzer/tailored-documents/${(await doc.json()).id}`);
  const preview = page.getByRole('region', { name: 'Preview of the tailored CV' });
  await expect(preview).toContainText('Affiliations');
  await expect(preview).toContainText('IEEE member');
  await expect(preview).toContainText('Engineer of the Year');
  await expect(preview).toContainText('Owned the order platform end to end');
  await expect(page.getByRole('textbox', { name: 'About the role of job 1' })).toHaveValue(
    'Owned the order platform end to end',
  );
  await page.getByRole('textbox', { name: 'Heading of section 1' }).fill('Memberships');
  await expect(preview).toContainText('Memberships');
  await page.getByRole('button', { name: 'Remove award 1' }).click();
  await expect(preview).not.toContainText('Engineer of the Year');
  await page.getByRole('region', { name: 'Other sections' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'cv-sections-02-tailored');
});
