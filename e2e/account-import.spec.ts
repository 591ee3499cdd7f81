import { expect, saveScreenshot, signUpVerified, test } from './fixtures.ts';

// A data export read back into a new, empty account from account settings.

test('imports a data export into an empty account, once', async ({ page }) => {
  await signUpVerified(page, { onboarded: true });
  const at = new Date().toISOString();
  const file = {
    format: 'jobfit-export/1',
    exportedAt: at,
    profile: {},
    masterCv: null,
    jobTargets: [
      {
        id: 'job-1',
        title: 'Platform Engineer',
        company: 'Globex',
        postingText: 'Kubernetes, Terraform and AWS in production.',
        status: 'applied',
        createdAt: at,
        updatedAt: at,
      },
    ],
    jobTargetDates: [
      {
        jobTargetId: 'job-1',
        kind: 'follow_up',
        day: '2031-03-02',
        startsAt: null,
        durationMinutes: null,
        note: null,
        createdAt: at,
      },
    ],
  };
  const upload = { name: 'jobfit-data.json', mimeType: 'application/json' };

  await page.goto('/account-settings');
  const card = page.getByRole('region', { name: 'Your data' });
  await card
    .getByLabel('Data export file')
    .setInputFiles({ ...upload, buffer: Buffer.from(JSON.stringify(file)) });
  await expect(card.getByRole('status')).toHaveText(
    'Imported 1 job, 0 scans, 0 documents and 1 interview or follow-up.',
  );
  await card.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'account-import-done');

  await card
    .getByLabel('Data export file')
    .setInputFiles({ ...upload, buffer: Buffer.from(JSON.stringify(file)) });
  await expect(card.getByRole('status')).toContainText('Import into a new, empty account');
  await card.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'account-import-refused');

  await page.goto('/job-targets');
  await expect(page.getByText('Platform Engineer').first()).toBeVisible();
});
