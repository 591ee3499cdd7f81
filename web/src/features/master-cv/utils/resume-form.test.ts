import type { Resume } from '@jobfit/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyCvFormValues,
  emptyEntry,
  formToResume,
  normalizeFormValues,
  resumeToForm,
} from './resume-form';

const resume: Resume = {
  basics: {
    name: 'Jordan Example',
    label: 'Senior Backend Engineer',
    email: 'jordan@example.com',
    location: { city: 'London', region: 'UK' },
    profiles: [{ network: 'LinkedIn', url: 'https://linkedin.com/in/jordan' }],
  },
  work: [
    {
      name: 'Northwind',
      position: 'Engineer',
      startDate: '2020-01',
      current: true,
      highlights: ['Built services', 'Cut latency by 40%'],
    },
  ],
  education: [{ institution: 'Leeds', studyType: 'BSc', courses: ['Algorithms', 'Databases'] }],
  skills: [{ name: 'TypeScript', keywords: ['Node.js', 'Deno'] }],
  projects: [{ name: 'Jobfit', highlights: ['Shipped'], keywords: ['React'] }],
  certificates: [{ name: 'CKA', issuer: 'CNCF', date: '2023' }],
  languages: [{ language: 'English', fluency: 'Native' }],
  awards: [{ title: 'Hackathon winner' }],
};

describe('resume ↔ form', () => {
  it('round-trips a resume, keeping sections the editor does not show', () => {
    const values = resumeToForm(resume);
    expect(values.work[0]?.highlights).toBe('Built services\nCut latency by 40%');
    expect(values.skills[0]?.keywords).toBe('Node.js, Deno');
    expect(values.education[0]?.courses).toBe('Algorithms, Databases');
    expect(formToResume(values, resume).resume).toEqual(resume);
  });

  it('drops blank fields and blank entries, and remembers which form entry each came from', () => {
    const values = emptyCvFormValues();
    values.basics.name = '  Ada  ';
    values.work = [emptyEntry.work(), { ...emptyEntry.work(), position: 'CTO' }, emptyEntry.work()];
    values.skills = [{ name: 'SQL', level: '', keywords: ' a, ,b\nc ' }];
    values.basics.profiles = [emptyEntry.profiles(), { network: 'GitHub', username: '', url: '' }];
    const { resume: out, indexMap } = formToResume(values);
    expect(out.basics).toEqual({ name: 'Ada', profiles: [{ network: 'GitHub' }] });
    expect(out.work).toEqual([{ position: 'CTO', highlights: [] }]);
    expect(indexMap.work).toEqual([1]);
    expect(indexMap.profiles).toEqual([1]);
    expect(out.skills).toEqual([{ name: 'SQL', keywords: ['a', 'b', 'c'] }]);
    expect(out.projects).toEqual([]);
  });

  it('clears the end date of a current job and strips bullet marks from highlights', () => {
    const values = emptyCvFormValues();
    values.work = [
      {
        ...emptyEntry.work(),
        position: 'Lead',
        endDate: '2022',
        current: true,
        highlights: '• Led a team\n- Hired 4\n\n',
      },
    ];
    expect(formToResume(values).resume.work).toEqual([
      { position: 'Lead', current: true, highlights: ['Led a team', 'Hired 4'] },
    ]);
  });

  it('normalizes stored drafts: malformed values become empty fields', () => {
    const values = normalizeFormValues({
      basics: { name: 42 },
      work: 'nope',
      skills: [{ name: 'Go' }],
    });
    expect(values.basics.name).toBe('');
    expect(values.work).toEqual([]);
    expect(values.skills).toEqual([{ name: 'Go', level: '', keywords: '' }]);
    expect(normalizeFormValues(null)).toEqual(emptyCvFormValues());
  });
});
