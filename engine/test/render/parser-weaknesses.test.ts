// Round trips that fail because of the CV parser, not the renderer (reported to its owner with a
// minimal example). `it.fails` keeps them honest: when the parser learns these cases, these tests
// fail and should become ordinary round-trip tests.
import { describe, expect, it } from 'vitest';
import { parseCv } from '../../src/cv/index.ts';
import { renderCvDocx, renderCvPdf } from '../../src/render/index.ts';
import type { Resume } from '../../src/resume.ts';

const threeJobs = (): Resume => ({
  basics: { name: 'Lena Brandt', email: 'lena@example.com', phone: '+49 30 1234 5678' },
  work: [
    {
      name: 'Acme Analytics',
      position: 'Data Engineer',
      startDate: '2016-05',
      endDate: '2018-12',
      highlights: [],
    },
    {
      name: 'Global Bank',
      position: 'Analyst',
      startDate: '2014',
      endDate: '2016',
      highlights: ['Automated the monthly reporting'],
    },
  ],
  education: [],
  skills: [{ name: 'Data', keywords: ['SQL', 'Python'] }],
});

describe('parser weaknesses met by the round trip', () => {
  it('PDF: a job without bullets followed by another job parses as two jobs (the gap tells them apart)', async () => {
    const parsed = await parseCv(
      await renderCvPdf(threeJobs(), { template: 'classic', pageSize: 'A4' }),
    );
    expect(parsed.resume.work.map((w) => w.name)).toEqual(['Acme Analytics', 'Global Bank']);
  });

  // DOCX has no vertical gaps, and the parser starts a new entry on a second dated header line only
  // when the current entry already has two header lines (engine/src/cv/_entries.ts).
  it.fails('DOCX: a job without bullets followed by another job parses as two jobs', async () => {
    const parsed = await parseCv(await renderCvDocx(threeJobs(), { template: 'classic' }));
    expect(parsed.resume.work.map((w) => w.name)).toEqual(['Acme Analytics', 'Global Bank']);
  });

  // The parser drops a final full stop from employer names ("Acme Inc." → "Acme Inc").
  it.fails('an employer ending in "Inc." keeps its full stop', async () => {
    const resume = threeJobs();
    resume.work[0] = {
      name: 'Acme Inc.',
      position: 'Data Engineer',
      startDate: '2016',
      highlights: ['Built pipelines'],
    };
    const parsed = await parseCv(await renderCvPdf(resume, { template: 'modern', pageSize: 'A4' }));
    expect(parsed.resume.work[0]?.name).toBe('Acme Inc.');
  });
});
