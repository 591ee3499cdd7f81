// `npm run bench:web`: the sign-in page's first-load JavaScript (gzip) from a production build,
// Lighthouse performance and accessibility on sign-in and the dashboard, and the time of a warm
// client-side navigation from the dashboard (docs/decisions/090-benchmarks.md, 160-first-hour.md),
// and the time from a CV upload to its review screen (188-upload-progress.md), in Debian Chromium.
//
//   npm run bench:web -- [--skip-lighthouse] [--mobile]
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Locator, type Page } from 'playwright-core';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startSmtpCapture } from '../server/src/test/smtp-capture.ts';
import { createBenchServer, postAs, saveMasterCv, signUpVerified } from './_bench-server.ts';

const FIRST_LOAD_BUDGET_KB = 200;
/** A click in the side navigation to the new page's title, once the dashboard has loaded. */
const WARM_NAVIGATION_TARGET_MS = 300;
/** Side-navigation link → the page title it leads to. */
const NAVIGATIONS: [link: string, title: string][] = [
  ['Master CV', 'Master CV | Jobfit'],
  ['Job Tracker', 'Job Tracker | Jobfit'],
  ['Dashboard', 'Dashboard | Jobfit'],
];
const SCORE_TARGET = 90;
/** Choosing a three-page PDF on the upload page to its review screen showing its fields. */
const UPLOAD_TO_REVIEW_TARGET_MS = 1500;
const UPLOAD_RUNS = 5;
/** The modules the router loads for /auth/sign-in besides the entry (web/src/routes/index.tsx). */
const SIGN_IN_ROUTE = [
  'src/layouts/auth-centered/auth-centered-layout.tsx',
  'src/pages/auth/sign-in.tsx',
];

const { values: args } = parseArgs({
  options: {
    'skip-lighthouse': { type: 'boolean', default: false },
    /** Lighthouse's default mobile preset (slow 4G, 4x CPU) instead of the desktop one. */
    mobile: { type: 'boolean', default: false },
  },
});
const root = path.join(import.meta.dirname, '..');
const CV_FILE = path.join(root, '../shared/data/cvs/rendercv-Classic.pdf');
const THREE_PAGE_CV_FILE = path.join(root, '../shared/data/cvs/rendercv-Sb2nov.pdf');
const gzipKb = (bytes: Buffer) => gzipSync(bytes).length / 1024;

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The entry's chunks and the sign-in route's, with everything they import statically. */
function firstLoadChunks(dist: string): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const files = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  for (const key of ['index.html', ...SIGN_IN_ROUTE]) walk(key);
  return [...files].filter((f) => f.endsWith('.js'));
}

function reportFirstLoad(dist: string): number {
  const sizes = firstLoadChunks(dist)
    .map((file) => ({ file, kb: gzipKb(readFileSync(path.join(dist, file))) }))
    .sort((a, b) => b.kb - a.kb);
  const total = sizes.reduce((n, s) => n + s.kb, 0);
  process.stdout.write(`\nSign-in first load: ${sizes.length} scripts\n`);
  for (const s of sizes.slice(0, 12)) {
    process.stdout.write(`${s.kb.toFixed(1).padStart(8)} KB  ${s.file}\n`);
  }
  process.stdout.write(
    `${total.toFixed(1).padStart(8)} KB gzip in all (budget ${FIRST_LOAD_BUDGET_KB} KB)\n`,
  );
  return total;
}

interface PageScores {
  page: string;
  performance: number;
  accessibility: number;
  scriptKb: number;
  failing: string[];
  metrics: string;
}

