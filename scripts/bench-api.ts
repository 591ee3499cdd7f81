// `npm run bench:api`: load on the signed-in scan routes of a production server, with autocannon
// on 127.0.0.1, on embedded PGlite and on PostgreSQL (docs/decisions/090-benchmarks.md).
//
//   npm run bench:api -- [--db pglite|postgres|both] [--duration 10] [--connections 10]
//                        [--rows 10000] [--lists-only] [--new-postings]
//
// POST /api/scans sends one posting again and again (a rescan, a popular job), which each engine
// worker analyses once (decision 189); `--new-postings` makes every posting a new text, so each
// request pays for the posting's analysis.
//
// Each row gives the CPU a request cost (ms): the server process, all threads, and the
// PostgreSQL backends (from /proc). After the scan routes, `--rows` jobs, ~as many scans and ~as
// many documents are written for the user straight in SQL, and the list routes and the dashboard
// are measured on them (decision 142).
//
// PostgreSQL: a throw-away database on DATABASE_URL's server (default
// postgres://postgres@127.0.0.1:5432/postgres), created and dropped here.
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  DashboardStats,
  DocumentList,
  JobfitDocument,
  JobTargetBoard,
  JobTargetList,
  Scan,
  ScanList,
} from '@jobfit/contracts';
import autocannon from 'autocannon';
import { type CpuMeter, cpuMeter } from './_cpu-meter.ts';
import { startSmtpCapture } from '../server/src/test/smtp-capture.ts';
import {
  type BenchServer,
  type BenchUser,
  createBenchServer,
  type DbKind,
  makePro,
  postAs,
  saveMasterCv,
  seedUserRows,
  signUpVerified,
  userIdOf,
} from './_bench-server.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'log-level': { type: 'string', default: 'info' },
    /** Jobs seeded for the user before the list routes are measured (0: no list routes). */
    rows: { type: 'string', default: '10000' },
    /** Skips POST and GET /api/scans before the seeding. */
    'lists-only': { type: 'boolean', default: false },
    /** Every POST /api/scans with a posting never sent before. */
    'new-postings': { type: 'boolean', default: false },
    /** Writes V8 CPU profiles of the server (.cpuprofile) to this folder. */
    profile: { type: 'string' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const kinds: DbKind[] = args.db === 'both' ? ['pglite', 'postgres'] : [args.db as DbKind];
const seededRows = Number(args.rows);

// Real inputs (shared/data, beside the repository in CI): a 2-page PDF CV, a ~600-word posting.
const dataDir = [path.join(import.meta.dirname, '../../shared/data'), '/work/shared/data'].find(
  (d) => existsSync(d),
);
if (!dataDir) throw new Error('shared/data not found: the bench uses its real CV and posting');
const cvFile = path.join(dataDir, 'cvs/rendercv-Classic.pdf');
const posting = firstWords(
  (
    JSON.parse(
      readFileSync(path.join(dataDir, 'jobs/vanetik-vacancies.jsonl'), 'utf8').split('\n')[0] ?? '',
    ) as {
      text: string;
    }
  ).text,
  600,
);

/** Whole sentences of `text` up to `n` words. */
function firstWords(text: string, n: number): string {
  const out: string[] = [];
  let words = 0;
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const w = sentence.split(/\s+/).filter(Boolean).length;
    if (words + w > n) break;
    out.push(sentence);
    words += w;
  }
  return out.join(' ');
}

interface Figures {
  route: string;
  db: DbKind;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  total: number;
  /** CPU ms per request: the server process, and the database's backends (NaN: not measured). */
  serverMs: number;
  dbMs: number;
  /** The machine's 1-minute load average when the route's load ended: other work on it. */
  load: number;
}

