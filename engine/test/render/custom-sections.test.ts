import { describe, expect, it } from 'vitest';
import { renderCvMarkdown, resumeToText } from '../../src/render/index.ts';
import type { Resume } from '../../src/resume.ts';

// Sections outside JSON Resume ("Highlights", "Affiliations") are printed after the standard
// ones with their heading as written, so an export shows what the editor shows (decision 122).
const resume: Resume = {
  basics: { name: 'Cleo Custom' },
  work: [{ name: 'Acme', position: 'Engineer', highlights: ['Built things'] }],
  education: [],
  skills: [],
  custom: [
    { title: 'Affiliations', items: ['IEEE member', ' '] },
    { title: 'Empty', items: [''] },
  ],
};

describe('custom sections', () => {
  it('follow the standard sections in the Markdown export; empty ones are dropped', () => {
    const md = renderCvMarkdown(resume);
    expect(md).toContain('Affiliations');
    expect(md).toContain('IEEE member');
    expect(md).not.toContain('Empty');
    expect(md.indexOf('Affiliations')).toBeGreaterThan(md.indexOf('Experience'));
  });

  it('are part of the text a scan reads', () => {
    expect(resumeToText(resume)).toContain('\nAFFILIATIONS\nIEEE member\n');
  });
});
