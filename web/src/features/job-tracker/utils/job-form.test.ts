import { describe, expect, it } from 'vitest';
import { EMPTY_JOB_FORM, fieldErrorsFromDetails, formToUpdate, JobForm } from './job-form';

describe('JobForm', () => {
  it('turns empty inputs into null and keeps the rules of the contracts schema', () => {
    const out = JobForm.parse({ ...EMPTY_JOB_FORM, title: ' Engineer ', company: '  ' });
    expect(out).toMatchObject({ title: 'Engineer', company: null, url: null, notes: null });
    const bad = JobForm.safeParse({ ...EMPTY_JOB_FORM, title: 'x', url: 'javascript:alert(1)' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['url']);
  });

  it('saves the applied day as a timestamp, and a cleared one as null', () => {
    const out = JobForm.parse({ ...EMPTY_JOB_FORM, title: 'x', appliedDay: '2026-11-02' });
    expect(formToUpdate(out).appliedAt).toBe('2026-11-02T12:00:00.000Z');
    expect(formToUpdate(JobForm.parse({ ...EMPTY_JOB_FORM, title: 'x' })).appliedAt).toBeNull();
  });
});

describe('fieldErrorsFromDetails', () => {
  it('maps server field errors onto form fields', () => {
    expect(
      fieldErrorsFromDetails({ notes: ['Too long'], appliedAt: ['Bad date'], other: ['x'] }),
    ).toEqual([
      { name: 'notes', message: 'Too long' },
      { name: 'appliedDay', message: 'Bad date' },
    ]);
    expect(fieldErrorsFromDetails(undefined)).toEqual([]);
  });
});
