// npm run bench -- render: tailoring and export time for a two-page CV (tailorCv, draftCoverLetter,
// renderCvPdf per template, renderCvDocx, renderCvMarkdown). Inputs are built before timing;
// results are printed, never asserted (docs/architecture.md, House rules).
import { renderCvDocx, renderCvMarkdown, renderCvPdf } from '../src/render/index.ts';
import type { Resume } from '../src/resume.ts';
import { draftCoverLetter, tailorCv } from '../src/tailor/index.ts';
import { sampleResume } from '../test/render/sample-resume.ts';
import { scanOf } from '../test/tailor/sample-scan.ts';

/** A two-page CV (the sample's jobs four times over) and its scan, built once. */
export function speedInputs() {
  const resume: Resume = sampleResume();
  resume.work = Array.from({ length: 4 }, () => sampleResume().work).flat();
  return { resume, scan: scanOf(resume) };
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/**
 * Times each step (3 warm-up runs, then 20 timed) and prints median and p95.
 * @example await run()
 */
export async function run(): Promise<void> {
  const { resume, scan } = speedInputs();
  const tailored = tailorCv({ resume, scan, confirmedSkills: ['Terraform'] });
  const steps: [string, () => unknown][] = [
    ['tailorCv', () => tailorCv({ resume, scan, confirmedSkills: ['Terraform'] })],
    ['draftCoverLetter', () => draftCoverLetter({ resume, scan, tone: 'formal' })],
    [
      'renderCvPdf classic A4',
      () => renderCvPdf(tailored.resume, { template: 'classic', pageSize: 'A4' }),
    ],
    [
      'renderCvPdf modern Letter',
      () => renderCvPdf(tailored.resume, { template: 'modern', pageSize: 'Letter' }),
    ],
    ['renderCvDocx modern', () => renderCvDocx(tailored.resume, { template: 'modern' })],
    ['renderCvMarkdown', () => renderCvMarkdown(tailored.resume)],
  ];
  console.log('Tailoring and export time (ms)   median     p95   (2-page CV)');
  for (const [name, step] of steps) {
    for (let i = 0; i < 3; i++) await step();
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      await step();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${name.padEnd(30)} ${quantile(times, 0.5).toFixed(1).padStart(7)} ${quantile(times, 0.95).toFixed(1).padStart(7)}`,
    );
  }
}
