import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliCases, runCli } from './speed-cli.ts';

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
});
