import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_POSTING, samplePdf } from './test/cv-files.ts';
import { readJson, type TestClient } from './test/http-client.ts';
import { createTestContext, type TestContext, type TestUser } from './test/test-context.ts';

// Every non-auth API route, taken from the router itself so a new route cannot be
// forgotten, is called as another user and signed out. None may return or change the owner's data.
let t: TestContext;
let alice: TestUser;
let bob: TestUser;
const ids: Record<string, string> = {};

/** Routes that are public by design, with the reason. */
const PUBLIC = new Map([
  ['GET /api/health', 'health check'],
  ['GET /api/health/live', 'liveness probe (decision 176)'],
  ['GET /api/health/ready', 'readiness probe (decision 176)'],
  [
    'GET /api/calendar/:file{[A-Za-z0-9_-]+\\.ics}',
    'the calendar subscription: its secret link is the key (decision 171)',
  ],
  ['POST /api/billing/webhook', 'Stripe calls it, authenticated by signature'],
  ['GET /api/openapi.json', 'the API reference (decision 172)'],
  ['GET /api/docs', 'the API reference page'],
  ['GET /api/docs/:file', 'the reference page’s static files'],
]);

async function aliceExport(client: TestClient) {
  const data = await readJson(await client.get('/api/account/export'));
  delete data.exportedAt;
  return JSON.stringify(data);
}

beforeAll(async () => {
  t = await createTestContext();
  alice = await t.signUp({ name: 'Alice Owner' });
  bob = await t.signUp({ name: 'Bob Other' });
  const form = new FormData();
  form.set('file', new File([new Uint8Array(await samplePdf())], 'alice.pdf'));
  const draft = await readJson(
    await alice.client.request('/api/cv/upload', { method: 'POST', body: form }),
  );
  await alice.client.request('/api/cv', {
    method: 'PUT',
    json: { resume: draft.resume, uploadId: draft.uploadId },
  });
  const scan = await readJson(await alice.client.post('/api/scans', { posting: SAMPLE_POSTING }));
  ids.scan = scan.id;
  ids.jobTarget = scan.jobTargetId;
  const doc = await alice.client.post('/api/documents', { scanId: scan.id, kind: 'cover_letter' });
  if (doc.status === 201) ids.document = (await readJson(doc)).id;
  await alice.client.request(`/api/job-targets/${ids.jobTarget}`, {
    method: 'PATCH',
    json: { notes: 'Alice private note' },
  });
  const date = await alice.client.post('/api/calendar/dates', {
    jobTargetId: ids.jobTarget,
    kind: 'interview',
    startsAt: '2030-01-02T10:00:00Z',
    note: 'Alice private interview',
  });
  ids.jobDate = (await readJson(date)).id;
});
afterAll(() => t.close());

function apiRoutes() {
  const seen = new Set<string>();
  for (const r of t.app.routes) {
    if (!r.path.startsWith('/api/') || r.path.startsWith('/api/auth') || r.path.endsWith('*'))
      continue;
    if (r.method === 'ALL') continue;
    seen.add(`${r.method} ${r.path}`);
  }
  return [...seen].sort();
}

function concrete(path: string): string {
  const id = path.startsWith('/api/scans')
    ? ids.scan
    : path.startsWith('/api/job-targets')
      ? ids.jobTarget
      : path.startsWith('/api/documents')
        ? (ids.document ?? crypto.randomUUID())
        : path.startsWith('/api/calendar/dates')
          ? ids.jobDate
          : crypto.randomUUID();
  return path.replace(/:id\b/g, id ?? '');
}

/** A body aimed at Alice's data where the route takes one. */
function bodyFor(method: string, path: string): unknown {
  if (method === 'GET') return undefined;
  if (path === '/api/scans') return { jobTargetId: ids.jobTarget };
  if (path === '/api/job-targets/bulk-status') return { ids: [ids.jobTarget], status: 'offer' };
  if (path === '/api/documents') return { scanId: ids.scan, kind: 'cv' };
  if (path === '/api/account') return { confirmEmail: alice.email };
  if (path === '/api/calendar/dates') {
    return { jobTargetId: ids.jobTarget, kind: 'follow_up', day: '2030-01-03' };
  }
  if (path.startsWith('/api/job-targets/'))
    return { status: 'rejected', notes: 'changed by someone else' };
  if (path.startsWith('/api/documents/') && method === 'PUT')
    return { title: 'Hijacked', baseVersion: 1, force: true };
  if (path.endsWith('/rephrase')) return { text: 'Led a team', kind: 'bullet' };
  if (path.endsWith('/redraft')) return { tone: 'friendly' };
  return {};
}

describe('isolation sweep', () => {
  it('finds the API routes in the router', () => {
    const routes = apiRoutes();
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/cv',
        'POST /api/scans',
        'GET /api/scans/:id',
        'PATCH /api/job-targets/:id',
        'DELETE /api/account',
      ]),
    );
    expect(routes.length).toBeGreaterThan(25);
  });

  it('answers every route signed out with 401 (public ones excepted)', async () => {
    for (const route of apiRoutes()) {
      if (PUBLIC.has(route)) continue;
      const [method, path] = route.split(' ') as [string, string];
      const res = await t.client().request(concrete(path), { method, json: bodyFor(method, path) });
      expect(res.status, route).toBe(401);
    }
  });

  it('never returns or changes another user’s data', async () => {
    const before = await aliceExport(alice.client);
    const secrets = [
      ids.scan,
      ids.jobTarget,
      ids.document,
      alice.email,
      'Alice private note',
      'Alice private interview',
      'Jordan Example',
    ].filter(Boolean) as string[];
    for (const route of apiRoutes()) {
      if (PUBLIC.has(route)) continue;
      const [method, path] = route.split(' ') as [string, string];
      const res = await bob.client.request(concrete(path), { method, json: bodyFor(method, path) });
      const text = await res.text();
      for (const secret of secrets) expect(text, `${route} leaked ${secret}`).not.toContain(secret);
      if (path.includes(':id')) expect([401, 403, 404], route).toContain(res.status);
    }
    expect(await aliceExport(alice.client)).toBe(before);
    expect((await alice.client.get(`/api/scans/${ids.scan}`)).status).toBe(200);
  });
});
