import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { detectCvFormat, parseCv } from '../../src/cv/index.ts';
import { scan } from '../../src/match/index.ts';
import { linkedInExport } from './linkedin-builders.ts';
import { zip } from './hostile-builders.ts';

describe('LinkedIn data export', () => {
  it('is sniffed from the zip’s CSV names, not from a file name', () => {
    expect(detectCvFormat(linkedInExport())).toBe('linkedin');
    const other = zipSync({ 'notes.csv': new TextEncoder().encode('a,b\n1,2\n') });
    expect(detectCvFormat(other)).toBeNull();
  });

  it('reads the profile, positions, education, skills and the rest into the CV', async () => {
    const cv = await parseCv(linkedInExport());
    const r = cv.resume;
    expect(r.basics).toMatchObject({
      name: 'Grace Okafor',
      label: 'Senior Data Engineer at Northwind',
      email: 'grace.okafor@example.com',
      phone: '+44 20 7946 0958',
      url: 'https://grace.dev',
    });
    expect(r.basics.summary).toContain('data platforms');
    expect(r.basics.location).toEqual({ city: 'London', region: 'England, United Kingdom' });
    expect(r.work).toHaveLength(2);
    expect(r.work[0]).toMatchObject({
      name: 'Northwind',
      position: 'Senior Data Engineer',
      location: 'London, England, United Kingdom',
      startDate: '2021-03',
      current: true,
    });
    // Bullets of a description become highlights, with commas and quotes intact.
    expect(r.work[0]?.highlights).toEqual([
      'Moved 40 nightly batch jobs to Apache Airflow, cutting failures by 80%',
      'Built a "single customer view" in Snowflake used by 12 teams',
    ]);
    expect(r.work[1]).toMatchObject({
      name: 'Contoso, Ltd.',
      startDate: '2017',
      endDate: '2021-02',
    });
    expect(r.education[0]).toMatchObject({
      institution: 'University of Leeds',
      studyType: 'BSc Computer Science',
      startDate: '2013',
      endDate: '2016',
    });
    expect(r.skills.map((s) => s.name)).toEqual(['Python', 'SQL', 'Apache Airflow', 'Snowflake']);
    expect(r.certificates?.[0]).toMatchObject({
      name: 'AWS Certified Data Engineer',
      issuer: 'Amazon Web Services (AWS)',
      date: '2023-05',
    });
    expect(r.languages).toEqual([
      { language: 'English', fluency: 'Native or bilingual proficiency' },
      { language: 'Yoruba', fluency: 'Professional working proficiency' },
    ]);
    expect(r.projects?.[0]).toMatchObject({ name: 'Open flights dashboard' });
    expect(cv.meta.source).toBe('linkedin');
    expect(cv.text).toContain('Apache Airflow');
  });

  it('scans like any CV: the skills from the export match the posting', async () => {
    const cv = await parseCv(linkedInExport());
    const result = scan(cv, 'Data Engineer\nRequirements: Python, SQL and Apache Airflow.', {
      asOf: '2026-11-24',
    });
    const matched = result.keywords.filter((k) => k.status === 'matched').map((k) => k.name);
    expect(matched).toEqual(expect.arrayContaining(['Python', 'SQL']));
    // No file type to judge: what employers get is exported from here.
    expect(result.checks.find((c) => c.id === 'file_type')).toBeUndefined();
  });

  it('refuses an export without a profile, and one that inflates past the limit', async () => {
    const noProfile = zipSync({
      'Positions.csv': new TextEncoder().encode(''),
      'Connections.csv': new TextEncoder().encode('First Name\nAda\n'),
    });
    await expect(parseCv(noProfile)).rejects.toMatchObject({ code: 'empty' });
    // 60 MB of CSV rows in Skills.csv, compressed to well under a megabyte.
    const bomb = zip([
      { name: 'Profile.csv', data: new TextEncoder().encode('First Name,Last Name\nSam,Bomb\n') },
      { name: 'Skills.csv', data: Buffer.alloc(60 * 1024 * 1024, 0x41), declaredSize: 200 },
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(parseCv(bomb)).rejects.toMatchObject({ code: 'too_large' });
  });
});
