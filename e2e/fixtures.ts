import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';

export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface E2eUser {
  name: string;
  email: string;
  password: string;
}

/** Reads the mail the global SMTP capture received. */
export const mailbox = {
  all(): Mail[] {
    const dir = process.env.E2E_MAIL_DIR;
    if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through playwright.config.ts');
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Mail);
  },
  /** Waits for the newest mail to `to` whose subject matches. */
  async waitFor(to: string, subject: RegExp, timeoutMs = 10_000): Promise<Mail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.all()
        .filter((m) => m.to.includes(to) && subject.test(m.subject))
        .at(-1);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  },
  /** The first link in the mail that starts with `prefix` (absolute). */
  link(mail: Mail, prefix: string): string {
    const found = mail.text.match(/https?:\/\/\S+/g)?.find((u) => u.startsWith(prefix));
    if (!found) throw new Error(`no link ${prefix} in "${mail.subject}"`);
    return found;
  },
};

let counter = 0;
/** A fake client address per browser context (the e2e server trusts X-Forwarded-For). */
const fakeIp = () =>
  `10.${process.pid % 250}.${Math.floor(++counter / 250) % 250}.${(counter % 250) + 1}`;

export const newUserFields = (): E2eUser => {
  const id = crypto.randomUUID().slice(0, 8);
  return {
    name: `E2E ${id}`,
    email: `e2e-${id}@example.com`,
    password: `pw-${crypto.randomUUID()}`,
  };
};

/**
 * Creates a verified user through the real API and mail, signed in in `page`'s browser context.
 * With `onboarded`, onboarding is marked complete so guarded pages render without the redirect.
 */
export async function signUpVerified(
  page: Page,
  options: { onboarded?: boolean } = {},
): Promise<E2eUser> {
  const user = newUserFields();
  const res = await page.request.post('/api/auth/sign-up/email', { data: user });
  expect(res.status()).toBe(200);
  const mail = await mailbox.waitFor(user.email, /verify/i);
  const link = new URL(mailbox.link(mail, `${E2E_BASE_URL}/auth/verify`));
  const verified = await page.request.get(
    `/api/auth/verify-email?token=${link.searchParams.get('token')}`,
  );
  expect(verified.status()).toBe(200);
  if (options.onboarded) {
    expect((await page.request.post('/api/me/onboarding', { data: {} })).status()).toBe(200);
  }
  return user;
}

export const test = base.extend<{ ip: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from it
  ip: async ({}, use) => {
    await use(fakeIp());
  },
  context: async ({ context, ip }, use) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
    await use(context);
  },
});

export { expect };

/** Saves a screenshot for review under e2e/screenshots/ (git-ignored). */
export async function saveScreenshot(page: Page, name: string) {
  await page.screenshot({
    path: path.join(import.meta.dirname, 'screenshots', `${name}.png`),
    fullPage: false,
    // Menus and dialogs mid-transition make unreadable pictures: show their end state.
    animations: 'disabled',
  });
}

/** A master CV for tests that type it in rather than upload it (made up). */
export const SAMPLE_RESUME = {
  basics: {
    name: 'Jordan Example',
    label: 'Senior Backend Engineer',
    email: 'jordan.example@example.com',
    phone: '+44 20 7946 0958',
    location: { city: 'London', countryCode: 'UK' },
  },
  work: [
    {
      name: 'Northwind Logistics',
      position: 'Senior Backend Engineer',
      startDate: '2020-01',
      highlights: [
        'Ran the on-call rota for 12 engineers',
        'Built TypeScript and Node.js services on PostgreSQL handling 2 million orders a day',
        'Cut p95 API latency by 40% with Redis caching and query tuning',
      ],
    },
    {
      name: 'Contoso Retail',
      position: 'Software Engineer',
      startDate: '2016-06',
      endDate: '2019-12',
      highlights: ['Developed REST APIs in Java and Spring Boot; introduced Docker-based CI'],
    },
  ],
  education: [
    {
      institution: 'University of Leeds',
      area: 'Computer Science',
      studyType: 'BSc',
      endDate: '2016',
    },
  ],
  skills: [{ name: 'Backend', keywords: ['TypeScript', 'Node.js', 'PostgreSQL', 'Redis'] }],
};

/**
 * Saves SAMPLE_RESUME as the master CV, scans `posting` from the Job Analyzer, waits for the
 * results page and returns the scan's id and its GET /api/scans/:id body (the parts `T` names).
 */
export async function scanSampleCv<T>(
  page: Page,
  posting: string,
): Promise<{ id: string; scan: T }> {
  expect((await page.request.put('/api/cv', { data: { resume: SAMPLE_RESUME } })).status()).toBe(
    200,
  );
  await page.goto('/job-analyzer');
  await page.getByLabel('Job posting', { exact: true }).fill(posting);
  await page.getByRole('button', { name: 'Scan posting' }).click();
  // The scan runs in a server worker; on a busy two-core machine it can outlast the default wait.
  await expect(page.getByTestId('scan-score')).toBeVisible({ timeout: 30_000 });
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  return { id, scan: await scanBody<T>(page, id) };
}

/** GET /api/scans/:id, answered 200, as the parts of the body `T` names. */
export async function scanBody<T>(page: Page, id: string): Promise<T> {
  const res = await page.request.get(`/api/scans/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}
