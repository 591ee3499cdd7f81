import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { expect, saveScreenshot, signUpVerified, test } from './fixtures.ts';

// The tracker journey: a user with scans works the job tracker (table, board by mouse and keyboard,
// notes), checks the dashboard figures, exports their data and deletes the account.

const RESUME = {
  basics: { name: 'Jordan Example', label: 'Senior Backend Engineer', email: 'jordan@example.com' },
  work: [
    {
      name: 'Northwind Logistics',
      position: 'Senior Backend Engineer',
      startDate: '2020-01',
      current: true,
      highlights: [
        'Built TypeScript and Node.js services on PostgreSQL handling 2 million orders a day',
        'Cut p95 API latency by 40% with Redis caching and query tuning',
      ],
    },
  ],
  education: [{ institution: 'University of Leeds', area: 'Computer Science', studyType: 'BSc' }],
  skills: [
    {
      name: 'Backend',
      keywords: ['TypeScript', 'Node.js', 'PostgreSQL', 'Redis', 'Docker', 'Git'],
    },
  ],
};

const posting = (title: string, company: string, extra: string) => `${title}
${company} — London (hybrid)

About the role
You will design and run the services behind our platform.

Requirements
- 5+ years of experience building backend services
- Strong TypeScript and Node.js skills
- Experience with PostgreSQL and Redis
${extra}
- Good communication skills
`;

const POSTINGS = [
  {
    title: 'Senior Backend Engineer',
    company: 'Acme Payments',
    extra: '- Experience with Kubernetes and AWS',
  },
  {
    title: 'Platform Engineer',
    company: 'Globex',
    extra: '- Kubernetes, Terraform and Kafka in production',
  },
  { title: 'Staff Engineer', company: 'Initech', extra: '- Kubernetes and Go' },
];

/** A small landscape PNG (solid colour) built by hand, to check the square crop and upload. */
function landscapePng(width = 60, height = 30): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(width * 3, Buffer.from([30, 110, 240])),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type CreatedScan = { id: string; jobTargetId: string; title: string; score: number };

async function seedScans(page: Page): Promise<CreatedScan[]> {
  const cv = await page.request.put('/api/cv', { data: { resume: RESUME, source: 'manual' } });
  expect(cv.status()).toBe(200);
  const scans: CreatedScan[] = [];
  for (const p of POSTINGS) {
    const res = await page.request.post('/api/scans', {
      data: { posting: posting(p.title, p.company, p.extra), title: p.title, company: p.company },
    });
    expect(res.status()).toBe(201);
    scans.push((await res.json()) as CreatedScan);
  }
  return scans;
}

async function statusOf(page: Page, id: string): Promise<string> {
  const res = await page.request.get(`/api/job-targets/${id}`);
  return ((await res.json()) as { status: string }).status;
}

const column = (page: Page, status: string) => page.getByTestId(`board-column-${status}`);

async function dragWithMouse(page: Page, card: Locator, target: Locator) {
  const from = await card.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('card or column not visible');
  await page.mouse.move(from.x + 40, from.y + 20);
  await page.mouse.down();
  await page.mouse.move(from.x + 60, from.y + 30, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 12 });
  await page.mouse.up();
}

async function moveWithKeyboard(
  page: Page,
  title: string,
  key: 'ArrowRight' | 'ArrowLeft',
  columns: string[],
) {
  await page.getByRole('button', { name: `Move ${title}` }).focus();
  await page.keyboard.press('Space');
  // The live region announces each step, as a screen reader user hears it; the first entry
  // of `columns` is where the card starts.
  const [start, ...steps] = columns;
  await expect(page.getByText(`${title} is over ${start}.`)).toBeAttached();
  for (const name of steps) {
    // At a person's pace: the sensor reads the card's position as measured on the next frame.
    await page.waitForTimeout(150);
    await page.keyboard.press(key);
    await expect(page.getByText(`${title} is over ${name}.`)).toBeAttached();
  }
  await page.keyboard.press('Space');
  await expect(page.getByText(`${title} moved to ${columns.at(-1)}.`)).toBeAttached();
}

