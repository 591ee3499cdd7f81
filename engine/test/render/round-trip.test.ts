// The acceptance test of exports: every export, parsed back by our own parseCv, gives the same
// name, email, phone, section headings, employers and job titles.
import { describe, expect, it } from 'vitest';
import { parseCv } from '../../src/cv/index.ts';
import {
  CV_TEMPLATES,
  SECTION_TITLES,
  renderCvDocx,
  renderCvJson,
  renderCvMarkdown,
  renderCvPdf,
  type SectionId,
} from '../../src/render/index.ts';
import type { ParsedCv, Resume } from '../../src/resume.ts';
import { sampleResume } from './sample-resume.ts';

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

function expectSameFields(parsed: ParsedCv, source: Resume, order: SectionId[]): void {
  expect(parsed.resume.basics.name).toBe(source.basics.name);
  expect(parsed.resume.basics.email).toBe(source.basics.email);
  expect(parsed.resume.basics.phone).toBe(source.basics.phone);
  expect(parsed.meta.sections.map(norm)).toEqual(order.map((id) => norm(SECTION_TITLES[id])));
  expect(parsed.resume.work.map((w) => [w.name, w.position])).toEqual(
    source.work.map((w) => [w.name, w.position]),
  );
}

const ORDER: SectionId[] = [
  'summary',
  'experience',
  'education',
  'skills',
  'projects',
  'certificates',
  'languages',
];
const TAILORED_ORDER: SectionId[] = [
  'summary',
  'skills',
  'experience',
  'projects',
  'education',
  'certificates',
  'languages',
];

describe('round trip through parseCv', () => {
  const cases = CV_TEMPLATES.flatMap((t) =>
    (['A4', 'Letter'] as const).flatMap((pageSize) =>
      [ORDER, TAILORED_ORDER].map((order) => ({ template: t.id, pageSize, order })),
    ),
  );

  it.each(cases)(
    'PDF $template $pageSize keeps the fields ($order.1 second)',
    async ({ template, pageSize, order }) => {
      const resume = sampleResume();
      const pdf = await renderCvPdf(resume, { template, pageSize, sectionOrder: order });
      const parsed = await parseCv(pdf);
      expect(parsed.meta.source).toBe('pdf');
      expectSameFields(parsed, resume, order);
      expect(parsed.resume.work[0]?.startDate).toBe('2021-03');
      expect(parsed.resume.work[1]?.endDate).toBe('2021-02');
    },
  );

  it.each(cases)(
    'DOCX $template $pageSize keeps the fields ($order.1 second)',
    async ({ template, pageSize, order }) => {
      const resume = sampleResume();
      const parsed = await parseCv(
        await renderCvDocx(resume, { template, pageSize, sectionOrder: order }),
      );
      expect(parsed.meta.source).toBe('docx');
      expectSameFields(parsed, resume, order);
      expect(parsed.resume.work[0]?.startDate).toBe('2021-03');
    },
  );

  it('Markdown keeps the fields', async () => {
    const resume = sampleResume();
    const md = renderCvMarkdown(resume, { sectionOrder: TAILORED_ORDER });
    const parsed = await parseCv(new TextEncoder().encode(md));
    expectSameFields(parsed, resume, TAILORED_ORDER);
    expect(parsed.resume.work.map((w) => w.startDate)).toEqual(['2021-03', '2017-06', '2015']);
  });

  it('JSON Resume is the Resume itself and parses back unchanged in its fields', async () => {
    const resume = sampleResume();
    const parsed = await parseCv(new TextEncoder().encode(renderCvJson(resume)));
    expect(parsed.meta.source).toBe('json');
    expect(parsed.resume.basics.name).toBe('Maria Jensen');
    expect(parsed.resume.work.map((w) => [w.name, w.position, w.startDate])).toEqual(
      resume.work.map((w) => [w.name, w.position, w.startDate]),
    );
  });

  it('a CV of many jobs flows onto more pages and still parses back every job', async () => {
    const resume = sampleResume();
    const base = resume.work;
    resume.work = Array.from({ length: 12 }, (_, i) => ({
      ...(base[i % 3] as Resume['work'][number]),
      name: `Employer ${String.fromCharCode(65 + i)} Systems`,
      position: 'Software Engineer',
      startDate: `${2000 + i}-01`,
      endDate: `${2000 + i}-12`,
      current: false,
    }));
    for (const template of CV_TEMPLATES.map((t) => t.id)) {
      const parsed = await parseCv(await renderCvPdf(resume, { template, pageSize: 'Letter' }));
      expect(parsed.meta.pages).toBeGreaterThanOrEqual(2);
      expectSameFields(parsed, resume, ORDER);
    }
  });
});
