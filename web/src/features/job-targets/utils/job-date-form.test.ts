import { CreateJobDateInput } from '@jobfit/contracts';
import { describe, expect, it } from 'vitest';
import { emptyJobDateForm, formatDuration, formToJobDateInput, JobDateForm } from './job-date-form';

const JOB = '6f1f7c9e-1c4b-4d0e-9a55-0d8f6f3b2a10';

describe('job date form', () => {
  it('turns a local day and time into an instant the server takes', () => {
    const values = JobDateForm.parse({
      ...emptyJobDateForm('interview'),
      day: '2030-05-25',
      time: '14:30',
      note: '  Video call  ',
    });
    const input = formToJobDateInput(values, JOB);
    expect(CreateJobDateInput.parse(input)).toMatchObject({
      kind: 'interview',
      durationMinutes: 60,
      note: 'Video call',
    });
    // The instant reads back as the same wall-clock time in the browser's zone.
    const at = new Date(input.startsAt!);
    expect([
      at.getFullYear(),
      at.getMonth() + 1,
      at.getDate(),
      at.getHours(),
      at.getMinutes(),
    ]).toEqual([2030, 5, 25, 14, 30]);
    expect(input).not.toHaveProperty('day');
  });

  it('makes a follow-up without a time a whole-day date with no duration or note', () => {
    const values = JobDateForm.parse({ ...emptyJobDateForm('follow_up'), day: '2030-06-01' });
    const input = formToJobDateInput(values, JOB);
    expect(input).toEqual({ jobTargetId: JOB, kind: 'follow_up', day: '2030-06-01' });
    expect(CreateJobDateInput.safeParse(input).success).toBe(true);
  });

  it('asks an interview for its time and any date for its day', () => {
    const result = JobDateForm.safeParse({ ...emptyJobDateForm('interview'), time: '' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(paths).toEqual([
      ['day', 'Pick a date'],
      ['time', 'Pick the time of the interview'],
    ]);
    const noTime = JobDateForm.safeParse({
      ...emptyJobDateForm('interview'),
      day: '2030-01-01',
      time: '',
    });
    expect(noTime.error?.issues.map((i) => i.message)).toEqual(['Pick the time of the interview']);
  });

  it('writes durations in hours and minutes', () => {
    expect([45, 60, 90, 120].map((m) => formatDuration(m))).toEqual([
      '45 min',
      '1 h',
      '1 h 30 min',
      '2 h',
    ]);
  });
});
