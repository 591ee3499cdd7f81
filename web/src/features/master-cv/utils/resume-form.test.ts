import type { Resume } from '@jobfit/contracts';
import { describe, expect, it } from 'vitest';
import { formToResume } from './form-to-resume';
import { emptyCvFormValues, emptyEntry, normalizeFormValues, resumeToForm } from './resume-form';

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
  publications: [
    { name: 'Fast joins', publisher: 'VLDB', releaseDate: '2022', url: 'https://x.org' },
  ],
  volunteer: [
    {
      organization: 'Code Club',
      position: 'Mentor',
      startDate: '2019',
      summary: 'Weekly sessions',
      highlights: ['Taught 30 children'],
    },
  ],
  interests: [{ name: 'Climbing', keywords: ['Bouldering'] }],
  references: [{ name: 'Available on request' }],
  custom: [{ title: 'Affiliations', items: ['IEEE member', 'ACM member'] }],
};

describe('resume ↔ form', () => {
  it('round-trips a resume with every section, each shown in the form', () => {
    const values = resumeToForm(resume);
    expect(values.custom).toEqual([{ title: 'Affiliations', items: 'IEEE member\nACM member' }]);
    expect(values.volunteer[0]?.highlights).toBe('Taught 30 children');
    expect(values.interests[0]?.keywords).toBe('Bouldering');
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
    expect(out).not.toHaveProperty('awards');
  });

  it('keeps a work summary and drops a section emptied in the form, whatever the base holds', () => {
    const values = resumeToForm({ ...resume, work: [{ summary: 'Ran payments', highlights: [] }] });
    expect(values.work[0]?.summary).toBe('Ran payments');
    values.awards = [];
    values.custom = [
      { title: '', items: '' },
      { title: 'Patents', items: '- EP123\n\n' },
    ];
    const { resume: out, indexMap } = formToResume(values, resume);
    expect(out.work).toEqual([{ summary: 'Ran payments', highlights: [] }]);
    expect(out).not.toHaveProperty('awards');
    expect(out.custom).toEqual([{ title: 'Patents', items: ['EP123'] }]);
    expect(indexMap.custom).toEqual([1]);
  });

  it('keeps keys the form does not know from the base', () => {
    const base = { ...resume, meta: { version: 'v1' } } as Resume;
    expect(formToResume(resumeToForm(base), base).resume).toHaveProperty('meta', { version: 'v1' });
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
