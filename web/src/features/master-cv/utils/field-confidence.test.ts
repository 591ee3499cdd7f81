import { describe, expect, it } from 'vitest';
import { confidencePathToFormPath, fieldLabel, lowConfidenceFields } from './field-confidence';

describe('parser confidence → fields to check', () => {
  it('lists unsure fields least sure first with their input and label', () => {
    const fields = lowConfidenceFields({
      'basics.name': { score: 0.95, reason: 'largest text' },
      'basics.label': { score: 0.6, reason: 'short line next to the name' },
      'basics.location': { score: 0.7, reason: 'City, Region' },
      'work[1].position': { score: 0.4, reason: 'guessed split' },
      'meta.sections': { score: 0.5, reason: 'few headings' },
      'work[0].name': { score: Number.NaN, reason: 'broken' },
    });
    expect(fields.map((f) => [f.path, f.formPath, fieldLabel(f.path)])).toEqual([
      ['work[1].position', 'work.1.position', 'Experience 2 · Job title'],
      ['meta.sections', null, 'meta · sections'],
      ['basics.label', 'basics.label', 'Contact · Headline'],
      ['basics.location', 'basics.location.city', 'Contact · Location'],
    ]);
  });

  it('maps parser paths to form paths', () => {
    expect(confidencePathToFormPath('education[0].studyType')).toBe('education.0.studyType');
    expect(confidencePathToFormPath('basics.profiles[0].url')).toBeNull();
    expect(confidencePathToFormPath('work')).toBeNull();
    expect(confidencePathToFormPath('custom[0].title')).toBe('custom.0.title');
    expect(confidencePathToFormPath('volunteer[1].organization')).toBe('volunteer.1.organization');
  });

  it('names the sections outside the first six too', () => {
    const fields = lowConfidenceFields({
      'custom[0].title': { score: 0.5, reason: 'odd heading' },
    });
    expect(fieldLabel(fields[0]?.path ?? '')).toBe('Other section 1 · Title');
  });
});
