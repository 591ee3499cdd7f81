import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliCases, runCli, shebangOptions } from './speed-cli.ts';

// The CLI benchmark times these command lines; this checks each does its whole job.
describe('speed-cli cases', () => {
  it('each run to the end with what the command prints for its input', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jobfit-bench-cli-'));
    const results = [];
    for (const { name, args } of await cliCases(dir)) {
      const { code, out } = runCli(args);
      results.push([name, code, out.split('\n')[0]]);
    }
    rmSync(dir, { recursive: true, force: true });
    expect(results).toEqual([
      ['skills POSTING', 0, expect.stringMatching(/^Back-end development +hard +2× +required$/)],
      ['scan --cv TXT --job', 0, expect.stringMatching(/^Score \d+\/100 \(\w+ match\) for /)],
      ['parse-cv TXT', 0, 'Priya Raman'],
      ['parse-cv PDF (2 pages)', 0, 'Maria Jensen'],
    ]);
  });

  it('times the command with the Node options of its #! line, as npx runs it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jobfit-bench-cli-'));
    const file = join(dir, 'cmd.js');
    writeFileSync(file, '#!/usr/bin/env -S node --no-regexp-tier-up --max-old-space-size=64\n');
    expect(shebangOptions(file)).toEqual(['--no-regexp-tier-up', '--max-old-space-size=64']);
    writeFileSync(file, '#!/usr/bin/env node\n');
    expect(shebangOptions(file)).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
    expect(shebangOptions()).toEqual(['--no-regexp-tier-up']);
  });
});
