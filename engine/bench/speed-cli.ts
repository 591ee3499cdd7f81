// npm run bench -- cli: how long the jobfit command takes from start to exit, per command, each run
// a new Node process (as a user runs it). Inputs are written before timing; nothing is asserted.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { oneColumnPdf } from '../test/fixtures/cv/build-cv-pdf.ts';

const BIN = join(import.meta.dirname, '../bin/jobfit.js');
const FIXTURES = join(import.meta.dirname, '../test/fixtures');
/** Timed starts per command; the first, untimed, fills Node's compile cache. */
const RUNS = 10;

/** One command line the benchmark times. */
export interface CliCase {
  name: string;
  args: string[];
}

/**
 * The commands timed: a posting's skills, a scan of a text CV, a text and a PDF CV read; the PDF is
 * written to `dir`.
 */
export async function cliCases(dir: string): Promise<CliCase[]> {
  const pdf = join(dir, 'cv-2-pages.pdf');
  writeFileSync(pdf, await oneColumnPdf({ pages: 2 }));
  const cv = join(FIXTURES, 'scan/backend.cv.txt');
  return [
    { name: 'skills POSTING', args: ['skills', join(FIXTURES, 'postings/backend-engineer.txt')] },
    {
      name: 'scan --cv TXT --job',
      args: ['scan', '--cv', cv, '--job', join(FIXTURES, 'scan/backend.job.txt')],
    },
    { name: 'parse-cv TXT', args: ['parse-cv', cv] },
    { name: 'parse-cv PDF (2 pages)', args: ['parse-cv', pdf] },
  ];
}

/**
 * The Node options of the command's `#!` line (`#!/usr/bin/env -S node --flag`): what `npx jobfit`
 * runs it with, so the benchmark times the same process.
 */
export function shebangOptions(file = BIN): string[] {
  const first = readFileSync(file, 'utf8').split('\n', 1)[0] ?? '';
  const words = first.replace(/^#!\s*/, '').split(/\s+/);
  const node = words.indexOf('node');
  return node < 0 ? [] : words.slice(node + 1).filter((w) => w.startsWith('--'));
}

const OPTIONS = shebangOptions();

/**
 * Runs the CLI once with `args` (and its `#!` line's Node options) and gives its exit code, output
 * and wall time in ms.
 * @example runCli(['skills', 'posting.txt']).code // 0
 */
export function runCli(args: string[]): { code: number | null; out: string; ms: number } {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [...OPTIONS, BIN, ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, ms: performance.now() - t0 };
}

const middle = (sorted: number[]) =>
  ((sorted[(sorted.length - 1) >> 1] ?? NaN) + (sorted[sorted.length >> 1] ?? NaN)) / 2;

/**
 * Times each command (1 untimed run, then `RUNS` timed) and prints the median and the fastest.
 * @example await run()
 */
export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'jobfit-bench-cli-'));
  const cases = await cliCases(dir);
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `CLI start to exit (ms, wall, ${RUNS} runs)   median fastest   (target: ≤ 300 ms; load ${load})`,
  );
  for (const { name, args } of cases) {
    runCli(args);
    const times = Array.from({ length: RUNS }, () => runCli(args).ms).sort((a, b) => a - b);
    console.log(
      `  ${name.padEnd(30)} ${middle(times).toFixed(0).padStart(7)} ${(times[0] ?? NaN).toFixed(0).padStart(7)}`,
    );
  }
  rmSync(dir, { recursive: true, force: true });
}
