import { describe, expect, it } from 'vitest';
import { renderCvMarkdown, resumeToText } from '../../src/render/index.ts';
import { tailorCv } from '../../src/tailor/index.ts';
import { sampleResume } from '../render/sample-resume.ts';
import { scanOf } from './sample-scan.ts';

// A single year stays a single year; "Present" only when the CV says the job is current.
describe('dates as written', () => {
  it('keeps a single project year and a current job through tailoring and export', () => {
    const resume = sampleResume();
    resume.projects = [{ name: 'Ledger', startDate: '2022', highlights: ['Built a ledger in Go'] }];
    resume.work[0]!.current = true;
    delete resume.work[0]!.endDate;
    resume.work[1]!.startDate = '2019';
    delete resume.work[1]!.endDate;
    delete resume.work[1]!.current;
    const { resume: out } = tailorCv({ resume, scan: scanOf(resume), confirmedSkills: [] });
    const md = renderCvMarkdown(out);
    expect(md).toMatch(/### Ledger \| 2022\n/);
    expect(md).not.toMatch(/2022 – Present/);
    expect(md).toMatch(/\| 2019\n/);
    expect(md).toContain('| Mar 2021 – Present');
    expect(md.match(/– Present/g)).toHaveLength(1);
    expect(resumeToText(out)).not.toMatch(/2022 – Present|2019 – Present/);
  });
});