const meters = new WeakMap<BenchServer, CpuMeter>();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function load(
  server: BenchServer,
  db: DbKind,
  route: string,
  opts: {
    method: 'GET' | 'POST';
    path: string;
    cookie: string;
    body?: string;
    /** A new body for each request, instead of `body` every time. */
    nextBody?: () => string;
  },
): Promise<Figures> {
  const { nextBody } = opts;
  const meter = meters.get(server);
  const before = await meter?.read();
  const latencies: number[] = [];
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: `${server.url}${opts.path}`,
        method: opts.method,
        connections,
        duration,
        headers: {
          cookie: opts.cookie,
          origin: server.url,
          ...(opts.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(opts.body ? { body: opts.body } : {}),
        ...(nextBody
          ? { requests: [{ setupRequest: (req) => ({ ...req, body: nextBody() }) }] }
          : {}),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
  instance?.on('response', (_client, _status, _bytes, responseTime) =>
    latencies.push(responseTime),
  );
  const result = await done;
  const after = await meter?.read();
  const perRequest = (key: 'server' | 'db') =>
    before && after ? (after[key] - before[key]) / result.requests.total : NaN;
  latencies.sort((a, b) => a - b);
  return {
    route,
    db,
    rps: result.requests.total / (result.duration || duration),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
    serverMs: perRequest('server'),
    dbMs: perRequest('db'),
    load: loadavg()[0] ?? NaN,
  };
}

/** The benchmarked routes answer what the contracts say, before they are timed. */
async function checkCorrect(server: BenchServer, cookie: string) {
  const headers = { cookie, origin: server.url, 'content-type': 'application/json' };
  const created = await fetch(`${server.url}/api/scans`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ posting }),
  });
  if (created.status !== 201) throw new Error(`POST /api/scans: ${created.status}`);
  const scan = Scan.parse(await created.json());
  const list = ScanList.parse(await (await fetch(`${server.url}/api/scans`, { headers })).json());
  if (list.items[0]?.id !== scan.id) throw new Error('GET /api/scans does not list the new scan');
  return scan;
}

async function benchScans(server: BenchServer, kind: DbKind, cookie: string) {
  const body = JSON.stringify({ posting });
  // Warm-up (JIT, connection pool), not counted.
  const headers = { cookie, origin: server.url, 'content-type': 'application/json' };
  await autocannon({
    url: `${server.url}/api/scans`,
    connections: 2,
    amount: 30,
    headers,
    method: 'POST',
    body,
  });
  await autocannon({ url: `${server.url}/api/scans`, connections: 2, amount: 100, headers });
  let sent = 0;
  const post = await load(
    server,
    kind,
    `POST /api/scans${args['new-postings'] ? ' (new postings)' : ''}`,
    {
      method: 'POST',
      path: '/api/scans',
      cookie,
      body,
      ...(args['new-postings']
        ? { nextBody: () => JSON.stringify({ posting: `${posting}\n\nReference ${++sent}.` }) }
        : {}),
    },
  );
  const get = await load(server, kind, 'GET /api/scans', {
    method: 'GET',
    path: '/api/scans',
    cookie,
  });
  return [post, get];
}

/** The routes that list or add up every row of the user, each parsed with its contract. */
const LIST_ROUTES = [
  { path: '/api/job-targets', schema: JobTargetList },
  { path: '/api/job-targets?sort=score_desc&page=40', schema: JobTargetList },
  { path: '/api/job-targets?status=applied&search=engineer', schema: JobTargetList },
  { path: '/api/job-targets/board', schema: JobTargetBoard },
  { path: '/api/scans', schema: ScanList },
  { path: '/api/scans?page=50', schema: ScanList },
  { path: '/api/documents', schema: DocumentList },
  { path: '/api/dashboard', schema: DashboardStats },
] as const;

/**
 * Seeds `--rows` jobs with scans and documents like the user's real ones (the real scan result
 * and tailored CV as templates), checks each list route, then loads it.
 */
