import { readFileSync } from 'node:fs';
import { expect, saveScreenshot, signUpVerified, test } from './fixtures.ts';

// The results page shows the posting's knockout requirements first, each
// checked against the CV, and the recruiter's Boolean search with the term that keeps the CV out.
const POSTING = readFileSync(
  new URL('../engine/test/fixtures/scan/nurse.job.txt', import.meta.url),
  'utf8',
);

const NURSE = {
  basics: {
    name: 'Hannah Clarke',
    label: 'Registered Nurse',
    email: 'hannah.clarke@example.co.uk',
    phone: '07700 900123',
    location: { city: 'Leeds', countryCode: 'GB' },
  },
  work: [
    {
      name: 'Leeds General Infirmary',
      position: 'Staff Nurse',
      startDate: '2021-09',
      highlights: [
        'Cared for up to 8 acute patients per shift, including medication administration and IV therapy.',
        'Completed patient assessments and clear documentation in Epic.',
      ],
    },
    {
      name: 'Harrogate Care Home',
      position: 'Healthcare Assistant',
      startDate: '2019-06',
      endDate: '2021-08',
      highlights: ['Supported residents with personal care and monitored vital signs.'],
    },
  ],
  education: [
    {
      institution: 'University of Leeds',
      studyType: 'BSc',
      area: 'Adult Nursing',
      endDate: '2021',
    },
  ],
  certificates: [{ name: 'NMC registration', date: '2021' }, { name: 'Basic Life Support (BLS)' }],
  skills: [],
};

test('results page: knockouts with statuses first, then the recruiter search', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpVerified(page, { onboarded: true });
  expect((await page.request.put('/api/cv', { data: { resume: NURSE } })).status()).toBe(200);

  await page.goto('/job-analyzer');
  await page.getByLabel('Job posting', { exact: true }).fill(POSTING);
  await page.getByRole('button', { name: 'Scan posting' }).click();
  await expect(page.getByTestId('scan-score')).toBeVisible();

  // Knockouts come before the score, each with the posting's sentence and its status.
  const knockouts = page.getByRole('region', { name: 'Knockout requirements' });
  await expect(knockouts).toBeVisible();
  const top = async (name: string) =>
    (await page.getByRole('region', { name }).boundingBox())?.y ?? Infinity;
  expect(await top('Knockout requirements')).toBeLessThan(
    (await page.getByTestId('scan-score').boundingBox())?.y ?? 0,
  );
  await expect(knockouts.getByText('3 of 5 shown in your CV')).toBeVisible();
  await expect(
    knockouts.getByText('plainly does not meet holds your match score back', { exact: false }),
  ).toBeVisible();
  const item = (label: string) => knockouts.getByRole('listitem', { name: label });
  await expect(item('Work authorisation: Not shown')).toContainText(
    '“You must have the right to work in the UK;”',
  );
  await expect(item('Location: Met')).toContainText('Your CV places you in Leeds.');
  await expect(item('Licence or certification: Met')).toContainText(
    '“Current NMC registration as a Registered Nurse is required.”',
  );
  await expect(item('Minimum experience: Met')).toContainText('the posting asks for 2+');
  // The shift pattern is an "other" screen the user confirms (decision 113).
  await expect(item('Working pattern: Not shown')).toContainText('12-hour');
  // What needs attention is listed first, in posting order.
  await expect(knockouts.getByRole('listitem').first()).toHaveAccessibleName(
    'Working pattern: Not shown',
  );
  await expect(knockouts.getByRole('listitem').nth(1)).toHaveAccessibleName(
    'Work authorisation: Not shown',
  );
  await saveScreenshot(page, 'scan-insights-01-knockouts');

  // The recruiter search: the query, the verdict, and the term that fails.
  const search = page.getByRole('region', { name: 'Recruiter search' });
  await search.scrollIntoViewIfNeeded();
  const query = search.getByLabel('Boolean search');
  await expect(query).toContainText('"registered nurse" AND (');
  await expect(query).toContainText('("Basic Life Support" OR BLS)');
  await expect(query).toHaveCSS('font-family', /monospace/);
  await expect(search.getByRole('alert')).toContainText(
    'Your CV would not be returned: it has no match for ("Critical care" OR "intensive care" OR "Acute care").',
  );
  await expect(search.getByRole('listitem', { name: '"registered nurse": found' })).toContainText(
    'Your CV has “registered nurse”',
  );
  await expect(
    search.getByRole('listitem', {
      name: '("Critical care" OR "intensive care" OR "Acute care"): not found',
    }),
  ).toContainText('Your CV has none of “Critical care”, “intensive care”, or “Acute care”.');
  await expect(search.getByRole('button', { name: 'Copy the search' })).toBeVisible();
  await saveScreenshot(page, 'scan-insights-02-recruiter-search');

  await page.getByRole('button', { name: 'Dark Mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'scan-insights-03-knockouts-dark');
  await search.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'scan-insights-04-recruiter-search-dark');
});
