import { describe, expect, it } from 'vitest';
import { parseCvText } from '../../src/cv/index.ts';
import { resumeToText } from '../../src/render/index.ts';
import type { Resume } from '../../src/resume.ts';

const resume: Resume = {
  basics: {
    name: 'Rosa Render',
    label: 'Data Engineer',
    email: 'rosa@example.com',
    phone: '+31 20 123 4567',
    location: { city: 'Amsterdam', countryCode: 'NL' },
    summary: 'Data engineer who builds reliable pipelines.',
  },
  work: [
    {
      name: 'Tulip Analytics',
      position: 'Senior Data Engineer',
      startDate: '2021-03',
      current: true,
      highlights: ['Moved 40 batch jobs to Apache Airflow', 'Cut warehouse costs by 25%'],
    },
    {
      name: 'Canal Bank',
      position: 'Data Engineer',
      startDate: '2018-01',
      endDate: '2021-02',
      highlights: ['Built Kafka ingestion'],
    },
  ],
  education: [
    {
      institution: 'Delft University of Technology',
      area: 'Computer Science',
      studyType: 'MSc',
      endDate: '2017',
    },
  ],
  skills: [{ name: 'Data', keywords: ['Python', 'SQL', 'Airflow'] }],
  languages: [{ language: 'Dutch', fluency: 'Native' }],
};

describe('resumeToText', () => {
  it('writes standard headings in order, bullets under each job', () => {
    const text = resumeToText(resume);
    const headings = text.split('\n').filter((l) => /^[A-Z ]+$/.test(l));
    expect(headings).toEqual(['SUMMARY', 'EXPERIENCE', 'EDUCATION', 'SKILLS', 'LANGUAGES']);
    expect(text).toContain('Senior Data Engineer | Tulip Analytics | 2021-03 – Present');
    expect(text).toContain('• Moved 40 batch jobs to Apache Airflow');
    expect(text).toContain('Data: Python, SQL, Airflow');
  });

  it('reads back through the text parser with the same contact details, employers and titles', () => {
    const parsed = parseCvText(resumeToText(resume));
    expect(parsed.resume.basics.name).toBe('Rosa Render');
    expect(parsed.resume.basics.email).toBe('rosa@example.com');
    expect(parsed.resume.basics.phone?.replace(/\D/g, '')).toBe('31201234567');
    expect(parsed.resume.work.map((w) => w.name)).toEqual(['Tulip Analytics', 'Canal Bank']);
    expect(parsed.resume.work.map((w) => w.position)).toEqual([
      'Senior Data Engineer',
      'Data Engineer',
    ]);
  });

  it('writes only the name for an otherwise empty CV', () => {
    expect(resumeToText({ basics: { name: 'Ada' }, work: [], education: [], skills: [] })).toBe(
      'Ada\n',
    );
    expect(resumeToText({ basics: {}, work: [], education: [], skills: [] })).toBe('\n');
  });
});
