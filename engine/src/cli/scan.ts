import path from 'node:path';
import { parseCv } from '../cv/index.ts';
import { EngineError } from '../engine-error.ts';
import { scan } from '../match/index.ts';
import type { ScanResult } from '../match/index.ts';
import type { ParsedCv } from '../resume.ts';
import { runBatch } from './_batch.ts';
import type { Command } from './main.ts';

// Not `import … from 'node:fs'`: that builds an ES module of all of fs, and loads fs/promises,
// streams and readline for it (~8 ms of a command's start); the CommonJS module is loaded already.
const { readFileSync } = process.getBuiltinModule('node:fs');

const usage = 'Usage: jobfit scan --cv FILE --job FILE [--json] [--batch]';

class UsageError extends Error {}

function parseArgs(args: string[]): { cv?: string; job?: string; json: boolean; batch: boolean } {
  const out: { cv?: string; job?: string; json: boolean; batch: boolean } = {
    json: false,
    batch: false,
  };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--json') out.json = true;
    else if (a === '--batch') out.batch = true;
    else if (a === '--cv' || a === '--job') {
      const value = args[++i];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${a} needs a FILE`);
      out[a === '--cv' ? 'cv' : 'job'] = value;
    } else if (a?.startsWith('--')) throw new UsageError(`unknown option '${a}'`);
    else throw new UsageError(`unexpected argument '${a}'`);
  }
  if (out.batch && (out.cv || out.job))
    throw new UsageError('--batch reads CVs and jobs from standard input; no --cv or --job');
  if (!out.batch && (!out.cv || !out.job))
    throw new UsageError(`missing ${out.cv ? '--job' : '--cv'} FILE`);
  return out;
}

function readError(file: string, err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code;
  return `cannot read ${file}${code === 'ENOENT' ? ': no such file' : code === 'EISDIR' ? ': is a directory' : ''}`;
}

const pad = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));

/** The scan for a terminal: score, breakdown, keywords, knockouts, recruiter search, checks, advice. */
export function formatScan(r: ScanResult): string {
  const out: string[] = [];
  const title = [r.posting.title, r.posting.company].filter(Boolean).join(' at ');
  const band = r.band ? ` (${r.band} match)` : '';
  out.push(`Score ${r.score}/100${band}${title ? ` for ${title}` : ''}`, '');
  for (const c of r.breakdown)
    out.push(
      `  ${pad(c.label, 22)} ${String(c.points).padStart(3)} / ${String(c.weight).padEnd(3)} ${c.detail}`,
    );
  out.push('', 'Keywords');
  for (const k of r.keywords.slice(0, 30)) {
    const mark = k.status === 'matched' ? '✓' : k.status === 'partial' ? '~' : '✗';
    out.push(
      `  ${mark} ${pad(k.name, 30)} ${pad(k.category, 13)} job ${String(k.jobCount).padStart(2)}  cv ${String(k.cvCount).padStart(2)}  ${k.required ? 'required' : k.preferred ? 'preferred' : ''}`.trimEnd(),
    );
  }
  if (r.keywords.length > 30) out.push(`  … ${r.keywords.length - 30} more`);
  if (r.knockouts.length > 0) {
    out.push('', 'Knockout requirements (not scored)');
    const mark = { met: '✓', not_shown: '?', not_met: '✗' } as const;
    for (const k of r.knockouts)
      out.push(
        `  ${mark[k.status]} ${pad(`${k.kind.replaceAll('_', ' ')}: ${k.detail}`, 36)} ${k.status.replace('_', ' ')} — ${k.reason}`,
      );
  }
  if (r.recruiterSearch.terms.length > 0) {
    out.push('', 'Recruiter search', `  ${r.recruiterSearch.query}`);
    const failing = r.recruiterSearch.terms.filter((t) => !t.found);
    out.push(
      failing.length === 0
        ? '  ✓ Your CV would be returned.'
        : `  ✗ Your CV would not be returned: no ${failing.map((t) => t.query).join(', no ')}.`,
    );
  }
  out.push('', 'Checks');
  for (const c of r.checks)
    out.push(
      `  ${c.status === 'pass' ? '✓' : c.status === 'warn' ? '!' : '✗'} ${pad(c.label, 26)} ${c.message}`,
    );
  if (r.recommendations.length > 0) {
    out.push('', 'Recommendations');
    for (const rec of r.recommendations) out.push(`  - ${rec.message}`);
  }
  return `${out.join('\n')}\n`;
}

/** `--batch`: lines `{"id","cv","job"}` in, lines `{"id","score",…}` (or `{"id","error"}`) out, streamed. */
async function scanBatch(): Promise<number> {
  const inputs = new (await import('./batch-inputs.ts')).BatchInputs();
  return runBatch(
    'scan',
    async (input) => {
      if (typeof input.job !== 'string' || input.job.trim() === '')
        throw new Error('"job" must be a non-empty string');
      // Lines often share a posting (one job, many CVs) or a CV: each is read once per batch.
      const posting = inputs.posting(input.job);
      return scan(await inputs.cv(input.cv), posting);
    },
    (err) => (err instanceof EngineError ? `${err.message} (${err.code})` : err.message),
  );
}

/**
 * `jobfit scan --cv FILE --job FILE [--json] [--batch]`: scans a CV (PDF, DOCX, text, JSON Resume)
 * against a posting (text, HTML, JSON-LD) and prints the score, breakdown, keywords, checks and
 * recommendations.
 *
 * @example process.exitCode = await scanCommand(['--cv', 'cv.pdf', '--job', 'job.html', '--json'])
 */
export const scanCommand: Command = async (args) => {
  let opts: ReturnType<typeof parseArgs>;
  try {
    opts = parseArgs(args);
  } catch (err) {
    process.stderr.write(`jobfit scan: ${(err as Error).message}\n${usage}\n`);
    return 2;
  }
  if (opts.batch) return scanBatch();
  const cvFile = opts.cv as string;
  const jobFile = opts.job as string;
  let cvBytes: Uint8Array;
  let job: string;
  try {
    cvBytes = new Uint8Array(readFileSync(cvFile));
  } catch (err) {
    process.stderr.write(`jobfit scan: ${readError(cvFile, err)}\n`);
    return 1;
  }
  try {
    job = readFileSync(jobFile, 'utf8');
  } catch (err) {
    process.stderr.write(`jobfit scan: ${readError(jobFile, err)}\n`);
    return 1;
  }
  if (job.trim() === '' || job.includes('\u0000')) {
    process.stderr.write(
      `jobfit scan: ${jobFile} ${job.includes('\u0000') ? 'is not a text, HTML or JSON-LD file' : 'is empty'}\n`,
    );
    return 1;
  }
  let cv: ParsedCv;
  try {
    cv = await parseCv(cvBytes, { filename: path.basename(cvFile) });
  } catch (err) {
    const message =
      err instanceof EngineError
        ? `${err.message} (${err.code})`
        : 'unexpected error while parsing the CV';
    process.stderr.write(`jobfit scan: ${cvFile}: ${message}\n`);
    return 1;
  }
  const result = scan(cv, job);
  process.stdout.write(opts.json ? `${JSON.stringify(result, null, 2)}\n` : formatScan(result));
  return 0;
};