async function audit(
  url: string,
  page: string,
  dist: string,
  headers: Record<string, string>,
): Promise<PageScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--no-sandbox', '--headless', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: headers,
      },
      args.mobile ? undefined : desktopConfig,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    // Every script the page loaded, gzip-sized from the build (the server may not compress).
    const requests =
      (
        lhr.audits['network-requests']?.details as {
          items?: { url: string; resourceType?: string }[];
        }
      )?.items ?? [];
    const scripts = requests
      .filter((r) => r.resourceType === 'Script' && r.url.includes('/assets/'))
      .map((r) => new URL(r.url).pathname.slice(1));
    const scriptKb = scripts.reduce((n, f) => n + gzipKb(readFileSync(path.join(dist, f))), 0);
    // What loaded after the first load (lazy chunks: toasts, analytics, …), for the record.
    const firstLoad = new Set(firstLoadChunks(dist));
    const later = scripts.filter((f) => !firstLoad.has(f));
    if (page === 'sign-in' && later.length > 0) {
      process.stdout.write(
        `sign-in also loaded after first paint: ${later.map((f) => `${path.basename(f)} ${gzipKb(readFileSync(path.join(dist, f))).toFixed(1)} KB`).join(', ')}\n`,
      );
    }
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric') &&
          lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0),
      )
      .map((a) => {
        const items =
          (a.details as { items?: { node?: { snippet?: string; explanation?: string } }[] })
            ?.items ?? [];
        const nodes = items
          .slice(0, 3)
          .map(
            (i) =>
              `\n      ${i.node?.snippet ?? ''} ${i.node?.explanation?.split('\n')[1]?.trim() ?? ''}`,
          );
        return `${a.id}${nodes.join('')}`;
      });
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    // The elements that moved, when they moved enough to cost score (CLS above 0.1).
    const shifts =
      (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) > 0.1
        ? (
            (
              lhr.audits['layout-shifts']?.details as {
                items?: { score?: number; node?: { snippet?: string } }[];
              }
            )?.items ?? []
          )
            .slice(0, 3)
            .map((i) => `\n      shift ${i.score?.toFixed(3)} ${i.node?.snippet ?? ''}`)
            .join('')
        : '';
    // A run Lighthouse could not score (no paint it saw, a page that navigated away) says why.
    const error = lhr.runtimeError
      ? `; Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`
      : '';
    const metrics = `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}${shifts}${error}`;
    return {
      page,
      metrics,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      scriptKb,
      failing,
    };
  } finally {
    chrome.kill();
  }
}

/** A reader's pause on a page before the next click, in the settled pass. */
const READ_PAUSE_MS = 1000;

/** One navigation's time: from a settled page (the target), and clicked as soon as it showed. */
type NavigationTime = { link: string; settled: number; atOnce: number };

/** Runs `use` with a page of a fresh Chromium at 1440×900 that sends the signed-in `cookie`. */
async function withSignedInPage<T>(cookie: string, use: (page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.setExtraHTTPHeaders({ cookie });
    return await use(await context.newPage());
  } finally {
    await browser.close();
  }
}

/**
 * Signed in on the dashboard at 1440×900, waits for the app to settle (its idle prefetch
 * included), then clicks each side-navigation link and times it until the page's title shows.
 * Twice: once pausing on each page as a reader does before the next click (the figure the
 * target is for), once clicking the next link as soon as the title showed, while the page may
 * still be mounting below the fold.
 */
