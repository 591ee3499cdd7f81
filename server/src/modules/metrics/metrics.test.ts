import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_POSTING, samplePdf } from '../../test/cv-files.ts';
import { readJson } from '../../test/http-client.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

// Decision 176: Prometheus metrics for a bearer token on the main port, or on a port of their
// own; counted by route template; one registry per app, so these two apps in one process agree.
const TOKEN = 'metrics-token-for-tests-0123456789';

let plain: TestContext;
let scraped: TestContext;
beforeAll(async () => {
  plain = await createTestContext({ smtp: false });
  scraped = await createTestContext({ env: { METRICS_TOKEN: TOKEN, METRICS_PORT: '0' } });
});
afterAll(async () => {
  await plain.close();
  await scraped.close();
});

const scrape = (t: TestContext, headers: Record<string, string> = {}) =>
  fetch(`${t.baseUrl}/metrics`, { headers });

async function metricsText(t: TestContext): Promise<string> {
  const res = await scrape(t, { authorization: `Bearer ${TOKEN}` });
  expect(res.status).toBe(200);
  return res.text();
}

/** The value of one sample, e.g. `http_requests_total{method="GET",…}`; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^(\w+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = match[2]!.split(',');
    if (wanted.every((w) => have.includes(w))) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics on the main port', () => {
  it('is not there without METRICS_TOKEN, whatever the request carries', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      const res = await scrape(plain, headers);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    }
  });

  it('answers 401 without the token or with a wrong one', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-wrong-token-0000' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: TOKEN },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
    ];
    for (const headers of attempts) {
      const res = await scrape(scraped, headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect((await readJson(res)).error.code).toBe('unauthorized');
    }
  });

  it('answers the Prometheus text format with the right token', async () => {
    const res = await scrape(scraped, { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain('# TYPE jobfit_engine_task_duration_seconds histogram');
    // prom-client's process metrics.
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(sample(text, 'jobfit_worker_queue_length', { pool: 'scan' })).toBe(0);
    expect(sample(text, 'jobfit_worker_queue_length', { pool: 'render' })).toBe(0);
    expect(sample(text, 'jobfit_worker_running_tasks', { pool: 'scan' })).toBe(0);
  });

  it('shows the PostgreSQL pool figures only on PostgreSQL', async () => {
    const text = await metricsText(scraped);
    if (scraped.database.kind === 'postgres') {
      expect(text).toMatch(/^jobfit_db_pool_total_clients \d+$/m);
      expect(text).toMatch(/^jobfit_db_pool_idle_clients \d+$/m);
      expect(text).toMatch(/^jobfit_db_pool_waiting_requests 0$/m);
    } else {
      expect(text).not.toContain('jobfit_db_pool_');
    }
  });
});

describe('what the metrics count', () => {
  it('counts requests by route template and status, never by the ids in the path', async () => {
    const user = await scraped.signUp();
    const cv = await user.client.request('/api/cv', {
      method: 'PUT',
      json: {
        resume: {
          basics: { name: 'Metrics Person', email: user.email },
          work: [{ name: 'Acme', position: 'Engineer', highlights: ['Built Node.js services'] }],
          education: [],
          skills: [{ name: 'Tech', keywords: ['TypeScript', 'Node.js', 'PostgreSQL'] }],
        },
      },
    });
    expect(cv.status).toBe(200);
    const scan = await readJson(await user.client.post('/api/scans', { posting: SAMPLE_POSTING }));
    const jobId: string = scan.jobTargetId;
    for (let i = 0; i < 3; i++) {
      expect((await user.client.get(`/api/job-targets/${jobId}`)).status).toBe(200);
    }
    const missing = crypto.randomUUID();
    expect((await user.client.get(`/api/job-targets/${missing}`)).status).toBe(404);
    // Answered by a middleware (signed out) or by the API's catch-all: still a template.
    expect((await scraped.client().get(`/api/job-targets/${missing}`)).status).toBe(401);
    expect((await user.client.get(`/api/no-such-thing/${missing}`)).status).toBe(404);

    const text = await metricsText(scraped);
    const route = '/api/job-targets/:id';
    expect(sample(text, 'http_requests_total', { method: 'GET', route, status: '200' })).toBe(3);
    expect(sample(text, 'http_requests_total', { method: 'GET', route, status: '404' })).toBe(1);
    expect(sample(text, 'http_requests_total', { method: 'GET', route, status: '401' })).toBe(1);
    expect(
      sample(text, 'http_requests_total', { method: 'GET', route: '/api/*', status: '404' }),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', { method: 'GET', route, status: '200' }),
    ).toBe(3);
    expect(
      sample(text, 'http_requests_total', { method: 'POST', route: '/api/scans', status: '201' }),
    ).toBe(1);
    for (const id of [jobId, scan.id, missing, user.id]) expect(text).not.toContain(id);
  });

  it('times scans and CV parses in the worker pool by kind', async () => {
    const user = await scraped.signUp();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(await samplePdf())], 'cv.pdf'));
    const upload = await user.client.request('/api/cv/upload', { method: 'POST', body: form });
    expect(upload.status).toBe(201);
    const draft = await readJson(upload);
    await user.client.request('/api/cv', {
      method: 'PUT',
      json: { resume: draft.resume, uploadId: draft.uploadId },
    });
    expect((await user.client.post('/api/scans', { posting: SAMPLE_POSTING })).status).toBe(201);

    const text = await metricsText(scraped);
    const name = 'jobfit_engine_task_duration_seconds_count';
    expect(sample(text, name, { kind: 'scan', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, name, { kind: 'parse-cv', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'jobfit_engine_task_duration_seconds_bucket', {
        kind: 'scan',
        outcome: 'ok',
        le: '+Inf',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('keeps each app’s request counts apart (one registry per app)', async () => {
    const before = await metricsText(scraped);
    const labels = { method: 'GET', route: '/api/health/live', status: '200' };
    const own = sample(before, 'http_requests_total', labels) ?? 0;
    for (let i = 0; i < 4; i++) await plain.client().get('/api/health/live');
    await scraped.client().get('/api/health/live');
    const after = await metricsText(scraped);
    expect(sample(after, 'http_requests_total', labels)).toBe(own + 1);
  });
});

describe('METRICS_PORT', () => {
  it('serves /metrics without a token on its own loopback listener', async () => {
    const port = scraped.metricsPort;
    expect(port).toBeGreaterThan(0);
    expect(port).not.toBe(Number(new URL(scraped.baseUrl).port));
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await res.text();
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).toContain('# TYPE jobfit_worker_queue_length gauge');
  });

  it('answers nothing else there', async () => {
    const port = scraped.metricsPort;
    for (const path of ['/', '/api/health', '/metrics/x']) {
      expect((await fetch(`http://127.0.0.1:${port}${path}`)).status, path).toBe(404);
    }
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('is off unless set', () => {
    expect(plain.metricsPort).toBeUndefined();
  });
});
