// A made-up master CV for the tailoring and rendering tests: three jobs, skills, education,
// projects and certificates, long enough to wrap lines.
import type { Resume } from '../../src/resume.ts';

/** A fresh copy each call, so no test changes another's data. */
export function sampleResume(): Resume {
  return {
    basics: {
      name: 'Maria Jensen',
      label: 'Backend Engineer',
      email: 'maria.jensen@example.org',
      phone: '+45 20 12 34 56',
      url: 'https://mariajensen.dev',
      summary: 'Backend engineer with payments and data platform experience.',
      location: { city: 'Aarhus', countryCode: 'DK' },
      profiles: [{ network: 'LinkedIn', url: 'https://linkedin.com/in/mariajensen' }],
    },
    work: [
      {
        name: 'Nordlys Payments',
        position: 'Staff Engineer',
        location: 'Aarhus',
        startDate: '2021-03',
        current: true,
        highlights: [
          'Mentored four engineers and ran the weekly architecture review',
          'Led the migration of the billing platform to event sourcing with Kafka, cutting invoice errors by 40 percent across all regions',
          'Built the Go services behind card settlement, running on Kubernetes in three regions',
        ],
      },
      {
        name: 'Fjord Analytics',
        position: 'Software Engineer',
        startDate: '2017-06',
        endDate: '2021-02',
        highlights: [
          'Wrote the customer dashboard in React and TypeScript',
          'Designed PostgreSQL schemas for 2 billion events a month',
        ],
      },
      {
        name: 'Kobber Labs',
        position: 'Junior Developer',
        startDate: '2015',
        endDate: '2017',
        highlights: ['Maintained Python scripts for data imports'],
      },
    ],
    education: [
      {
        institution: 'Aarhus University',
        studyType: 'MSc',
        area: 'Computer Science',
        startDate: '2013-09',
        endDate: '2015-06',
      },
    ],
    skills: [
      { name: 'Languages', keywords: ['Go', 'TypeScript', 'Python', 'SQL'] },
      { name: 'Tools', keywords: ['PostgreSQL', 'Kafka', 'Docker'] },
    ],
    projects: [
      {
        name: 'Open-source ledger',
        description: 'A double-entry ledger library in Go',
        highlights: ['Used by 30 companies in production'],
      },
    ],
    certificates: [
      { name: 'AWS Certified Developer', issuer: 'Amazon Web Services', date: '2022-05' },
    ],
    languages: [
      { language: 'Danish', fluency: 'Native' },
      { language: 'English', fluency: 'Fluent' },
    ],
  };
}
