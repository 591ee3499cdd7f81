import { describe, expect, it } from 'vitest';
import { parseCv } from '../../src/cv/index.ts';
import {
  CV_TEMPLATES,
  renderCvDocx,
  renderCvMarkdown,
  renderCvPdf,
} from '../../src/render/index.ts';
import type { Resume } from '../../src/resume.ts';
import { sampleResume } from './sample-resume.ts';

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

describe('renderCvPdf', () => {
  it.each(CV_TEMPLATES.map((t) => t.id))(
    '%s embeds its own fonts, not the standard 14',
    async (template) => {
      const pdf = latin1(await renderCvPdf(sampleResume(), { template, pageSize: 'A4' }));
      expect(pdf).toMatch(/\/FontFile2 \d+ 0 R/);
      expect(pdf).toMatch(template === 'classic' ? /SourceSerif4-bold/ : /SourceSans3-bold/);
      expect(pdf).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    },
  );

  it('uses the paper size asked for', async () => {
    const a4 = latin1(await renderCvPdf(sampleResume(), { template: 'modern', pageSize: 'A4' }));
    const letter = latin1(
      await renderCvPdf(sampleResume(), { template: 'modern', pageSize: 'Letter' }),
    );
    expect(a4).toContain('/MediaBox [ 0 0 595.28 841.89 ]');
    expect(letter).toContain('/MediaBox [ 0 0 612 792 ]');
  });

  it('wraps a long bullet onto more lines and reads it back as one bullet', async () => {
    const resume = sampleResume();
    const long = `Led ${'the careful migration of many services '.repeat(5)}to the new platform`;
    resume.work[0]!.highlights = [long];
    const parsed = await parseCv(
      await renderCvPdf(resume, { template: 'classic', pageSize: 'Letter' }),
    );
    expect(
      parsed.text.split('\n').filter((l) => l.includes('careful migration')).length,
    ).toBeGreaterThan(1);
    expect(parsed.resume.work[0]?.highlights).toEqual([long.replace(/\s+/g, ' ')]);
  });

  it('draws characters outside Latin-1 with the latin-ext subset, and reads them back', async () => {
    const resume = sampleResume();
    resume.basics.name = 'Łukasz Wójcik';
    resume.work[0]!.name = 'Żabka Polska';
    const pdf = await renderCvPdf(resume, { template: 'modern', pageSize: 'A4' });
    expect(latin1(pdf)).toContain('SourceSans3-regular');
    const parsed = await parseCv(pdf);
    expect(parsed.resume.basics.name).toBe('Łukasz Wójcik');
    expect(parsed.resume.work[0]?.name).toBe('Żabka Polska');
  });

  it('breaks a head too long for its line between role and employer', async () => {
    const resume = sampleResume();
    resume.work[0]!.position =
      'Principal Data Engineer and Technical Lead for the Analytics Platform';
    resume.work[0]!.name = 'Nordlys Payments and Settlement Services';
    const parsed = await parseCv(
      await renderCvPdf(resume, { template: 'classic', pageSize: 'A4' }),
    );
    expect([parsed.resume.work[0]?.position, parsed.resume.work[0]?.name]).toEqual([
      resume.work[0]!.position,
      resume.work[0]!.name,
    ]);
  });

  it('renders an empty CV without throwing', async () => {
    const empty: Resume = { basics: {}, work: [], education: [], skills: [] };
    const pdf = await renderCvPdf(empty, { template: 'classic', pageSize: 'A4' });
    expect(latin1(pdf.slice(0, 5))).toBe('%PDF-');
    expect((await renderCvDocx(empty, { template: 'modern' })).length).toBeGreaterThan(1000);
    expect(renderCvMarkdown(empty)).toBe('\n');
  });
});

describe('renderCvMarkdown', () => {
  it('writes name, contacts, standard headings, entries with dates, and bullets', () => {
    const md = renderCvMarkdown(sampleResume(), {
      sectionOrder: ['summary', 'skills', 'experience'],
    });
    const lines = md.split('\n');
    expect(lines[0]).toBe('# Maria Jensen');
    expect(lines.filter((l) => l.startsWith('## '))).toEqual([
      '## Summary',
      '## Skills',
      '## Experience',
      '## Education',
      '## Projects',
      '## Certifications',
      '## Languages',
    ]);
    expect(md).toContain('### Staff Engineer, Nordlys Payments | Mar 2021 – Present\n\n*Aarhus*');
    expect(md).toContain('- Languages: Go, TypeScript, Python, SQL');
  });

  it('escapes characters Markdown would read as emphasis', () => {
    const resume = sampleResume();
    resume.work[0]!.highlights = ['Cut p*95 latency to 40 ms with snake_case keys'];
    expect(renderCvMarkdown(resume)).toContain(
      '- Cut p\\*95 latency to 40 ms with snake\\_case keys',
    );
  });
});
