import type { Page } from '@playwright/test';
import { expect, saveScreenshot, signUpVerified, test } from './fixtures.ts';

// A rescan after a CV edit shows what changed in the job's score
// history; the CV sent is recorded in the drawer; the dashboard shows outcome rates.

const SKILLS = ['TypeScript', 'Node.js', 'PostgreSQL', 'Redis'];
const resume = (skills: string[]) => ({
  basics: { name: 'Robin Outcome', label: 'Platform Engineer', email: 'robin@example.com' },
  work: [
    {
      name: 'Northwind Logistics',
      position: 'Platform Engineer',
      startDate: '2019-01',
      current: true,
      highlights: [`Ran payment services with ${skills.join(', ')} for 2 million users`],
    },
  ],
  education: [{ institution: 'University of Leeds', area: 'Computer Science', studyType: 'BSc' }],
  skills: [{ name: 'Platform', keywords: skills }],
});

const posting = (title: string) => `${title}
Globex — London (hybrid)

Requirements
- 5+ years of experience building backend services
- Strong TypeScript and Node.js skills
- Experience with PostgreSQL and Redis
- Kubernetes and Terraform in production
- Good communication skills
`;

type CreatedScan = { id: string; jobTargetId: string; title: string; score: number };
type Detail = {
  status: string;
  appliedAt: string | null;
  sentCv: string | null;
  sentDocumentId: string | null;
  scores: { score: number; changes: { scoreDelta: number; nowMatched: string[] } | null }[];
};

async function scanJob(page: Page, title: string): Promise<CreatedScan> {
  const res = await page.request.post('/api/scans', { data: { posting: posting(title), title } });
  expect(res.status()).toBe(201);
  return (await res.json()) as CreatedScan;
}

async function openJob(page: Page, title: string) {
  await page
    .getByRole('table', { name: 'Tracked jobs' })
    .getByRole('button', { name: title, exact: true })
    .click();
}

const detailOf = async (page: Page, id: string) =>
  (await (await page.request.get(`/api/job-targets/${id}`)).json()) as Detail;

async function patchJob(page: Page, id: string, data: Record<string, unknown>) {
  expect((await page.request.patch(`/api/job-targets/${id}`, { data })).status()).toBe(200);
}

test('rescan changes in the drawer, the CV sent, and outcomes on the dashboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpVerified(page, { onboarded: true });
  const cv = await page.request.put('/api/cv', { data: { resume: resume(SKILLS) } });
  expect(cv.status()).toBe(200);
  const job = await scanJob(page, 'Platform Engineer');
  const docRes = await page.request.post('/api/documents', {
    data: { scanId: job.id, kind: 'cv' },
  });
  expect(docRes.status()).toBe(201);
  const doc = (await docRes.json()) as { id: string; title: string };

  // Five applications with the master CV: two answers, one of them an interview.
  const paths = [
    ['applied', 'interviewing'],
    ['applied', 'rejected'],
    ['applied'],
    ['applied'],
    ['applied'],
  ];
  for (const [i, statuses] of paths.entries()) {
    const other = await scanJob(page, `Backend Engineer ${i + 1}`);
    for (const status of statuses) await patchJob(page, other.jobTargetId, { status });
    await patchJob(page, other.jobTargetId, { sentCv: 'master' });
  }

  // Edit the CV, then rescan from the job's drawer.
  expect(
    (
      await page.request.put('/api/cv', {
        data: { resume: resume([...SKILLS, 'Kubernetes', 'Terraform']) },
      })
    ).status(),
  ).toBe(200);
  await page.goto('/job-targets');
  await openJob(page, job.title);
  let drawer = page.getByRole('dialog', { name: 'Job details' });
  await drawer.getByRole('button', { name: 'Rescan' }).click();
  await expect(page).toHaveURL(/\/job-analyzer\/.+/);

  const after = await detailOf(page, job.jobTargetId);
  const change = after.scores[1]?.changes;
  expect(change?.nowMatched).toEqual(expect.arrayContaining(['Kubernetes', 'Terraform']));
  expect(change?.scoreDelta).toBeGreaterThan(0);

  await page.goto('/job-targets');
  await openJob(page, job.title);
  drawer = page.getByRole('dialog', { name: 'Job details' });
  const changes = drawer.getByRole('list', { name: 'Changes between scans' });
  await expect(changes.getByRole('listitem')).toHaveCount(1);
  await expect(changes.getByRole('listitem')).toHaveText(
    `v1 → v2: +${change?.scoreDelta}, now shows ${change?.nowMatched.join(', ')}; CV edited`,
  );
  await expect(drawer.getByRole('img', { name: /^Score history: v1: / })).toBeVisible();
  await saveScreenshot(page, 'outcomes-01-score-changes');

  // Record the tailored CV as sent, with the job moved to Applied.
  await drawer.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Applied' }).click();
  await drawer.getByRole('combobox', { name: 'CV sent' }).click();
  await expect(page.getByRole('option', { name: 'Master CV' })).toBeVisible();
  await saveScreenshot(page, 'outcomes-02-cv-sent-options');
  await page.getByRole('option', { name: doc.title }).click();
  await drawer.getByRole('button', { name: 'Save changes' }).click();
  await expect(drawer.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await expect
    .poll(async () => {
      const d = await detailOf(page, job.jobTargetId);
      return [d.status, d.sentCv, d.sentDocumentId, d.appliedAt !== null];
    })
    .toEqual(['applied', 'tailored', doc.id, true]);
  await expect(drawer.getByRole('combobox', { name: 'CV sent' })).toHaveText(doc.title);

  // The dashboard: rates for the master CV (5 applications), sample size only for tailored (1).
  await page.goto('/dashboard');
  const outcomes = page.getByTestId('insights').getByRole('region', { name: 'Outcomes' });
  await outcomes.scrollIntoViewIfNeeded();
  await expect(outcomes.getByRole('row', { name: /^All \(6\)/ })).toContainText(
    '33% (2 of 6)17% (1 of 6)',
  );
  const master = outcomes.getByRole('row', { name: /^Master CV/ });
  await expect(master).toContainText('40% (2 of 5)');
  await expect(master).toContainText('20% (1 of 5)');
  await expect(outcomes.getByRole('row', { name: /^Tailored CV/ })).toContainText(
    'Not enough data yet (n=1)',
  );
  await saveScreenshot(page, 'outcomes-03-dashboard');

  await page.getByRole('button', { name: 'Settings' }).click();
  await page
    .getByRole('dialog', { name: 'Settings' })
    .getByRole('radio', { name: 'Dark mode' })
    .click();
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await outcomes.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'outcomes-04-dashboard-dark');
  await page.goto('/job-targets');
  await openJob(page, job.title);
  await expect(changes.getByRole('listitem')).toHaveCount(1);
  await saveScreenshot(page, 'outcomes-05-score-changes-dark');
});