test('job tracker, dashboard, data export and account deletion', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await signUpVerified(page, { onboarded: true });
  const scans = await seedScans(page);
  const first = scans[0]!;

  // Table: every scanned job with its score.
  await page.goto('/job-targets');
  const table = page.getByRole('table', { name: 'Tracked jobs' });
  await expect(table.getByRole('row')).toHaveCount(1 + scans.length);
  for (const s of scans) await expect(table.getByRole('button', { name: s.title })).toBeVisible();
  await saveScreenshot(page, 'tracker-table');

  // Search: the list follows the typed text (in the URL too), and clearing it brings all back.
  const search = page.getByRole('textbox', { name: 'Search jobs' });
  await search.fill('Initech ');
  await expect(page).toHaveURL(/search=Initech/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('button', { name: 'Staff Engineer' })).toBeVisible();
  await expect(search).toHaveValue('Initech ');
  await search.fill('');
  await expect(table.getByRole('row')).toHaveCount(1 + scans.length);

  // Board: move a card to Applied and back with the mouse.
  await page.getByRole('button', { name: 'Board view' }).click();
  const card = page.getByTestId(`board-card-${first.jobTargetId}`);
  await expect(column(page, 'saved').getByTestId(`board-card-${first.jobTargetId}`)).toBeVisible();
  await saveScreenshot(page, 'tracker-board');
  await dragWithMouse(page, card, column(page, 'applied'));
  await expect(
    column(page, 'applied').getByTestId(`board-card-${first.jobTargetId}`),
  ).toBeVisible();
  await expect.poll(() => statusOf(page, first.jobTargetId)).toBe('applied');
  await dragWithMouse(page, card, column(page, 'saved'));
  await expect(column(page, 'saved').getByTestId(`board-card-${first.jobTargetId}`)).toBeVisible();
  await expect.poll(() => statusOf(page, first.jobTargetId)).toBe('saved');

  // …and with the keyboard: Space picks up, arrows choose the column, Space drops.
  await moveWithKeyboard(page, first.title, 'ArrowRight', ['Saved', 'Applied', 'Interviewing']);
  await expect(
    column(page, 'interviewing').getByTestId(`board-card-${first.jobTargetId}`),
  ).toBeVisible();
  await expect.poll(() => statusOf(page, first.jobTargetId)).toBe('interviewing');
  await moveWithKeyboard(page, first.title, 'ArrowLeft', ['Interviewing', 'Applied', 'Saved']);
  await expect(column(page, 'saved').getByTestId(`board-card-${first.jobTargetId}`)).toBeVisible();
  await expect.poll(() => statusOf(page, first.jobTargetId)).toBe('saved');

  // Notes: a failed save keeps the text and shows the server's field error; then it saves.
  await page.getByRole('button', { name: `Open ${first.title}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Job details' });
  await expect(drawer.getByRole('heading', { name: first.title })).toBeVisible();
  const notes = drawer.getByLabel('Notes');
  await notes.fill('Call Sam on Monday about the team.');
  await page.route(`**/api/job-targets/${first.jobTargetId}`, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 400,
          json: {
            error: {
              code: 'validation',
              message: 'Check the notes.',
              details: { notes: ['The notes are too long'] },
            },
          },
        })
      : route.fallback(),
  );
  await drawer.getByRole('button', { name: 'Save changes' }).click();
  await expect(drawer.getByText('The notes are too long')).toBeVisible();
  await expect(notes).toHaveValue('Call Sam on Monday about the team.');
  await page.unroute(`**/api/job-targets/${first.jobTargetId}`);
  await drawer.getByRole('button', { name: 'Save changes' }).click();
  await expect(drawer.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  const saved = await (await page.request.get(`/api/job-targets/${first.jobTargetId}`)).json();
  expect(saved.notes).toBe('Call Sam on Monday about the team.');
  await saveScreenshot(page, 'tracker-drawer');
  await drawer.getByRole('button', { name: 'Close details' }).click();

  // CSV export of the tracker: a download with every job.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe('jobfit-jobs.csv');
  const csvText = readFileSync(await csv.path(), 'utf8');
  for (const s of scans) expect(csvText).toContain(s.title);

  // Dashboard figures match the scans created.
  const scores = scans.map((s) => s.score);
  const average = scores.reduce((a, b) => a + b, 0) / scores.length;
  await page.goto('/dashboard');
  const insights = page.getByTestId('insights');
  await expect(insights.getByRole('region', { name: 'Scans this month' })).toContainText(
    String(scans.length),
  );
  await expect(insights.getByRole('region', { name: 'Best score' })).toContainText(
    String(Math.max(...scores)),
  );
  await expect(insights.getByRole('region', { name: 'Average score' })).toContainText(
    Number.isInteger(average) ? String(average) : average.toFixed(1),
  );
  await expect(insights.getByRole('region', { name: 'Average score' })).toContainText(
    `Across ${scans.length} scans`,
  );
  await expect(
    insights.getByRole('progressbar', {
      name: 'Kubernetes missing in 3 of the last 3 jobs you scanned',
    }),
  ).toBeAttached();
  await expect(
    insights
      .getByRole('region', { name: 'Pipeline' })
      .getByRole('progressbar', { name: 'Saved: 3' }),
  ).toBeAttached();
  await saveScreenshot(page, 'dashboard-light');
  const trend = insights.getByRole('region', { name: 'Score trend' });
  await trend.scrollIntoViewIfNeeded();
  // The chart arrives after the page (its own chunk) and draws the day's average as a mark.
  await expect(trend.getByRole('img', { name: /^Average score by day\. / })).toBeVisible();
  await expect(trend.locator('svg .MuiLineChart-mark')).toHaveCount(1);
  await saveScreenshot(page, 'dashboard-light-charts');

  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('radio', { name: 'Dark mode' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.goto('/dashboard');
  await expect(insights.getByRole('region', { name: 'Best score' })).toBeVisible();
  await saveScreenshot(page, 'dashboard-dark');
  await insights.getByRole('region', { name: 'Score trend' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'dashboard-dark-charts');
  await page.goto('/job-targets?view=board');
  await expect(column(page, 'saved')).toBeVisible();
  await saveScreenshot(page, 'tracker-board-dark');
  await page.getByRole('button', { name: 'Settings' }).click();
  await settings.getByRole('radio', { name: 'Light mode' }).click();
  await page.keyboard.press('Escape');

  // Subscription: usage from the scans, plans from the one quota table.
  await page.goto('/subscription');
  const usage = (await (await page.request.get('/api/dashboard')).json()) as {
    usage: { scans: { used: number; limit: number | null } };
  };
  expect(usage.usage.scans.used).toBe(scans.length);
  await expect(
    page.getByRole('progressbar', {
      name: `Job scans: ${scans.length} of ${usage.usage.scans.limit} used`,
    }),
  ).toBeAttached();
  await expect(page.getByRole('region', { name: 'Free plan' })).toContainText('Current plan');
  await saveScreenshot(page, 'subscription');

  // A non-admin opening /admin sees a clear refusal.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();

  // Account: download all my data, then delete the account.
  await page.goto('/account-settings');
  await expect(page.getByRole('region', { name: 'Active sessions' })).toContainText('This device');
  // Picture: a GIF is refused in the browser; a PNG is cropped to a square, previewed, uploaded.
  const picture = page.getByLabel('Profile picture file');
  await picture.setInputFiles({
    name: 'a.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Choose a PNG, JPEG or WebP image.' }),
  ).toBeVisible();
  await picture.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: landscapePng() });
  const preview = page.getByRole('dialog', { name: 'Your new picture' });
  const cropped = preview.getByRole('img', { name: 'Cropped preview' });
  await expect(cropped).toBeVisible();
  expect(
    await cropped.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
  ).toEqual([30, 30]);
  await preview.getByRole('button', { name: 'Use this picture' }).click();
  await expect(preview).toBeHidden();
  const me = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { image: string | null };
  };
  expect(me.user.image).toMatch(/^\/api\/account\/avatar\?v=\d+$/);
  await expect(page.getByRole('button', { name: 'Remove' })).toBeVisible();
  await saveScreenshot(page, 'account-settings');
  const [data] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(data.suggestedFilename()).toMatch(/^jobfit-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = readFileSync(await data.path(), 'utf8');
  expect(exported).toContain(user.email);
  for (const s of scans) expect(exported).toContain(s.title);

  await page.getByRole('button', { name: 'Delete account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await confirm.getByLabel('Your password').fill('not-the-password');
  await confirm.getByRole('button', { name: 'Delete account' }).click();
  await expect(confirm.getByText('This is not your password')).toBeVisible();
  await confirm.getByLabel('Your password').fill(user.password);
  await confirm.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  const session = await page.request.get('/api/auth/get-session');
  expect(await session.json()).toBeNull();
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  expect(signIn.status()).toBe(401);
});
