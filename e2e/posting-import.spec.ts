import { startPostingSite } from '../server/src/test/posting-site.ts';
import { expect, SAMPLE_RESUME, saveScreenshot, signUpVerified, test } from './fixtures.ts';

// A posting imported from its link fills the forms, the user checks and edits the
// fields, then scans or tracks it. The saved pages are served on 127.0.0.1, which the e2e server
// may fetch only through IMPORT_ALLOW_PRIVATE_HOSTS (global-setup.ts, decision 170).

let site: Awaited<ReturnType<typeof startPostingSite>>;
test.beforeAll(async () => {
  site = await startPostingSite();
});
test.afterAll(async () => {
  await site.close();
});

test('imports a posting from its link into the Job Analyzer and scans it', async ({ page }) => {
  await signUpVerified(page, { onboarded: true });
  expect((await page.request.put('/api/cv', { data: { resume: SAMPLE_RESUME } })).status()).toBe(
    200,
  );
  await page.goto('/job-analyzer');
  const form = page.getByRole('form', { name: 'Scan a job posting' });
  const link = form.getByLabel('Import from link');

  // A refused link says why, inline, and leaves what the user typed.
  await form.getByLabel('Job title').fill('My own title');
  await link.fill(`http://localhost:${site.port}/json-ld`);
  await form.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'This link points to a private or internal network address, which cannot be imported.',
  );
  await expect(form.getByLabel('Job title')).toHaveValue('My own title');

  const url = site.url('/json-ld');
  await link.fill(url);
  await link.press('Enter');
  await expect(form.getByText('Read from the page’s job data.', { exact: false })).toBeVisible();
  await expect(form.getByLabel('Job title')).toHaveValue('Senior Backend Engineer');
  await expect(form.getByLabel('Company')).toHaveValue('Northwind Health');
  await expect(form.getByLabel('Posting URL')).toHaveValue(url);
  await expect(form.getByLabel('Location')).toHaveValue('Manchester, GB');
  await expect(form.getByLabel('Salary')).toHaveValue('£70,000–£85,000 a year');
  await expect(form.getByLabel('Deadline')).toHaveValue('2026-04-30');
  await expect(form.getByLabel('Job posting', { exact: true })).toHaveValue(
    /Responsibilities\n\n- Design and run TypeScript and Node\.js services/,
  );
  // The user has the last word on what was read.
  await form.getByLabel('Salary').fill('£80,000 a year');
  await saveScreenshot(page, 'posting-import-analyzer');

  await form.getByRole('button', { name: 'Scan posting' }).click();
  await expect(page.getByTestId('scan-score')).toBeVisible({ timeout: 30_000 });
  const scanId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const scan = (await (await page.request.get(`/api/scans/${scanId}`)).json()) as {
    jobTargetId: string;
    score: number;
  };
  expect(scan.score).toBeGreaterThan(0);
  const job = await (await page.request.get(`/api/job-targets/${scan.jobTargetId}`)).json();
  expect(job).toMatchObject({
    title: 'Senior Backend Engineer',
    company: 'Northwind Health',
    location: 'Manchester, GB',
    salary: '£80,000 a year',
    deadline: '2026-04-30',
    url,
  });
});

test('imports a posting from its link into "Track a job"', async ({ page }) => {
  await signUpVerified(page, { onboarded: true });
  await page.goto('/job-targets');
  await page.getByRole('button', { name: 'Track a job' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Track a job' });
  await dialog.getByLabel('Import from link').fill(site.url('/plain'));
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByLabel('Job title')).toHaveValue('Warehouse Team Lead');
  await expect(dialog.getByLabel('Company')).toHaveValue('Fabrikam Freight');
  await expect(dialog.getByLabel('Link to the posting')).toHaveValue(site.url('/plain'));
  await expect(dialog.getByLabel('Posting text')).toHaveValue(/Two years leading a team/);
  await saveScreenshot(page, 'posting-import-track-dialog');
  await dialog.getByRole('button', { name: 'Track job' }).click();
  await expect(page.getByText('Now tracking “Warehouse Team Lead”')).toBeVisible();
  const list = await (await page.request.get('/api/job-targets')).json();
  expect(list.items[0]).toMatchObject({ title: 'Warehouse Team Lead', url: site.url('/plain') });
});
