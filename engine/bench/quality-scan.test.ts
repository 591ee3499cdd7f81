import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { measureCalibration, measureScans, rocAuc, tfidfCosines } from './quality-scan.ts';

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
    // 35 DOCX parses and 175 scans: minutes, not seconds, on a loaded two-core machine.
  }, 180_000);
});

describe('ranking helpers', () => {
  it('computes ROC AUC with ties counted half', () => {
    expect(rocAuc([3, 2, 1], [true, false, false])).toBe(1);
    expect(rocAuc([1, 2, 3], [true, false, false])).toBe(0);
    expect(rocAuc([2, 2], [true, false])).toBe(0.5);
  });

  it('gives the TF-IDF baseline a higher cosine for a CV sharing the posting words', () => {
    const [same, other] = tfidfCosines([
      { job: 'kubernetes operator golang', resume: 'golang kubernetes operator' },
      { job: 'pastry chef bread', resume: 'golang kubernetes operator' },
    ]);
    expect(same).toBeGreaterThan(0.9);
    expect(other).toBe(0);
  });
});

describe.skipIf(!existsSync(`${DATA}/match/panoslin-dev.jsonl`))(
  'scan calibration benchmark',
  () => {
    it('scores every labelled pair and keeps obvious misfits low', async () => {
      const c = await measureCalibration(DATA);
      expect(c.pairs).toBe(317);
      expect(c.auc).toBeGreaterThan(0.5);
      expect(c.obvious.length).toBeGreaterThan(50);
      // Calibration (decision 130): at most 5% of obvious misfits above 25.
      expect(c.obvious.filter((o) => o.score > 25).length / c.obvious.length).toBeLessThanOrEqual(
        0.05,
      );
      expect(c.fitMean).toBeGreaterThan(c.misfitMean);
    }, 180_000);
  },
);
