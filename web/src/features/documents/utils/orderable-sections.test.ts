import { Resume } from '@jobfit/contracts';
import { describe, expect, it } from 'vitest';
import { orderableSections } from './orderable-sections';

// What the preview draws is the contracts' `cvDocument`, tested there against the engine's
// model (decision 177); this is what the editor adds: the sections a user may reorder.
const resume = Resume.parse({
  basics: { name: 'Dana Doc', summary: 'Backend engineer.' },
  work: [{ name: 'Northwind', position: 'Senior Engineer', highlights: ['Built services'] }],
  education: [{ institution: 'Leeds', area: 'CS', studyType: 'BSc', endDate: '2016' }],
  skills: [{ name: 'Backend', keywords: ['TypeScript', 'AWS'] }],
});

describe('orderableSections', () => {
  it('offers only sections with content, in the order the export uses', () => {
    expect(orderableSections(resume, ['education'])).toEqual([
      'education',
      'summary',
      'experience',
      'skills',
    ]);
  });

  it('does not offer the CV’s own sections (decision 122)', () => {
    const withCustom = Resume.parse({
      ...resume,
      custom: [{ title: 'Affiliations', items: ['IEEE member'] }],
    });
    expect(orderableSections(withCustom, [])).not.toContain('custom');
    expect(orderableSections(withCustom, [])).toEqual([
      'summary',
      'experience',
      'education',
      'skills',
    ]);
  });
});
