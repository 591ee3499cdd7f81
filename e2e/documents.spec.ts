import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { SAMPLE_POSTING } from '../server/src/test/cv-files.ts';
import { expect, SAMPLE_RESUME, saveScreenshot, signUpVerified, test } from './fixtures.ts';

// The journey: from a scan result, a tailored CV with two confirmed skills (a third missing
// skill left unconfirmed), edited with autosave, exported as PDF and DOCX; then a cover letter.

const SCREENSHOTS = path.join(import.meta.dirname, 'screenshots');

/** A master CV and one scan of the sample posting, through the real API. */
async function cvAndScan(page: Page): Promise<string> {
  await signUpVerified(page, { onboarded: true });
  const cv = await page.request.put('/api/cv', {
    data: { resume: SAMPLE_RESUME, source: 'manual' },
  });
  expect(cv.status()).toBe(200);
  const scan = await page.request.post('/api/scans', {
    data: { posting: SAMPLE_POSTING, title: 'Senior Backend Engineer', company: 'Acme Payments' },
  });
  expect(scan.status()).toBe(201);
  return ((await scan.json()) as { id: string }).id;
}

/** Picks an export from the menu and returns the downloaded bytes and file name. */
async function exportAs(page: Page, item: string): Promise<{ bytes: Buffer; download: Download }> {
  const button = page.getByRole('button', { name: 'Export' });
  for (let attempt = 1; ; attempt++) {
    // The button is busy while the previous export runs.
    await expect(button).toBeEnabled();
    const downloaded = page.waitForEvent('download', { timeout: 120_000 });
    await button.click();
    const entry = page.getByRole('menuitem', { name: item });
    await entry.click();
    // Taking a choice closes the menu. In a clean-clone run a click during the menu's opening
    // transition was lost (the menu stayed open, nothing downloaded): close it and choose again.
    const taken = await entry.waitFor({ state: 'hidden', timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (!taken && attempt < 3) {
      downloaded.catch(() => undefined);
      await page.keyboard.press('Escape');
      continue;
    }
    const download = await downloaded;
    const file = await download.path();
    return { bytes: readFileSync(file), download };
  }
}

const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-']).toString();
const docxText = (file: string) =>
  execFileSync('unzip', ['-p', file, 'word/document.xml'])
    .toString()
    .replace(/<[^>]+>/g, ' ');

async function expectSaved(page: Page) {
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
}

test('scan result → tailored CV with two confirmed skills → edit → PDF and DOCX → cover letter', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const scanId = await cvAndScan(page);

  // The guided step from the result page: missing keywords, none ticked, honest question.
  await page.goto(`/job-analyzer/results/${scanId}`);
  await expect(page.getByTestId('scan-score')).toBeVisible();
  const originalScore = Number(await page.getByTestId('scan-score').textContent());
  await page.getByRole('link', { name: 'Tailor CV' }).click();
  const dialog = page.getByRole('dialog', { name: /Tailor your CV/ });
  await expect(dialog.getByText('Which of these do you really have?')).toBeVisible();
  for (const skill of ['Kubernetes', 'Amazon Web Services', 'Terraform']) {
    await expect(dialog.getByRole('checkbox', { name: new RegExp(`^${skill}`) })).not.toBeChecked();
  }
  await dialog.getByRole('checkbox', { name: /^Kubernetes/ }).check();
  await dialog.getByRole('checkbox', { name: /^Amazon Web Services/ }).check();
  // Kubernetes goes into a bullet the user picks; Amazon Web Services to the skills section.
  await dialog.getByRole('combobox', { name: 'Add Kubernetes to' }).click();
  await page.getByRole('option', { name: 'Ran the on-call rota for 12 engineers' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Add Amazon Web Services to' })).toHaveText(
    'Skills section',
  );
  await dialog.getByRole('button', { name: 'Modern' }).click();
  await saveScreenshot(page, 'documents-01-tailor-step');
  await dialog.getByRole('button', { name: 'Create tailored CV with 2 confirmed skills' }).click();

  // The editor: structured form, live preview, scores side by side.
  await expect(page).toHaveURL(/\/job-analyzer\/tailored-documents\/[0-9a-f-]{36}$/);
  const preview = page.getByRole('region', { name: 'Preview of the tailored CV' });
  await expect(preview).toContainText('Kubernetes');
  await expect(preview).toContainText('Amazon Web Services');
  await expect(preview).not.toContainText('Terraform');
  await expect(preview).toContainText('Ran the on-call rota for 12 engineers, using Kubernetes');
  await expect(page.getByTestId('original-score')).toHaveText(String(originalScore));
  await expectSaved(page);

  const summary = page.getByRole('textbox', { name: 'Summary' });
  await summary.fill(
    'Backend engineer who ships reliable payment services. Edited in the e2e test.',
  );
  await expect(page.getByTestId('save-status')).not.toHaveAttribute('data-status', 'saved');
  await expect(preview).toContainText('Edited in the e2e test.');
  await expectSaved(page);
  // Titles and employers are editable too (dates stay as in the master CV).
  await page.getByRole('textbox', { name: 'Job title of job 2' }).fill('Software Engineer II');
  await expect(preview).toContainText('Software Engineer II');
  await expectSaved(page);
  // Education is editable as well, in this CV only.
  await page.getByRole('textbox', { name: 'Degree of education 1' }).fill('BSc (Hons)');
  await expect(preview).toContainText('BSc (Hons) in Computer Science, University of Leeds');
  await expectSaved(page);
  await saveScreenshot(page, 'documents-02b-cv-education');
  // Reorder: the last bullet of the first job moves to the top, in the form and the preview.
  const job = 'Senior Backend Engineer, Northwind Logistics';
  const last = page.getByRole('textbox', { name: `${job}, bullet 3` });
  const lastText = await last.inputValue();
  await page.getByRole('button', { name: `Move bullet 3 of ${job} up` }).click();
  await page.getByRole('button', { name: `Move bullet 2 of ${job} up` }).click();
  await expect(page.getByRole('textbox', { name: `${job}, bullet 1` })).toHaveValue(lastText);
  await expect(preview.locator('li').first()).toHaveText(lastText);
  await expectSaved(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'documents-02-cv-editor');

  // Nothing typed is lost: a reload shows the saved edit.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Summary' })).toHaveValue(
    /Edited in the e2e test/,
  );

  const pdf = await exportAs(page, 'PDF (A4)');
  expect(pdf.download.suggestedFilename()).toBe('Jordan-Example-CV-Acme-Payments.pdf');
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const pdfFile = await pdf.download.path();
  const text = pdfText(pdfFile);
  expect(text).toContain('Jordan Example');
  expect(text).toContain('Kubernetes');
  expect(text).toContain('Amazon Web Services');
  expect(text).toContain('Edited in the e2e test.');
  expect(text).not.toContain('Terraform');
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdfFile,
    path.join(SCREENSHOTS, 'documents-03-cv-pdf-page1'),
  ]);

  const docx = await exportAs(page, 'Word (DOCX)');
  expect(docx.download.suggestedFilename()).toBe('Jordan-Example-CV-Acme-Payments.docx');
  expect(docx.bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const words = docxText(await docx.download.path());
  expect(words).toContain('Kubernetes');
  expect(words).toContain('Amazon Web Services');
  expect(words).not.toContain('Terraform');

  await page.getByRole('button', { name: 'Dark Mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await saveScreenshot(page, 'documents-04-cv-editor-dark');
  await page.getByRole('button', { name: 'Light Mode' }).click();

  // The cover letter, concise, from the same result page.
  await page.goto(`/job-analyzer/results/${scanId}`);
  await page.getByRole('link', { name: 'Write cover letter' }).click();
  const letterDialog = page.getByRole('dialog', { name: 'Write a cover letter' });
  await letterDialog.getByRole('radio', { name: /Concise/ }).check();
  await letterDialog.getByRole('button', { name: 'Write cover letter' }).click();
  await expect(page).toHaveURL(/\/job-analyzer\/tailored-documents\/[0-9a-f-]{36}$/);
  const letterPreview = page.getByRole('region', { name: 'Preview of the cover letter' });
  await expect(letterPreview).toContainText('Acme Payments');
  // A letter in prose that names the role and employer, with no markup or keyword labels.
  const opening = await page.getByRole('textbox', { name: 'Paragraph 1' }).inputValue();
  expect(opening).toMatch(/^I am applying for the Senior Backend Engineer role at Acme Payments\./);
  const drafted = await letterPreview.innerText();
  expect(drafted).not.toMatch(/\*\*|Regarding |Untitled|advertised/);
  await page.getByRole('textbox', { name: 'Paragraph 1' }).press('Control+End');
  await page.getByRole('textbox', { name: 'Paragraph 1' }).pressSequentially(' I **mean it**.');
  await expect(letterPreview.locator('strong', { hasText: 'mean it' })).toBeVisible();
  await expectSaved(page);
  await saveScreenshot(page, 'documents-05-letter-editor');

  const letterPdf = await exportAs(page, 'PDF (US Letter)');
  expect(letterPdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // A name a recruiter can file; the page size only because the letter's own size is A4.
  expect(letterPdf.download.suggestedFilename()).toBe(
    'Jordan-Example-Cover-Letter-Acme-Payments-US-Letter.pdf',
  );
  const letterText = pdfText(await letterPdf.download.path());
  expect(letterText).toContain('mean it');
  expect(letterText).not.toContain('Terraform');
  expect(letterText).not.toContain('Kubernetes');
  const letterDocx = await exportAs(page, 'Word (DOCX)');
  expect(letterDocx.bytes.subarray(0, 2).toString()).toBe('PK');

  // Another tone: asked first, drafted again (the user's edit goes), saved like any edit.
  await page.getByRole('combobox', { name: 'Tone' }).click();
  await page.getByRole('option', { name: 'Friendly' }).click();
  const redraft = page.getByRole('dialog', { name: 'Redraft in a friendly tone?' });
  await expect(page.getByRole('listbox')).toBeHidden();
  await saveScreenshot(page, 'documents-05b-letter-redraft');
  await redraft.getByRole('button', { name: 'Redraft letter' }).click();
  await expect(redraft).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Greeting' })).toHaveValue(
    'Dear Acme Payments team,',
  );
  await expect(letterPreview.locator('strong', { hasText: 'mean it' })).toHaveCount(0);
  await expectSaved(page);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Tone' })).toHaveText('Friendly');
  await expect(letterPreview).toContainText(
    'I was delighted to see that Acme Payments is looking for a Senior Backend Engineer',
  );

  // Both documents are listed; deleting asks first.
  await page.getByRole('main').getByRole('link', { name: 'Tailored documents' }).click();
  const table = page.getByRole('table', { name: 'Tailored documents' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByText('Tailored CV', { exact: true })).toBeVisible();
  await expect(table.getByText('Cover letter', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'documents-06-list');
  await table.getByRole('button', { name: /^Delete Cover letter/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete this document?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(table.getByRole('row')).toHaveCount(2);
});

test('a stale autosave offers Reload or Overwrite, and Overwrite keeps what was typed', async ({
  page,
}) => {
  const scanId = await cvAndScan(page);
  const created = await page.request.post('/api/documents', {
    data: { scanId, kind: 'cover_letter', tone: 'friendly' },
  });
  expect(created.status()).toBe(201);
  const doc = (await created.json()) as { id: string; version: number; content: unknown };
  await page.goto(`/job-analyzer/tailored-documents/${doc.id}`);
  await expect(page.getByRole('textbox', { name: 'Greeting' })).toBeVisible();

  // Another window saves first.
  const other = await page.request.put(`/api/documents/${doc.id}`, {
    data: { baseVersion: doc.version, pageSize: 'Letter' },
  });
  expect(other.status()).toBe(200);

  await page.getByRole('textbox', { name: 'Greeting' }).fill('Hello Acme team,');
  const conflict = page.getByRole('dialog', { name: 'This document changed elsewhere' });
  await expect(conflict).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'conflict');
  await saveScreenshot(page, 'documents-07-conflict');
  await conflict.getByRole('button', { name: 'Overwrite' }).click();
  await expectSaved(page);

  const stored = await page.request.get(`/api/documents/${doc.id}`);
  const body = (await stored.json()) as {
    version: number;
    content: { letter: { greeting: string } };
  };
  expect(body.content.letter.greeting).toBe('Hello Acme team,');
  expect(body.version).toBe(doc.version + 2);
});
