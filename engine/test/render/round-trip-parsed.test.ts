// The whole journey: a CV file parsed, scanned, tailored and exported gives back, when parsed again,
// the fields of the tailored CV — for the PDF and DOCX test CVs, both templates and both formats.
import { describe, expect, it } from 'vitest';
import { parseCv } from '../../src/cv/index.ts';
import { scan } from '../../src/match/index.ts';
import { CV_TEMPLATES, SECTION_TITLES, renderCvDocx, renderCvPdf } from '../../src/render/index.ts';
import { tailorCv } from '../../src/tailor/index.ts';
import { cvDocx } from '../fixtures/cv/build-cv-docx.ts';
import { oneColumnPdf } from '../fixtures/cv/build-cv-pdf.ts';
import { POSTING } from '../tailor/sample-scan.ts';

const sources = [
  { source: 'two-page PDF', build: () => oneColumnPdf({ pages: 2 }) },
  { source: 'DOCX', build: () => cvDocx() },
];
const cases = sources.flatMap((s) =>
  CV_TEMPLATES.flatMap((t) =>
    (['pdf', 'docx'] as const).map((format) => ({ ...s, template: t.id, format })),
  ),
);

describe('parsed, tailored, exported, parsed again', () => {
  it.each(cases)('$source → $template $format', async ({ build, template, format }) => {
    const parsed = await parseCv(await build());
    const { resume, sectionOrder } = tailorCv({
      resume: parsed.resume,
      scan: scan(parsed, POSTING, { asOf: '2026-11-23' }),
      confirmedSkills: [],
    });
    const bytes =
      format === 'pdf'
        ? await renderCvPdf(resume, { template, pageSize: 'Letter', sectionOrder })
        : await renderCvDocx(resume, { template, sectionOrder });
    const again = await parseCv(bytes);
    expect(again.resume.basics.name).toBe(resume.basics.name);
    expect(again.resume.basics.email).toBe(resume.basics.email);
    expect(again.resume.basics.phone).toBe(resume.basics.phone);
    expect(again.meta.sections.map((s) => s.toLowerCase())).toEqual(
      sectionOrder.map((id) => SECTION_TITLES[id].toLowerCase()),
    );
    expect(again.resume.work.map((w) => [w.name, w.position])).toEqual(
      resume.work.map((w) => [w.name, w.position]),
    );
  });
});
