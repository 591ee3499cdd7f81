// The render benchmark measures working code: its inputs tailor and export to a two-page PDF that
// parses back with every job.
import { expect, it } from 'vitest';
import { speedInputs } from '../../bench/speed-render.ts';
import { parseCv } from '../../src/cv/index.ts';
import { renderCvPdf } from '../../src/render/index.ts';
import { tailorCv } from '../../src/tailor/index.ts';

it('the render benchmark inputs give a two-page CV that round-trips', async () => {
  const { resume, scan } = speedInputs();
  const { resume: tailored, sectionOrder } = tailorCv({ resume, scan, confirmedSkills: [] });
  const parsed = await parseCv(
    await renderCvPdf(tailored, { template: 'classic', pageSize: 'A4', sectionOrder }),
  );
  expect(parsed.meta.pages).toBe(2);
  expect(parsed.resume.work).toHaveLength(12);
});
