import {
  type Dismissal,
  EngineError,
  type ParsedCv,
  type ParseProgress,
  parseCvText,
  scan,
} from '@jobfit/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { threePageCvPdf } from '../../../e2e/fixtures/three-page-cv.ts';
import { createEnginePool } from './scan-pool.ts';
import { PoolBusyError } from './worker-pool.ts';
import { runScanJob } from './scan-worker.ts';

const cv = parseCvText(
  'Dana Pool\ndana@example.com\n\nExperience\nBackend Engineer, Northwind, 2019 - Present\n- Built Go services on PostgreSQL and Kubernetes',
);
const job = (postingText: string) => ({ cv, postingText, asOf: '2026-11-23' });
const pool = createEnginePool(2);
afterAll(() => pool.close());

describe('scan pool', () => {
  it('warms its workers, then answers concurrent scans exactly as the engine does inline', async () => {
    pool.warm();
    const postings = [
      'Backend Engineer\n\nRequirements\n- 5+ years with Go and PostgreSQL\n- Kubernetes',
      'Data Analyst\n\nRequirements\n- SQL and Tableau\n- Excel',
      'Platform Engineer\n\nMust have\n- Terraform, AWS and Kubernetes',
    ];
    const results = await Promise.all(postings.map((p) => pool.run(job(p))));
    expect(results).toEqual(postings.map((p) => runScanJob(job(p))));
    expect(results[0]!.result.score).toBeGreaterThan(results[1]!.result.score);
  });

  it('fails a job the engine cannot run with its error, and keeps serving', async () => {
    await expect(pool.run({ ...job('x'), cv: null as never })).rejects.toThrow();
    const ok = await pool.run(job('Backend Engineer\n\n- Go'));
    expect(ok.result.score).toBeGreaterThan(0);
  });

  it('sniffs and parses uploads in a worker, and returns engine errors with their code', async () => {
    const bytes = new TextEncoder().encode(
      'Dana Pool\ndana@example.com\n\nExperience\nBackend Engineer, Northwind, 2019 - Present',
    );
    const parsed = await pool.parseCv(bytes, { filename: 'cv.txt' });
    expect(parsed.format).toBe('text');
    expect(parsed.cv?.text).toContain('dana@example.com');
    expect(bytes.length).toBeGreaterThan(0); // the caller keeps its bytes
    const deep = new TextEncoder().encode(`{"basics":${'['.repeat(100)}${']'.repeat(100)}}`);
    const err = await pool.parseCv(deep).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineError);
    expect((err as EngineError).code).toBe('too_large');
    expect(await pool.parseCv(new Uint8Array([0, 1, 2, 3, 0, 0, 0, 0xff]))).toEqual({
      format: null,
    });
  });

  it('hands a parse’s progress from the worker to its caller, as an inline parse tells it', async () => {
    const bytes = await threePageCvPdf();
    const inWorker: ParseProgress[] = [];
    const inline: ParseProgress[] = [];
    const parsed = await pool.parseCv(bytes, { onProgress: (p) => inWorker.push(p) });
    const direct = await createEnginePool(0).parseCv(bytes, { onProgress: (p) => inline.push(p) });
    expect(inWorker).toEqual(inline);
    expect(inWorker.map((p) => (p.step === 'page' ? p.page : p.step))).toEqual([
      1,
      2,
      3,
      'sections',
    ]);
    expect(parsed).toEqual(direct);
    // Nobody asked: the worker's reports are dropped, the answer is the same.
    expect(await pool.parseCv(bytes)).toEqual(direct);
  });

  it('answers scans of kept postings and CVs (JSON text) as the engine does on fresh ones', async () => {
    const posting =
      'Site Reliability Engineer\n\nRequirements\n- Go and PostgreSQL\n- Kubernetes and Terraform';
    const cvJson = JSON.stringify(cv);
    const runs: [string, Dismissal[]][] = [
      ['2026-11-23', []],
      ['2026-11-23', [{ name: 'kubernetes', reason: 'not_relevant' }]],
      ['2027-03-01', []],
      ['2026-11-23', []],
    ];
    for (const [asOf, dismissed] of runs) {
      const fresh = scan(JSON.parse(cvJson) as ParsedCv, posting, { asOf, dismissed });
      // More jobs than workers: each worker reads them once and then from what it kept.
      const answers = await Promise.all(
        [1, 2, 3, 4].map(() =>
          pool.runStored({ cv: cvJson, postingText: posting, asOf, dismissed }),
        ),
      );
      for (const answer of answers) {
        expect(answer.resultJson).toBe(JSON.stringify(fresh));
        expect(answer.score).toBe(fresh.score);
      }
    }
  });

  it('lets one export into the pool at a time, four wait, and refuses a sixth with a retry delay', async () => {
    const render = () =>
      pool.render({
        doc: 'cv',
        format: 'docx',
        resume: cv.resume,
        options: { template: 'classic' },
      });
    const admitted = [1, 2, 3, 4, 5].map(render);
    const refused = await render().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PoolBusyError);
    expect((refused as PoolBusyError).retryAfter).toBe(8);
    expect(pool.load().render).toEqual({ running: 1, queued: 4 });
    const files = await Promise.all(admitted);
    // A DOCX is a zip: every admitted export answered with one.
    for (const file of files) expect([...file.subarray(0, 2)]).toEqual([0x50, 0x4b]);
    expect(pool.load().render).toEqual({ running: 0, queued: 0 });
  });
});
