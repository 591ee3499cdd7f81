import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { measureScans } from './quality-scan.ts';

const DATA = process.env.JOBFIT_DATA ?? '/work/shared/data';

describe.skipIf(!existsSync(`${DATA}/cvs-docx`))('scan sanity benchmark', () => {
  it('scores all 35 real CVs against the 5 vacancies without a failure', async () => {
    const t = await measureScans(DATA);
    expect(t.failures).toEqual([]);
    expect(t.rows).toHaveLength(35);
    for (const r of t.rows) {
      expect(r.scores).toHaveLength(5);
      for (const s of r.scores) expect(s >= 0 && s <= 100).toBe(true);
    }
    const all = t.rows.flatMap((r) => r.scores);
    expect(Math.max(...all) - Math.min(...all)).toBeGreaterThan(25);
  }, 60_000);
});
