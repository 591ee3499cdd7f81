import { readFileSync } from 'node:fs';
import { expect, saveScreenshot, signUpVerified, test } from './fixtures.ts';

// A user adds an interview and follow-ups in the job drawer, downloads the
// calendar, and subscribes to it through a private link they can reset and turn off.

// The browser's zone decides what instant "14:30" is: 12:30 UTC in Berlin's summer time.
test.use({ timezoneId: 'Europe/Berlin', locale: 'en-US' });

test('job dates reach the .ics download and the private subscription link', async ({
  page,
  playwright,
}) => {
  await signUpVerified(page, { onboarded: true });
  const created = await page.request.post('/api/job-targets', {
    data: { title: 'Backend Engineer', company: 'Acme', deadline: '2030-05-20' },
  });
  expect(created.status()).toBe(201);
  const job = (await created.json()) as { id: string };

  await page.goto(`/job-targets?job=${job.id}`);
  const drawer = page.getByRole('dialog', { name: 'Job details' });
  await expect(drawer.getByRole('heading', { name: 'Backend Engineer' })).toBeVisible();
  await expect(drawer.getByText(/No interviews or follow-ups yet/)).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'your calendar' })).toHaveAttribute(
    'href',
    '/account-settings#calendar',
  );

  // An interview needs a time; a date and time make it.
  await drawer.getByRole('button', { name: 'Add interview' }).click();
  const interviewForm = drawer.getByRole('form', { name: 'New interview' });
  await interviewForm.getByLabel('Time').fill('');
  await interviewForm.getByLabel('Date').fill('2030-05-25');
  await interviewForm.getByRole('button', { name: 'Add' }).click();
  await expect(interviewForm.getByText('Pick the time of the interview')).toBeVisible();
  await interviewForm.getByLabel('Time').fill('14:30');
  await interviewForm.getByLabel('Note (optional)').fill('Video call with Sam');
  await saveScreenshot(page, 'calendar-interview-form');
  await interviewForm.getByRole('button', { name: 'Add' }).click();
  const list = drawer.getByRole('list', { name: 'Interviews and follow-ups' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Video call with Sam');
  await expect(list).toContainText('1 h');

  // Two whole-day follow-ups; one is deleted again.
  for (const day of ['2030-06-01', '2030-06-08']) {
    await drawer.getByRole('button', { name: 'Add follow-up' }).click();
    const form = drawer.getByRole('form', { name: 'New follow-up' });
    await form.getByLabel('Date').fill(day);
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(form).toBeHidden();
  }
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').nth(2)).toContainText('all day');
  await saveScreenshot(page, 'calendar-drawer');
  await list.getByRole('button', { name: /^Delete follow-up on Jun 8, 2030/ }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await page.goto('/account-settings#calendar');
  const card = page.getByRole('region', { name: 'Calendar' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Download .ics' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('jobfit-calendar.ics');
  const ics = readFileSync(await download.path(), 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  expect(ics).toContain('SUMMARY:Interview: Backend Engineer @ Acme');
  expect(ics).toContain('DTSTART:20300525T123000Z');
  expect(ics).toContain('DTEND:20300525T133000Z');
  expect(ics).toContain('SUMMARY:Deadline: Backend Engineer @ Acme');
  expect(ics).toContain('DTSTART;VALUE=DATE:20300520');
  expect(ics).toContain('SUMMARY:Follow up: Backend Engineer @ Acme');
  expect(ics).toContain('DTSTART;VALUE=DATE:20300601');
  expect(ics).not.toContain('20300608');
  expect(ics).toContain(`UID:jobfit-deadline-${job.id}`);
  expect(ics).toContain('DESCRIPTION:Video call with Sam');

  // The subscription link works without a session; a reset revokes it; so does turning off.
  const calendarApp = await playwright.request.newContext();
  await card.getByRole('button', { name: 'Create subscription link' }).click();
  const linkField = card.getByLabel('Your private link');
  await expect(linkField).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{55}\.ics$/);
  const first = await linkField.inputValue();
  const feed = await calendarApp.get(first);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('SUMMARY:Interview: Backend Engineer @ Acme');
  await saveScreenshot(page, 'calendar-settings');

  await card.getByRole('button', { name: 'Reset link' }).click();
  const confirmReset = page.getByRole('dialog', { name: 'Reset the subscription link?' });
  await confirmReset.getByRole('button', { name: 'Reset link' }).click();
  await expect(confirmReset).toBeHidden();
  await expect(linkField).not.toHaveValue(first);
  const second = await linkField.inputValue();
  expect((await calendarApp.get(first)).status()).toBe(404);
  expect((await calendarApp.get(second)).status()).toBe(200);

  await card.getByRole('button', { name: 'Turn off' }).click();
  const confirmOff = page.getByRole('dialog', { name: 'Turn the subscription off?' });
  await confirmOff.getByRole('button', { name: 'Turn off' }).click();
  await expect(card.getByRole('button', { name: 'Create subscription link' })).toBeVisible();
  expect((await calendarApp.get(second)).status()).toBe(404);
  await calendarApp.dispose();
});
