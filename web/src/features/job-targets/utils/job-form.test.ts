import type { JobTargetDetail } from '@jobfit/contracts';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_JOB_FORM,
  fieldErrorsFromDetails,
  formToUpdate,
  JobForm,
  jobToForm,
  sentDocumentValue,
} from './job-form';

const JOB = {
  title: 'Engineer',
  company: null,
  location: null,
  url: null,
  status: 'applied',
  salary: null,
  deadline: null,
  appliedAt: null,
  notes: null,
};

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

  it('leaves an untouched applied date out, so the server can stamp it', () => {
    const job = { ...JOB, sentCv: null, sentDocumentId: null } as JobTargetDetail;
    const untouched = JobForm.parse({ ...jobToForm(job), status: 'applied' });
    expect('appliedAt' in formToUpdate(untouched, job)).toBe(false);
    const dated = { ...job, appliedAt: '2026-11-02T12:00:00.000Z' };
    expect('appliedAt' in formToUpdate(JobForm.parse(jobToForm(dated)), dated)).toBe(false);
    const cleared = JobForm.parse({ ...jobToForm(dated), appliedDay: '' });
    expect(formToUpdate(cleared, dated).appliedAt).toBeNull();
    const moved = JobForm.parse({ ...jobToForm(dated), appliedDay: '2026-11-05' });
    expect(formToUpdate(moved, dated).appliedAt).toBe('2026-11-05T12:00:00.000Z');
  });
});

describe('CV sent', () => {
  const job = (sentCv: 'master' | 'tailored' | null, sentDocumentId: string | null) =>
    ({ ...JOB, sentCv, sentDocumentId }) as JobTargetDetail;
  const update = (sentCv: string) =>
    formToUpdate(JobForm.parse({ ...EMPTY_JOB_FORM, title: 'x', sentCv }));

  it('round-trips master, a tailored document and not recorded', () => {
    const id = '6f1f9a3e-2b1c-4d5e-8f90-123456789abc';
    expect(jobToForm(job('tailored', id)).sentCv).toBe(sentDocumentValue(id));
    expect(update(sentDocumentValue(id))).toMatchObject({ sentCv: 'tailored', sentDocumentId: id });
    expect(jobToForm(job('master', null)).sentCv).toBe('master');
    expect(update('master')).toMatchObject({ sentCv: 'master', sentDocumentId: null });
    expect(jobToForm(job(null, null)).sentCv).toBe('');
    expect(update('')).toMatchObject({ sentCv: null, sentDocumentId: null });
  });

  it('leaves a tailored CV whose document was deleted untouched', () => {
    expect(jobToForm(job('tailored', null)).sentCv).toBe('tailored');
    const out = update('tailored');
    expect('sentCv' in out).toBe(false);
    expect('sentDocumentId' in out).toBe(false);
  });
});

describe('fieldErrorsFromDetails', () => {
  it('maps server field errors onto form fields', () => {
    expect(
      fieldErrorsFromDetails({
        notes: ['Too long'],
        appliedAt: ['Bad date'],
        sentDocumentId: ['Not a CV'],
        other: ['x'],
      }),
    ).toEqual([
      { name: 'notes', message: 'Too long' },
      { name: 'appliedDay', message: 'Bad date' },
      { name: 'sentCv', message: 'Not a CV' },
    ]);
    expect(fieldErrorsFromDetails(undefined)).toEqual([]);
  });
});
