// npm run bench -- cv: CV parse time per 1-, 2- and 3-page text PDF and per DOCX.
// Inputs are built before timing; results are printed, never asserted (docs/architecture.md).
import { parseCv } from '../src/cv/index.ts';
import { cvDocx } from '../test/fixtures/cv/build-cv-docx.ts';
import { oneColumnPdf, twoColumnPdf } from '../test/fixtures/cv/build-cv-pdf.ts';

/** The benchmark inputs, built once. */
export async function speedInputs(): Promise<{ name: string; bytes: Uint8Array }[]> {
  return [
    { name: '1-page PDF', bytes: await oneColumnPdf({ pages: 1 }) },
    { name: '2-page PDF', bytes: await oneColumnPdf({ pages: 2 }) },
    { name: '3-page PDF', bytes: await oneColumnPdf({ pages: 3 }) },
    { name: '2-column PDF', bytes: await twoColumnPdf() },
    { name: 'DOCX', bytes: await cvDocx({ table: true }) },
  ];
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/**
 * Times `parseCv` on each input (5 warm-up runs, then 40 timed) and prints median and p95.
 * @example await run()
 */
export async function run(): Promise<void> {
  const inputs = await speedInputs();
  console.log(
    'CV parse time (ms)           median     p95   (target: median ≤ 50 ms for a 2-page text PDF)',
  );
  for (const { name, bytes } of inputs) {
    for (let i = 0; i < 5; i++) await parseCv(bytes);
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t0 = performance.now();
      await parseCv(bytes);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${name.padEnd(26)} ${quantile(times, 0.5).toFixed(1).padStart(7)} ${quantile(times, 0.95).toFixed(1).padStart(7)}   (${(bytes.length / 1024).toFixed(0)} KB)`,
    );
  }
}
