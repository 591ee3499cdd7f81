import { ApiErrorBody, ImportedPosting, type ImportRefusalReason } from '@jobfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../../test/http-client.ts';
import { SITE_JOBS, startPostingSite } from '../../test/posting-site.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/test-context.ts';

// POST /api/posting-import against a real local site (decision 170). The server may fetch
// 127.0.0.1 only because this context allows that one host by explicit configuration; the job
// boards' API hosts are replaced by the same site. Every other private name stays refused.
let t: TestContext;
let site: Awaited<ReturnType<typeof startPostingSite>>;
let alice: TestUser;

beforeAll(async () => {
  site = await startPostingSite();
  t = await createTestContext({
    env: { IMPORT_ALLOW_PRIVATE_HOSTS: '127.0.0.1', IMPORT_BOARD_API_ORIGIN: site.origin },
  });
  alice = await t.signUp();
});
afterAll(async () => {
  await t.close();
  await site.close();
});

async function importOk(url: string, user = alice): Promise<ImportedPosting> {
  const res = await user.client.post('/api/posting-import', { url });
  expect(res.status, await res.clone().text()).toBe(200);
  return ImportedPosting.parse(await readJson(res));
}

async function refusal(url: string, user = alice) {
  const res = await user.client.post('/api/posting-import', { url });
  const body = ApiErrorBody.parse(await readJson(res));
  return {
    status: res.status,
    code: body.error.code,
    message: body.error.message,
    details: body.error.details,
  };
}

const refused = (reason: ImportRefusalReason) =>
  expect.objectContaining({ status: 422, code: 'import_refused', details: { reason } });

describe('posting import: what is read', () => {
  it('reads a Greenhouse link through the board API', async () => {
    const { board, id } = SITE_JOBS.greenhouse;
    const url = `https://job-boards.greenhouse.io/${board}/jobs/${id}`;
    const p = await importOk(url);
    expect(p).toMatchObject({
      source: 'greenhouse',
      title: 'Senior Backend Engineer',
      company: 'Contoso Retail',
      location: 'Leeds, United Kingdom',
      salary: '£65,000–£80,000',
      deadline: null,
      datePosted: '2026-03-01',
      url,
    });
    expect(p.postingText).toBe(
      'Senior Backend Engineer\n\nAbout the role\n\nYou will build the order services behind our stores.\n\nRequirements\n\n- 5+ years with TypeScript and Node.js\n- PostgreSQL and Redis in production',
    );
  });

  it('reads a Lever link through the postings API', async () => {
    const { site: s, id } = SITE_JOBS.lever;
    const p = await importOk(`https://jobs.lever.co/${s}/${id}`);
    expect(p).toMatchObject({
      source: 'lever',
      title: 'Platform Engineer',
      company: 'Fabrikam Freight',
      location: 'Berlin, Germany',
      salary: '€70,000–€85,000 a year',
      employmentType: 'Full-time',
      datePosted: '2026-03-02',
    });
    expect(p.postingText).toContain('What you bring:\n- Kubernetes and Terraform in production');
    expect(p.postingText).toContain('We sponsor visas.');
  });

  it('reads an Ashby link by finding the job on the board', async () => {
    const { org, id } = SITE_JOBS.ashby;
    const p = await importOk(`https://jobs.ashbyhq.com/${org}/${id}`);
    expect(p).toMatchObject({
      source: 'ashby',
      title: 'Data Analyst',
      company: 'Northwind',
      location: 'Remote (US)',
      salary: '$81K - $87K',
      employmentType: 'Part-time',
      datePosted: '2026-03-03',
    });
    expect(p.postingText).toBe(
      'Data Analyst\n\nWhat you will do\n\nTurn our sales data into decisions.\n\n- SQL and Python every day\n- Dashboards in Looker',
    );
  });

  it('says so when the Ashby board does not have the job', async () => {
    const r = await refusal(
      `https://jobs.ashbyhq.com/${SITE_JOBS.ashby.org}/00000000-0000-4000-8000-000000000000`,
    );
    expect(r).toEqual(refused('not_found'));
  });

  it('reads a page through its JSON-LD JobPosting, following a redirect', async () => {
    const url = site.url('/moved');
    const p = await importOk(url);
    expect(p).toEqual({
      source: 'json-ld',
      title: 'Senior Backend Engineer',
      company: 'Northwind Health',
      location: 'Manchester, GB',
      salary: '£70,000–£85,000 a year',
      deadline: '2026-04-30',
      datePosted: '2026-03-02',
      employmentType: 'Full-time',
      url,
      postingText: expect.stringContaining(
        'Responsibilities\n\n- Design and run TypeScript and Node.js services',
      ),
    });
  });

  it('reads a page without JSON-LD through its main text', async () => {
    const p = await importOk(site.url('/plain'));
    expect(p).toMatchObject({
      source: 'page',
      title: 'Warehouse Team Lead',
      company: 'Fabrikam Freight',
      location: null,
      salary: null,
      deadline: null,
    });
    expect(p.postingText).toMatch(/^Warehouse Team Lead\n\nFabrikam Freight runs three warehouses/);
    expect(p.postingText).toContain(
      "What you will do\n\n- Plan the night shift's picking and loading with the shift manager",
    );
    // The page's navigation, cookie banner and footer are not the posting.
    expect(p.postingText).not.toMatch(/About us|cookies|Registered in England/);
  });

  it('refuses a page with no posting in it', async () => {
    expect(await refusal(site.url('/no-posting'))).toEqual(refused('no_posting'));
  });

  it('refuses a link the site does not have', async () => {
    expect(await refusal(site.url('/gone'))).toEqual(refused('not_found'));
  });
});

