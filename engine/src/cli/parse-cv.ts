import path from 'node:path';
import { parseCv } from '../cv/index.ts';
import { EngineError } from '../engine-error.ts';
import type { ParsedCv } from '../resume.ts';
import type { Command } from './main.ts';

// Not `import … from 'node:fs'`: that builds an ES module of all of fs, and loads fs/promises,
// streams and readline for it (~8 ms of a command's start); the CommonJS module is loaded already.
const { readFileSync } = process.getBuiltinModule('node:fs');

const usage = 'Usage: jobfit parse-cv FILE [--json]';

function range(start?: string, end?: string, current?: boolean): string {
  if (!start && !end) return '';
  return ` (${start ?? '?'} – ${current ? 'present' : (end ?? '?')})`;
}

/** A readable summary of a parsed CV for the terminal. */
export function formatCvSummary({ resume, meta }: ParsedCv): string {
  const b = resume.basics;
  const out: string[] = [];
  out.push(b.name ?? '(no name found)');
  if (b.label) out.push(b.label);
  const contact = [
    b.email,
    b.phone,
    b.location?.city && [b.location.city, b.location.region].filter(Boolean).join(', '),
    b.url,
  ].filter(Boolean);
  if (contact.length > 0) out.push(contact.join(' · '));
  for (const p of b.profiles ?? []) out.push(`${p.network}: ${p.url ?? p.username ?? ''}`);
  out.push('', `Sections: ${meta.sections.join(', ') || '(none found)'}`);
  if (resume.work.length > 0) {
    out.push('', 'Experience');
    for (const w of resume.work) {
      out.push(
        `  ${[w.position, w.name].filter(Boolean).join(' at ')}${range(w.startDate, w.endDate, w.current)}`,
      );
      for (const h of w.highlights.slice(0, 3)) out.push(`    - ${h}`);
      if (w.highlights.length > 3) out.push(`    … ${w.highlights.length - 3} more`);
    }
  }
  if (resume.education.length > 0) {
    out.push('', 'Education');
    for (const e of resume.education)
      out.push(
        `  ${[e.studyType, e.area, e.institution].filter(Boolean).join(', ')}${range(e.startDate, e.endDate)}`,
      );
  }
  if (resume.skills.length > 0) {
    out.push('', 'Skills');
    for (const s of resume.skills)
      out.push(`  ${s.name}${s.keywords.length > 0 ? `: ${s.keywords.join(', ')}` : ''}`);
  }
  if (meta.warnings.length > 0) {
    out.push('', 'Warnings');
    for (const w of meta.warnings) out.push(`  ! ${w.message}`);
  }
  return `${out.join('\n')}\n`;
}

/**
 * `jobfit parse-cv FILE [--json]`: prints the structured CV (JSON Resume plus `meta`) or a summary.
 * @example process.exitCode = await parseCvCommand(['cv.pdf', '--json'])
 */
export const parseCvCommand: Command = async (args) => {
  const json = args.includes('--json');
  const files = args.filter((a) => a !== '--json');
  const unknown = files.find((a) => a.startsWith('--'));
  if (unknown || files.length !== 1 || !files[0]) {
    process.stderr.write(
      `jobfit parse-cv: ${unknown ? `unknown option '${unknown}'` : 'expected one FILE'}\n${usage}\n`,
    );
    return 2;
  }
  const file = files[0];
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(readFileSync(file));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    process.stderr.write(
      `jobfit parse-cv: cannot read ${file}${code === 'ENOENT' ? ': no such file' : code === 'EISDIR' ? ': is a directory' : ''}\n`,
    );
    return 1;
  }
  try {
    const parsed = await parseCv(bytes, { filename: path.basename(file) });
    process.stdout.write(
      json
        ? `${JSON.stringify({ ...parsed.resume, meta: parsed.meta }, null, 2)}\n`
        : formatCvSummary(parsed),
    );
    return 0;
  } catch (err) {
    const message =
      err instanceof EngineError
        ? `${err.message} (${err.code})`
        : 'unexpected error while parsing';
    process.stderr.write(`jobfit parse-cv: ${file}: ${message}\n`);
    return 1;
  }
};