async function benchLists(server: BenchServer, kind: DbKind, user: BenchUser, scan: Scan) {
  const doc = JobfitDocument.parse(
    await (await postAs(server, user, '/api/documents', { scanId: scan.id, kind: 'cv' })).json(),
  );
  const started = performance.now();
  await seedUserRows(server, kind, await userIdOf(server, user), {
    n: seededRows,
    now: new Date(),
    result: scan.result,
    documentContent: doc.content,
    cvText: scan.cvText,
  });
  process.stdout.write(
    `${kind}: seeded ${seededRows} jobs with scans and documents in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  const headers = { cookie: user.cookie, origin: server.url };
  const rows: Figures[] = [];
  for (const route of LIST_ROUTES) {
    const res = await fetch(`${server.url}${route.path}`, { headers });
    if (res.status !== 200) throw new Error(`GET ${route.path}: ${res.status}`);
    const parsed: unknown = route.schema.parse(await res.json());
    if ('total' in (parsed as object) && (parsed as { total: number }).total === 0) {
      throw new Error(`GET ${route.path} does not see the seeded rows`);
    }
    await autocannon({ url: `${server.url}${route.path}`, connections: 2, amount: 50, headers });
    rows.push(await load(server, kind, `GET ${route.path}`, { method: 'GET', ...route, ...user }));
  }
  return rows;
}

async function benchOne(kind: DbKind, smtp: Awaited<ReturnType<typeof startSmtpCapture>>) {
  const server = await createBenchServer(kind, smtp, {
    adminUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    logLevel: args['log-level'],
    profileDir: args.profile && path.resolve(args.profile),
  });
  try {
    await server.start();
    const meter = await cpuMeter(
      () => server.pid(),
      kind === 'postgres' ? server.env.DATABASE_URL : undefined,
    );
    meters.set(server, meter);
    try {
      return await benchServer(server, kind, smtp);
    } finally {
      await meter.close();
    }
  } finally {
    await server.dispose();
  }
}

/** The scan routes, then the list routes on seeded rows, for a new Pro user with a master CV. */
async function benchServer(
  server: BenchServer,
  kind: DbKind,
  smtp: Awaited<ReturnType<typeof startSmtpCapture>>,
) {
  const user = await makePro(server, await signUpVerified(server, smtp));
  await saveMasterCv(server, user, cvFile);
  const { cookie } = user;
  const scan = await checkCorrect(server, cookie);
  process.stdout.write(`${kind}: scan score ${scan.score}, warming up…\n`);
  const rows: Figures[] = [];
  if (!args['lists-only']) rows.push(...(await benchScans(server, kind, cookie)));
  if (seededRows > 0) rows.push(...(await benchLists(server, kind, user, scan)));
  return rows;
}

const smtp = await startSmtpCapture();
const rows: Figures[] = [];
try {
  process.stdout.write(
    `bench:api — ${connections} connections, ${duration} s per route, posting ${posting.split(/\s+/).length} words, CV ${path.basename(cvFile)}\n`,
  );
  for (const kind of kinds) rows.push(...(await benchOne(kind, smtp)));
} finally {
  await smtp.close();
}

const fmt = (n: number, d = 1) => n.toFixed(d).padStart(8);
process.stdout.write(
  `\n${'route'.padEnd(56)}${'db'.padEnd(10)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'errors'.padStart(8)}${'total'.padStart(8)}${'CPU ms/req: server'.padStart(20)}${'db'.padStart(6)}${'load'.padStart(6)}\n`,
);
for (const r of rows) {
  process.stdout.write(
    `${r.route.padEnd(56)}${r.db.padEnd(10)}${fmt(r.rps, 0)}${fmt(r.p50)}${fmt(r.p95)}${fmt(r.p99)}${fmt(r.errors, 0)}${fmt(r.total, 0)}${r.serverMs.toFixed(2).padStart(20)}${r.dbMs.toFixed(2).padStart(6)}${r.load.toFixed(1).padStart(6)}\n`,
  );
}
const errors = rows.reduce((n, r) => n + r.errors, 0);
if (errors > 0) {
  process.stderr.write(`\n${errors} requests failed (non-2xx, errors or timeouts)\n`);
  process.exitCode = 1;
}
