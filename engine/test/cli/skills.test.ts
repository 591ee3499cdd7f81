import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const BIN = join(import.meta.dirname, '../../bin/jobfit.js');
const dir = mkdtempSync(join(tmpdir(), 'jobfit-skills-'));
const posting = join(dir, 'posting.txt');
writeFileSync(
  posting,
  'Requirements\n- Kubernetes and Go, Kubernetes again.\nNice to have\n- Terraform.',
);
const empty = join(dir, 'empty.txt');
writeFileSync(empty, '  \n');
const binary = join(dir, 'binary.txt');
writeFileSync(binary, Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0x01]));

function jobfit(args: string[], input?: string) {
  const r = spawnSync(process.execPath, [BIN, 'skills', ...args], { input, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('jobfit skills', () => {
  it('prints skills with mentions and required as JSON', () => {
    const r = jobfit([posting, '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({
      skills: [
        { name: 'Kubernetes', category: 'tool', mentions: 2, required: true },
        { name: 'Go', category: 'hard', mentions: 1, required: true },
        { name: 'Terraform', category: 'tool', mentions: 1, required: false },
      ],
    });
  });

  it('reads standard input with - and prints a table without --json', () => {
    const r = jobfit(['-'], 'Must know PostgreSQL.');
    expect(r.code).toBe(0);
    expect(r.out).toBe('PostgreSQL  tool            1×  required\n');
  });

  it('streams --batch lines and keeps going after a bad one', () => {
    const input = [
      '{"id":"a","text":"Python and SQL"}',
      'not json',
      '{"id":"c"}',
      '{"id":7,"text":"Excel"}',
    ].join('\n');
    const r = jobfit(['--batch'], input);
    expect(r.code).toBe(1);
    expect(
      r.out
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toEqual([
      {
        id: 'a',
        skills: [
          { name: 'Python', category: 'hard', mentions: 1, required: false },
          { name: 'SQL', category: 'hard', mentions: 1, required: false },
        ],
      },
      { id: null, error: 'line 2: not valid JSON' },
      { id: 'c', error: 'line 3: "text" must be a string' },
      { id: 7, skills: [{ name: 'Excel', category: 'tool', mentions: 1, required: false }] },
    ]);
    expect(r.err).toBe('jobfit skills: 2 lines failed\n');
  });

  it.each([
    [['--nope', posting], 2, "jobfit skills: unknown option '--nope'"],
    [[], 2, 'jobfit skills: expected one FILE or -'],
    [[posting, posting], 2, 'jobfit skills: expected one FILE or -'],
    [['--batch', posting], 2, 'jobfit skills: --batch reads standard input; no FILE'],
    [
      [join(dir, 'missing.txt')],
      1,
      `jobfit skills: cannot read ${join(dir, 'missing.txt')}: no such file`,
    ],
    [[dir], 1, `jobfit skills: cannot read ${dir}: is a directory`],
    [[empty], 1, `jobfit skills: ${empty} is empty`],
    [[binary], 1, `jobfit skills: ${binary} is not a text file`],
  ])('%j exits %i with one error line', (args, code, message) => {
    const r = jobfit(args);
    expect(r.code).toBe(code);
    expect(r.err.split('\n')[0]).toBe(message);
    expect(r.out).toBe('');
  });
});
