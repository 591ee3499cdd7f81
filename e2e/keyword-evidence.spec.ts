import type { Locator } from '@playwright/test';
import { expect, saveScreenshot, scanSampleCv, signUpVerified, test } from './fixtures.ts';

// Every keyword row on the results page opens its evidence — the posting
// sentences that ask for it and the CV lines that prove it, the keyword's own words highlighted.
// The keyword list is the engine's and improves over time: the test reads which keywords to open
// from the scan's own result and checks the page shows exactly that evidence.
const POSTING = `Senior Backend Engineer
Northwind Digital — London (hybrid)

About the role
You will build the order services behind our retail platform.

Requirements
- 5+ years of experience building backend services
- Strong TypeScript and Node.js skills
- Experience with PostgreSQL and Redis
- Experience with Kubernetes and Terraform

Nice to have
- Experience with Kafka
`;

type Evidence = { text: string; start: number; highlight: { start: number; end: number } };

/** The parts of GET /api/scans/:id this test reads. */
type ScanBody = {
  result: {
    keywords: {
      name: string;
      category: string;
      status: string;
      evidence: { job: Evidence[]; cv: Evidence[] };
    }[];
  };
};

/** The words an evidence line highlights, as the engine's offsets say. */
const marked = (e: Evidence) =>
  e.text.slice(e.highlight.start - e.start, e.highlight.end - e.start);

/** Checks one list of the panel against the engine's evidence: same lines, same marked words. */
async function expectLines(list: Locator, evidence: Evidence[]) {
  await expect(list.getByRole('listitem')).toHaveCount(evidence.length);
  for (const [i, e] of evidence.entries()) {
    const item = list.getByRole('listitem').nth(i);
    await expect(item).toHaveText(e.text);
    await expect(item.locator('mark')).toHaveText(marked(e));
  }
}

test('results page: a keyword row opens its evidence in the posting and in the CV', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpVerified(page, { onboarded: true });
  const { keywords: all } = (await scanSampleCv<ScanBody>(page, POSTING)).scan.result;
  const matched = all.find(
    (k) => k.status === 'matched' && k.evidence.cv.length > 0 && k.evidence.job.length > 0,
  );
  const missing = all.find((k) => k.status === 'missing' && k.evidence.job.length > 0);
  if (!matched || !missing) throw new Error('the scan lacks a matched or a missing keyword');

  const keywords = page.getByRole('region', { name: 'Keywords' });
  const table = keywords.getByRole('table', { name: 'Keywords of the posting' });
  const open = table.getByRole('button', { name: `Evidence for ${matched.name}`, exact: true });
  await open.scrollIntoViewIfNeeded();
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expect(keywords.getByRole('region', { name: `Evidence for ${matched.name}` })).toHaveCount(
    0,
  );
  await open.click();

  // A matched keyword: the sentences that ask for it and the CV lines that prove it, marked.
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const panel = keywords.getByRole('region', { name: `Evidence for ${matched.name}` });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'The posting asks' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'In your CV', exact: true })).toBeVisible();
  await expectLines(panel.getByRole('list', { name: 'Posting sentences' }), matched.evidence.job);
  await expectLines(panel.getByRole('list', { name: 'CV lines' }), matched.evidence.cv);
  await saveScreenshot(page, 'keyword-evidence-01-matched');

  // One panel at a time: opening a missing keyword closes the first and says the CV lacks it.
  await table.getByRole('button', { name: `Evidence for ${missing.name}`, exact: true }).click();
  await expect(panel).toHaveCount(0);
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  const gap = keywords.getByRole('region', { name: `Evidence for ${missing.name}` });
  await expectLines(gap.getByRole('list', { name: 'Posting sentences' }), missing.evidence.job);
  await expect(gap.getByRole('list', { name: 'CV lines' })).toHaveCount(0);
  await expect(gap).toContainText('Not found in your CV.');
  await saveScreenshot(page, 'keyword-evidence-02-missing');

  // The row's button closes its own panel again.
  await table
    .getByRole('button', { name: `Evidence for ${missing.name}`, exact: true })
    .getByText('Hide evidence')
    .click();
  await expect(gap).toHaveCount(0);
});