describe('posting import: what is refused', () => {
  it.each([
    ['a loopback name not allowed', () => `http://localhost:${site.port}/json-ld`],
    ['IPv6 loopback', () => `http://[::1]:${site.port}/json-ld`],
    ['a private network', () => 'http://10.20.30.40/jobs/1'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv4 written inside IPv6', () => `http://[::ffff:127.0.0.1]:${site.port}/json-ld`],
  ])('refuses %s', async (_name, url) => {
    const r = await refusal(url());
    expect(r).toEqual(refused('private_address'));
    expect(r.message).toBe(
      'This link points to a private or internal network address, which cannot be imported.',
    );
  });

  it('refuses a redirect to the metadata address', async () => {
    expect(await refusal(site.url('/redirect-metadata'))).toEqual(refused('private_address'));
  });

  it('refuses a redirect to another private host', async () => {
    expect(await refusal(site.url('/redirect-localhost'))).toEqual(refused('private_address'));
  });

  it('refuses a redirect away from the web', async () => {
    expect(await refusal(site.url('/redirect-file'))).toEqual(refused('bad_url'));
  });

  it('refuses a page over 2 MB', async () => {
    const r = await refusal(site.url('/huge'));
    expect(r).toEqual(refused('too_large'));
    expect(r.message).toBe('This page is larger than 2 MB, too large to import.');
  });

  it('gives up on a site that does not finish within 5 seconds', { timeout: 20_000 }, async () => {
    const started = Date.now();
    const r = await refusal(site.url('/slow'));
    expect(r).toEqual(refused('timeout'));
    expect(r.message).toBe('The site did not answer within 5 seconds.');
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('refuses a response that is not a page or JSON', async () => {
    const r = await refusal(site.url('/pdf'));
    expect(r).toEqual(refused('unsupported_content'));
    expect(r.message).toContain('application/pdf');
  });

  it('answers 400 for an address that is not http or https', async () => {
    const r = await refusal('ftp://127.0.0.1/job.txt');
    expect(r).toMatchObject({ status: 400, code: 'validation' });
    expect(r.details).toEqual({ url: ['Enter a web address starting with http:// or https://'] });
  });

  it('answers 401 without a session', async () => {
    const res = await t.client().post('/api/posting-import', { url: site.url('/json-ld') });
    expect(res.status).toBe(401);
  });

  it('limits each user to 30 imports in 10 minutes', async () => {
    const bob = await t.signUp();
    for (let i = 0; i < 30; i++) {
      expect((await refusal(site.url('/gone'), bob)).code).toBe('import_refused');
    }
    const r = await refusal(site.url('/gone'), bob);
    expect(r).toMatchObject({ status: 429, code: 'rate_limited' });
    // Alice's imports are counted apart.
    expect((await importOk(site.url('/json-ld'))).source).toBe('json-ld');
  });
});