async function warmNavigations(url: string, cookie: string): Promise<NavigationTime[]> {
  return withSignedInPage(cookie, async (page) => {
    await page.goto(`${url}/dashboard`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const settled = await navigateAll(page, nav, READ_PAUSE_MS);
    await page.waitForTimeout(2000);
    const atOnce = await navigateAll(page, nav, 0);
    return NAVIGATIONS.map(([link], i) => ({
      link,
      settled: settled[i] ?? NaN,
      atOnce: atOnce[i] ?? NaN,
    }));
  });
}

/** Clicks each of NAVIGATIONS in turn, pausing `pauseMs` on each page; their times in ms. */
async function navigateAll(page: Page, nav: Locator, pauseMs: number): Promise<number[]> {
  const timings: number[] = [];
  for (const [link, title] of NAVIGATIONS) {
    const started = performance.now();
    // A link's name includes its caption ("Master CV Your base CV for job matching").
    await nav
      .getByRole('link', { name: new RegExp(`^${link}`) })
      .first()
      .click();
    // A function, not a string: the app's CSP forbids eval.
    await page.waitForFunction(
      (t) => (globalThis as unknown as { document: { title: string } }).document.title === t,
      title,
      { polling: 'raf' },
    );
    timings.push(performance.now() - started);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(pauseMs);
  }
  return timings;
}

/**
 * One upload's time to the review: in the page, from the file input's change to the first frame
 * after the review shows the name it read; and as Playwright sees it (setting the file, then
 * finding the field), which adds its own round trips. With the progress the page said on the way.
 */
type UploadTime = { ms: number; driven: number; said: string[] };

type UploadProbe = { said: string[]; started?: number; painted?: number };

/** The browser globals the upload probe uses (scripts are typed without the DOM). */
interface ProbeWindow {
  probe: UploadProbe;
  document: {
    body: unknown;
    querySelector(selector: string): {
      textContent: string | null;
      value?: string;
      addEventListener(type: string, listener: () => void, options: { capture: boolean }): void;
    } | null;
  };
  MutationObserver: new (callback: () => void) => {
    observe(target: unknown, options: Record<string, boolean>): void;
  };
  requestAnimationFrame(callback: () => void): void;
}

/**
 * Signed in at 1440×900, opens the upload page UPLOAD_RUNS times, chooses a real three-page PDF
 * and times it until the review screen shows the name it read. The first run is the cold one.
 */
async function uploadsToReview(url: string, cookie: string): Promise<UploadTime[]> {
  return withSignedInPage(cookie, async (page) => {
    const times: UploadTime[] = [];
    for (let run = 0; run < UPLOAD_RUNS; run++) {
      await page.goto(`${url}/onboarding/upload-cv`, { waitUntil: 'networkidle' });
      await page.getByTestId('cv-file-input').waitFor({ state: 'attached' });
      // Kept on the window: every text the status line shows, and the two instants timed.
      await page.evaluate(() => {
        const w = globalThis as unknown as ProbeWindow;
        const probe: UploadProbe = { said: [] };
        w.probe = probe;
        w.document
          .querySelector('[data-testid=cv-file-input]')
          ?.addEventListener('change', () => (probe.started = performance.now()), {
            capture: true,
          });
        new w.MutationObserver(() => {
          const text = w.document.querySelector('[data-testid=cv-upload-status]')?.textContent;
          if (text && probe.said.at(-1) !== text) probe.said.push(text);
          const name = w.document.querySelector('input[name="basics.name"]');
          if (name?.value && probe.painted === undefined) {
            probe.painted = 0;
            w.requestAnimationFrame(() => (probe.painted = performance.now()));
          }
        }).observe(w.document.body, { subtree: true, childList: true, characterData: true });
      });
      const name = page.getByRole('textbox', { name: 'Full name' });
      const started = performance.now();
      await page.getByTestId('cv-file-input').setInputFiles(THREE_PAGE_CV_FILE);
      await name.waitFor();
      const driven = performance.now() - started;
      if (!(await name.inputValue()).trim()) throw new Error('the review shows no name');
      await page.waitForFunction(
        () => ((globalThis as unknown as ProbeWindow).probe.painted ?? 0) > 0,
      );
      const probe = await page.evaluate(() => (globalThis as unknown as ProbeWindow).probe);
      times.push({ ms: (probe.painted ?? NaN) - (probe.started ?? NaN), driven, said: probe.said });
    }
    return times;
  });
}

let navigationTimes: NavigationTime[] = [];
let uploadTimes: UploadTime[] = [];

async function runLighthouse(dist: string): Promise<PageScores[]> {
  const smtp = await startSmtpCapture();
  const server = await createBenchServer('pglite', smtp, {
    adminUrl: '',
    logLevel: 'warn',
    webDist: dist,
  });
  try {
    await server.start();
    const user = await signUpVerified(server, smtp);
    await postAs(server, user, '/api/me/onboarding', {});
    // A user with a real two-page CV: the Master CV page then holds the whole editor.
    await saveMasterCv(server, user, CV_FILE);
    navigationTimes = await warmNavigations(server.url, user.cookie);
    uploadTimes = await uploadsToReview(server.url, user.cookie);
    if (args['skip-lighthouse']) return [];
    return [
      await audit(`${server.url}/auth/sign-in`, 'sign-in', dist, {}),
      await audit(`${server.url}/dashboard`, 'dashboard', dist, { cookie: user.cookie }),
    ];
  } finally {
    await server.dispose();
    await smtp.close();
  }
}

const dist = await mkdtemp(path.join(tmpdir(), 'jobfit-bench-web-'));
try {
  process.stdout.write(`bench:web — building the web app into ${dist}\n`);
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: path.join(root, 'web'), stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('vite build failed');
  let failed = reportFirstLoad(dist) > FIRST_LOAD_BUDGET_KB;

  const scores = await runLighthouse(dist);
  process.stdout.write(
    `\nWarm navigation from the dashboard, 1440×900 (target ${WARM_NAVIGATION_TARGET_MS} ms from a settled page)\n${'page'.padEnd(14)}${'settled'.padStart(9)}${'at once'.padStart(9)}\n`,
  );
  for (const { link, settled, atOnce } of navigationTimes) {
    process.stdout.write(
      `${link.padEnd(14)}${`${settled.toFixed(0)} ms`.padStart(9)}${`${atOnce.toFixed(0)} ms`.padStart(9)}\n`,
    );
    if (!(settled <= WARM_NAVIGATION_TARGET_MS)) failed = true;
  }
  const uploads = uploadTimes.map((u) => u.ms);
  const warmUploads = uploads.slice(1).sort((a, b) => a - b);
  const medianUpload = warmUploads[Math.floor(warmUploads.length / 2)] ?? NaN;
  const ms = (list: number[]) => list.map((n) => `${n.toFixed(0)} ms`).join(', ');
  process.stdout.write(
    `\nUpload of a three-page PDF to its review (${path.basename(THREE_PAGE_CV_FILE)}, target ${UPLOAD_TO_REVIEW_TARGET_MS} ms)\n` +
      `in the page: ${ms(uploads)}; median after the first ${medianUpload.toFixed(0)} ms\n` +
      `by Playwright: ${ms(uploadTimes.map((u) => u.driven))}\n` +
      `the page said: ${uploadTimes.at(-1)?.said.join(' → ') || '(no status)'}\n`,
  );
  if (
    !(medianUpload <= UPLOAD_TO_REVIEW_TARGET_MS) ||
    !((uploads[0] ?? NaN) <= UPLOAD_TO_REVIEW_TARGET_MS)
  )
    failed = true;
  if (!args['skip-lighthouse']) {
    process.stdout.write(
      `\nLighthouse (${args.mobile ? 'mobile' : 'desktop'} preset, Chromium headless)\n${'page'.padEnd(12)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'JS KB gz'.padStart(10)}\n`,
    );
    for (const s of scores) {
      process.stdout.write(
        `${s.page.padEnd(12)}${String(s.performance).padStart(6)}${String(s.accessibility).padStart(6)}${s.scriptKb.toFixed(1).padStart(10)}  ${s.metrics}${s.failing.length ? `; a11y: ${s.failing.join(', ')}` : ''}\n`,
      );
      if (s.performance < SCORE_TARGET || s.accessibility < SCORE_TARGET) failed = true;
    }
  }
  if (failed) process.exitCode = 1;
} finally {
  await rm(dist, { recursive: true, force: true });
}
