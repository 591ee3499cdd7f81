import { analyzePosting } from '../posting/index.ts';
import type { Posting } from '../posting/index.ts';
import { runBatch } from './_batch.ts';
import type { Command } from './main.ts';

// Not `import … from 'node:fs'`: that builds an ES module of all of fs, and loads fs/promises,
// streams and readline for it (~8 ms of a command's start); the CommonJS module is loaded already.
const { readFileSync } = process.getBuiltinModule('node:fs');

const usage = 'Usage: jobfit skills FILE|- [--json] [--batch]';

/** One skill as `jobfit skills --json` prints it. */
export interface SkillsLine {
  name: string;
  category: string;
  mentions: number;
  required: boolean;
}

/** The skills of a posting (or any text), most important first: required, then by mentions. */
export function postingSkills(posting: Posting): SkillsLine[] {
  return [...posting.skills]
    .sort(
      (a, b) =>
        Number(b.required) - Number(a.required) ||
        b.mentions - a.mentions ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    )
    .map((s) => ({
      name: s.name,
      category: s.category,
      mentions: s.mentions,
      required: s.required,
    }));
}

function formatSkills(skills: SkillsLine[]): string {
  if (skills.length === 0) return 'No skills found.\n';
  const width = Math.min(40, Math.max(...skills.map((s) => s.name.length)));
  const lines = skills.map((s) =>
    `${s.name.padEnd(width)}  ${s.category.padEnd(13)}  ${String(s.mentions).padStart(2)}×  ${s.required ? 'required' : ''}`.trimEnd(),
  );
  return `${lines.join('\n')}\n`;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** `--batch`: one JSON line `{"id","text"}` in, one line `{"id","skills"}` (or `{"id","error"}`) out. */
function skillsBatch(): Promise<number> {
  return runBatch('skills', (input) => {
    if (typeof input.text !== 'string') throw new Error('"text" must be a string');
    return { skills: postingSkills(analyzePosting(input.text)) };
  });
}

/**
 * `jobfit skills FILE|- [--json] [--batch]`: the skills a posting (or any text) names, with
 * mentions and whether a requirement asks for them.
 *
 * @example process.exitCode = await skillsCommand(['posting.txt', '--json'])
 */
export const skillsCommand: Command = async (args) => {
  const json = args.includes('--json');
  const batch = args.includes('--batch');
  const rest = args.filter((a) => a !== '--json' && a !== '--batch');
  const unknown = rest.find((a) => a.startsWith('--'));
  if (unknown) {
    process.stderr.write(`jobfit skills: unknown option '${unknown}'\n${usage}\n`);
    return 2;
  }
  if (batch) {
    if (rest.length > 1 || (rest[0] !== undefined && rest[0] !== '-')) {
      process.stderr.write(`jobfit skills: --batch reads standard input; no FILE\n${usage}\n`);
      return 2;
    }
    return skillsBatch();
  }
  const file = rest[0];
  if (rest.length !== 1 || file === undefined) {
    process.stderr.write(`jobfit skills: expected one FILE or -\n${usage}\n`);
    return 2;
  }
  let text: string;
  try {
    text = file === '-' ? await readStdin() : readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    process.stderr.write(
      `jobfit skills: cannot read ${file}${code === 'ENOENT' ? ': no such file' : code === 'EISDIR' ? ': is a directory' : ''}\n`,
    );
    return 1;
  }
  const name = file === '-' ? 'standard input' : file;
  if (text.trim() === '' || text.includes('\u0000')) {
    process.stderr.write(
      `jobfit skills: ${name} ${text.includes('\u0000') ? 'is not a text file' : 'is empty'}\n`,
    );
    return 1;
  }
  const skills = postingSkills(analyzePosting(text));
  process.stdout.write(json ? `${JSON.stringify({ skills }, null, 2)}\n` : formatSkills(skills));
  return 0;
};
