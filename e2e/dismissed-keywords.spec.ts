import {
  expect,
  saveScreenshot,
  scanBody,
  scanSampleCv,
  signUpVerified,
  test,
} from './fixtures.ts';

// The user has the last word on the posting's keywords. A dismissed keyword
// leaves the list and the score, stays dismissed after a reload, and comes back on Restore.
// The keyword list is the engine's and improves over time: the test picks the keyword to dismiss
// from the scan's own result.
const POSTING = `Senior Backend Engineer
Marriott Digital — London (hybrid)

About the role
You will build the booking services behind our hotel platform.

Requirements
- 5+ years of experience building backend services
- Strong TypeScript and Node.js skills
- Experience with PostgreSQL and Redis
- Experience with Kubernetes and AWS
- Experience with Terraform

Nice to have
- Experience with Kafka
`;

/** The parts of GET /api/scans/:id this test reads. */
type ScanBody = {
  score: number;
  result: { keywords: { name: string; category: string; required: boolean; status: string }[] };
  dismissedKeywords: { name: string; reason: string; dismissedAt: string }[];
};

test('results page: dismiss a keyword, keep it dismissed after a reload, restore it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpVerified(page, { onboarded: true });
  const { id, scan: before } = await scanSampleCv<ScanBody>(page, POSTING);
  await expect(page.getByTestId('scan-score')).toHaveText(String(before.score));
  const keyword = before.result.keywords.find(
    (k) => k.status === 'missing' && k.required && k.category !== 'soft',
  )?.name;
  if (!keyword) throw new Error('the scan has no missing required keyword to dismiss');

  const keywords = page.getByRole('region', { name: 'Keywords' });
  const action = keywords.getByRole('button', { name: `Dismiss ${keyword}`, exact: true });
  await action.scrollIntoViewIfNeeded();
  await action.click();
  const menu = page.getByRole('menu', { name: `Dismiss ${keyword}` });
  await expect(menu.getByRole('menuitem')).toHaveCount(2);
  await saveScreenshot(page, 'dismissed-keywords-01-menu');
  await menu.getByRole('menuitem', { name: /Not a requirement/ }).click();

  // The keyword leaves the table, the score is the recomputed one, and a toast offers Undo.
  await expect(page.getByText(`“${keyword}” dismissed`, { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(action).toHaveCount(0);
  const after = await scanBody<ScanBody>(page, id);
  expect(after.dismissedKeywords.map((d) => [d.name, d.reason])).toEqual([
    [keyword, 'not_requirement'],
  ]);
  expect(after.result.keywords.some((k) => k.name === keyword)).toBe(false);
  await expect(page.getByTestId('scan-score')).toHaveText(String(after.score));
  await expect(page.getByRole('region', { name: 'Recommendations' })).not.toContainText(keyword);

  const toggle = keywords.getByRole('button', { name: 'Dismissed keywords (1)' });
  await toggle.click();
  const list = keywords.getByRole('list', { name: 'Dismissed keywords' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText(keyword);
  await expect(list.getByRole('listitem')).toContainText('Not a requirement');
  await toggle.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'dismissed-keywords-02-dismissed');

  // Still dismissed after a reload: the choice is stored with the job.
  await page.reload();
  await expect(page.getByTestId('scan-score')).toHaveText(String(after.score));
  await expect(action).toHaveCount(0);
  await keywords.getByRole('button', { name: 'Dismissed keywords (1)' }).click();
  await list.getByRole('button', { name: `Restore ${keyword}` }).click();

  // Restored: back in the table, with the first score, and nothing left dismissed.
  await expect(page.getByText(`“${keyword}” restored`, { exact: false })).toBeVisible();
  await expect(action).toBeVisible();
  await expect(page.getByTestId('scan-score')).toHaveText(String(before.score));
  await expect(keywords.getByRole('button', { name: /^Dismissed keywords/ })).toHaveCount(0);
  expect((await scanBody<ScanBody>(page, id)).dismissedKeywords).toEqual([]);

  // The toast's Undo takes a dismissal back at once.
  await action.click();
  await page
    .getByRole('menu', { name: `Dismiss ${keyword}` })
    .getByRole('menuitem', { name: /Not relevant/ })
    .click();
  await expect(action).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(action).toBeVisible();
  await expect(page.getByTestId('scan-score')).toHaveText(String(before.score));
});
