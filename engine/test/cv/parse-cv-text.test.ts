import { describe, expect, it } from 'vitest';
import { EngineError } from '../../src/engine-error.ts';
import { parseCvText } from '../../src/cv/index.ts';

const HEAD =
  'Ada Quinn\nBackend Engineer\nada.quinn@example.com | +1 415 555 0134 | Portland, OR\nlinkedin.com/in/adaquinn | github.com/adaquinn\n';

function job(dates: string): string {
  return `${HEAD}\nExperience\nSoftware Engineer, Acme Corp\t${dates}\n- Built the billing service\n`;
}

describe('parseCvText: dates', () => {
  it.each([
    ['Mar 2021 – Present', '2021-03', undefined, true],
    ['March 2021 - June 2022', '2021-03', '2022-06', undefined],
    ['Jan. 2020 - now', '2020-01', undefined, true],
    ['Sept 2018 to May 2023', '2018-09', '2023-05', undefined],
    ['03/2021 – 05/2022', '2021-03', '2022-05', undefined],
    ['3/2019 - 11/2020', '2019-03', '2020-11', undefined],
    ['03.2019 – 11.2020', '2019-03', '2020-11', undefined],
    ['2021-03 – 2022-11', '2021-03', '2022-11', undefined],
    ['2019 – Present', '2019', undefined, true],
    ['2018–2020', '2018', '2020', undefined],
    ['2016 -- 2019', '2016', '2019', undefined],
    ['Spring 2020 – Fall 2021', '2020-03', '2021-09', undefined],
    ['Summer 2019 - Winter 2019', '2019-06', '2019-12', undefined],
    ["Jun '19 – Aug '20", '2019-06', '2020-08', undefined],
    ['15 March 2021 – 1 June 2022', '2021-03-15', '2022-06-01', undefined],
    ['March 15, 2021 - Current', '2021-03-15', undefined, true],
    ['since 2019', '2019', undefined, true],
    ['2021', '2021', undefined, undefined],
    ['Jan-2019 to Dec-2020', '2019-01', '2020-12', undefined],
    ["Jan'19 – Present", '2019-01', undefined, true],
    ['2019.01 - 2020.12', '2019-01', '2020-12', undefined],
    ['03/2018 - Till Date', '2018-03', undefined, true],
  ])('reads "%s"', (dates, startDate, endDate, current) => {
    const [work] = parseCvText(job(dates)).resume.work;
    expect(work?.startDate).toBe(startDate);
    expect(work?.endDate).toBe(endDate);
    expect(work?.current).toBe(current);
  });

  it('leaves placeholders such as "Month 20XX" undated', () => {
    const [work] = parseCvText(job('Month 20XX – Ongoing')).resume.work;
    expect(work?.startDate).toBeUndefined();
  });
});

describe('parseCvText: heading synonyms', () => {
  const body: Record<string, string> = {
    summary: 'Engineer with eight years in payments.',
    work: 'Developer, Initech\t2019 – 2021\n- Shipped the reporting API',
    education: 'BSc Computer Science, University of Leeds, 2012 – 2015',
    skills: 'Languages: Go, Rust',
    projects: 'Ledgerly\n- Open-source double-entry ledger',
    certificates: 'AWS Certified Solutions Architect – Amazon, 2022',
    languages: 'French (fluent)',
    awards: 'Employee of the Year, 2020',
    publications: 'Fast ledgers in practice, 2021',
    volunteer: 'Mentor, Code Club\t2018 – 2020',
    interests: 'Climbing, chess',
    references: 'Available on request',
  };
  const field = (kind: string): string => (kind === 'summary' ? 'basics.summary' : kind);
  it.each([
    ['Summary', 'summary'],
    ['PROFESSIONAL SUMMARY', 'summary'],
    ['Profile', 'summary'],
    ['Career Objective', 'summary'],
    ['About Me', 'summary'],
    ['Experience', 'work'],
    ['Work Experience', 'work'],
    ['EMPLOYMENT HISTORY', 'work'],
    ['Work History', 'work'],
    ['Professional Experience', 'work'],
    ['Career History', 'work'],
    ['Education', 'education'],
    ['Academic Background', 'education'],
    ['Education & Training', 'education'],
    ['Skills', 'skills'],
    ['Technical Skills', 'skills'],
    ['Core Competencies', 'skills'],
    ['Skills & Expertise', 'skills'],
    ['Projects', 'projects'],
    ['Selected Projects', 'projects'],
    ['Certifications', 'certificates'],
    ['Licenses & Certifications', 'certificates'],
    ['Languages', 'languages'],
    ['Awards', 'awards'],
    ['Honors & Awards', 'awards'],
    ['Publications', 'publications'],
    ['Volunteering', 'volunteer'],
    ['Volunteer Experience', 'volunteer'],
    ['Interests', 'interests'],
    ['Hobbies', 'interests'],
    ['References', 'references'],
    ['W O R K  E X P E R I E N C E', 'work'],
    ['Berufserfahrung', 'work'],
    ['Expérience professionnelle', 'work'],
    ['Ausbildung', 'education'],
    ['Formación', 'education'],
    ['Compétences techniques', 'skills'],
    ['Idiomas', 'languages'],
  ])('"%s" opens a %s section', (heading, kind) => {
    const parsed = parseCvText(`${HEAD}\n${heading}\n${body[kind] ?? ''}\n`);
    expect(parsed.meta.sections).toHaveLength(1);
    const value = field(kind)
      .split('.')
      .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], parsed.resume);
    if (typeof value === 'string') expect(value).toBe(body.summary);
    else expect((value as unknown[]).length).toBeGreaterThan(0);
  });

  it('keeps headings in document order, Markdown and trailing colons included', () => {
    const parsed = parseCvText(
      `${HEAD}\n## Skills\nGo, Rust\n\nEXPERIENCE:\nDeveloper, Initech\t2019 – 2021\n\nEducation\n====\nBSc Physics, University of Bath\n`,
    );
    expect(parsed.meta.sections).toEqual(['Skills', 'EXPERIENCE', 'Education']);
  });

  it('splits a capitalised heading run in with its content ("SKILLS: Go, SQL")', () => {
    const parsed = parseCvText(`${HEAD}\nSKILLS: Go, SQL\nLanguages: English, French\n`);
    expect(parsed.meta.sections).toEqual(['SKILLS']);
    expect(parsed.resume.skills).toEqual([
      { name: 'Go', keywords: [] },
      { name: 'SQL', keywords: [] },
      { name: 'Languages', keywords: ['English', 'French'] },
    ]);
  });

  it('does not take a skills line such as "Project Management" for a heading', () => {
    const parsed = parseCvText(`${HEAD}\nSkills\nProject Management\nBudgeting\n`);
    expect(parsed.meta.sections).toEqual(['Skills']);
    expect(parsed.resume.skills.map((s) => s.name)).toEqual(['Project Management', 'Budgeting']);
  });
});

describe('parseCvText: fields', () => {
  const cv = `${HEAD}
Summary
Backend engineer who likes boring, reliable systems.

Work Experience
Senior Software Engineer at Globex Corporation\tJan 2020 – Present
- Cut p99 latency of the order API from 900 ms to 120 ms
- Led a team of five
Software Engineer, Initech (Austin, TX)\t2016 – 2019
• Wrote the first version of the invoicing service
  and its reconciliation jobs

Education
Master of Science in Computer Science, Portland State University\t2014 – 2016
GPA: 3.8/4.0

Skills
Languages: Go, TypeScript, SQL
Tools: Kafka; Docker; Terraform

Languages
English (native), Spanish (B2)

Certifications
Certified Kubernetes Administrator – CNCF, 2021
`;
  const { resume, meta, text } = parseCvText(cv);

  it('reads the basics', () => {
    expect(resume.basics).toMatchObject({
      name: 'Ada Quinn',
      label: 'Backend Engineer',
      email: 'ada.quinn@example.com',
      phone: '+1 415 555 0134',
      location: { city: 'Portland', region: 'OR' },
      summary: 'Backend engineer who likes boring, reliable systems.',
    });
    expect(resume.basics.profiles).toEqual([
      { network: 'LinkedIn', username: 'adaquinn', url: 'https://linkedin.com/in/adaquinn' },
      { network: 'GitHub', username: 'adaquinn', url: 'https://github.com/adaquinn' },
    ]);
  });

  it('reads jobs: company, title, dates, location and wrapped bullets', () => {
    expect(resume.work).toEqual([
      {
        name: 'Globex Corporation',
        position: 'Senior Software Engineer',
        startDate: '2020-01',
        current: true,
        highlights: [
          'Cut p99 latency of the order API from 900 ms to 120 ms',
          'Led a team of five',
        ],
      },
      {
        name: 'Initech',
        position: 'Software Engineer',
        location: 'Austin, TX',
        startDate: '2016',
        endDate: '2019',
        highlights: [
          'Wrote the first version of the invoicing service and its reconciliation jobs',
        ],
      },
    ]);
  });

  it('reads education with degree, area, institution, dates and score', () => {
    expect(resume.education).toEqual([
      {
        studyType: 'Master of Science',
        area: 'Computer Science',
        institution: 'Portland State University',
        startDate: '2014',
        endDate: '2016',
        score: '3.8/4.0',
      },
    ]);
  });

  it('reads skills, languages and certificates', () => {
    expect(resume.skills).toEqual([
      { name: 'Languages', keywords: ['Go', 'TypeScript', 'SQL'] },
      { name: 'Tools', keywords: ['Kafka', 'Docker', 'Terraform'] },
    ]);
    expect(resume.languages).toEqual([
      { language: 'English', fluency: 'native' },
      { language: 'Spanish', fluency: 'B2' },
    ]);
    expect(resume.certificates).toEqual([
      { name: 'Certified Kubernetes Administrator', issuer: 'CNCF', date: '2021' },
    ]);
  });

  it('joins a skills list wrapped in a narrow column back into its category', () => {
    const wrapped = parseCvText(
      `${HEAD}\nSkills\nProgramming Languages: Python,\nC++, Java, JavaScript,\nSQL, LaTeX\nTools: Git,\nDocker\nKubernetes\n`,
    ).resume;
    expect(wrapped.skills).toEqual([
      {
        name: 'Programming Languages',
        keywords: ['Python', 'C++', 'Java', 'JavaScript', 'SQL', 'LaTeX'],
      },
      { name: 'Tools', keywords: ['Git', 'Docker'] },
      { name: 'Kubernetes', keywords: [] },
    ]);
  });

  it('reports sections, confidence with reasons, and no warnings', () => {
    expect(meta.source).toBe('text');
    expect(meta.sections).toEqual([
      'Summary',
      'Work Experience',
      'Education',
      'Skills',
      'Languages',
      'Certifications',
    ]);
    expect(meta.warnings).toEqual([]);
    expect(meta.confidence['basics.name']).toEqual({
      score: 0.75,
      reason: 'first line that looks like a name (line 1)',
      reasonText: { key: 'confidence.name.first_line', values: { line: 1 } },
    });
    expect(meta.confidence['work[0].position']?.reason).toBe(
      'job-title words decide which part is the position',
    );
    expect(text).toContain('Cut p99 latency');
  });
});

describe('parseCvText: company, title and place on one line', () => {
  it.each([
    ['Tech Corp, New York — Software Engineer', 'Tech Corp', 'Software Engineer', 'New York'],
    ['Software Engineer at Acme, Inc.', 'Acme, Inc', 'Software Engineer', undefined],
    [
      'Globex Corporation, Springfield | Product Manager',
      'Globex Corporation',
      'Product Manager',
      'Springfield',
    ],
    ['Data Analyst - Initech, Austin, TX', 'Initech', 'Data Analyst', 'Austin, TX'],
  ])('reads %j', (line, name, position, location) => {
    const [work] = parseCvText(`${HEAD}\nExperience\n${line}\t2019 – 2021\n- Did things\n`).resume
      .work;
    expect([work?.name, work?.position, work?.location]).toEqual([name, position, location]);
  });
});

describe('parseCvText: entry shapes of common templates', () => {
  it.each([
    [
      'employer and place, then title and dates',
      'Google\tMountain View\nSoftware Engineer\t2015–2018\nWorked on search ranking.\n- Built the thing',
    ],
    [
      'dates in a margin after a group label',
      'Vocational\n2015–2018\tSoftware Engineer, Google, Mountain View.\nWorked on search ranking.',
    ],
    [
      'one line with dates on the right',
      'Software Engineer, Google, Mountain View.\t2015–2018\nWorked on search ranking.',
    ],
  ])('%s', (_shape, body) => {
    const { work } = parseCvText(`${HEAD}\nExperience\n${body}\n`).resume;
    expect(work.map((w) => [w.name, w.position, w.location, w.startDate, w.endDate])).toEqual([
      ['Google', 'Software Engineer', 'Mountain View', '2015', '2018'],
    ]);
  });
});

describe('parseCvText: education shapes', () => {
  it.each([
    [
      'Massachusetts Institute of Technology\tCambridge, MA\nMSc in Computer Science, GPA: 3.9/4.0\t2012–2014',
      {
        institution: 'Massachusetts Institute of Technology',
        studyType: 'MSc',
        area: 'Computer Science',
        score: '3.9/4.0',
        startDate: '2012',
        endDate: '2014',
      },
    ],
    [
      'PhD, Computer Science — ETH Zürich (2015–2019)',
      {
        studyType: 'PhD',
        area: 'Computer Science',
        institution: 'ETH Zürich',
        startDate: '2015',
        endDate: '2019',
      },
    ],
    [
      'Bachelor’s Degree in Economics\nUniversity of Warsaw\nSep 2010 – Jun 2014',
      {
        studyType: 'Bachelor’s Degree',
        area: 'Economics',
        institution: 'University of Warsaw',
        startDate: '2010-09',
        endDate: '2014-06',
      },
    ],
    [
      '2012–2014\tMaster of Science, Stanford University, Stanford.',
      {
        studyType: 'Master of Science',
        institution: 'Stanford University',
        startDate: '2012',
        endDate: '2014',
      },
    ],
    [
      'High School Diploma, Lincoln High School, 2008',
      { studyType: 'High School Diploma', institution: 'Lincoln High School', startDate: '2008' },
    ],
  ])('reads %j', (body, expected) => {
    expect(parseCvText(`${HEAD}\nEducation\n${body}\n`).resume.education).toEqual([expected]);
  });
});

describe('parseCvText: names', () => {
  it.each([
    ['CURRICULUM VITAE\nJANE DOE, PHD\njane@example.org', 'Jane Doe', undefined],
    ['Resume\nJohn Q. Public\ngithub.com/jqp', 'John Q. Public', undefined],
    ["Mary-Kate O'Neil\nData Scientist\nmk@example.org", "Mary-Kate O'Neil", 'Data Scientist'],
    ['Senior Network Engineer\nTel Aviv, Israel\nnet@example.org', undefined, undefined],
  ])('reads %j', (text, name, label) => {
    const { basics } = parseCvText(text).resume;
    expect(basics.name).toBe(name);
    expect(basics.label).toBe(label);
    expect(basics.location?.city === 'JANE DOE').toBe(false);
  });
});

describe('parseCvText: wrapped bullets', () => {
  it('joins wrapped lines and undoes end-of-line hyphenation', () => {
    const { resume } = parseCvText(
      `${HEAD}\nExperience\nEngineer, Acme Corp\t2020 – 2022\n- Wrote the state-of-the-\n  art parser for submis-\n  sions\n- Ran on-call\n`,
    );
    expect(resume.work[0]?.highlights).toEqual([
      'Wrote the state-of-the-art parser for submissions',
      'Ran on-call',
    ]);
  });
});

describe('parseCvText: warnings and errors', () => {
  it('warns about a missing email, phone and headings', () => {
    const { meta } = parseCvText('Sam Lee\nI build websites and like cats.');
    expect(meta.warnings.map((w) => w.code)).toEqual([
      'missing_email',
      'missing_phone',
      'no_sections',
    ]);
  });

  it('warns about a missing name', () => {
    const { meta } = parseCvText('sam@example.com\nExperience\nDeveloper, Initech\t2019 – 2021');
    expect(meta.warnings.map((w) => w.code)).toEqual(['missing_name', 'missing_phone']);
  });

  it('throws EngineError empty on blank text', () => {
    expect(() => parseCvText(' \n\t\n')).toThrow(EngineError);
    try {
      parseCvText('');
    } catch (err) {
      expect((err as EngineError).code).toBe('empty');
    }
  });

  it('takes a labelled phone from a contact section further down', () => {
    const { resume, meta } = parseCvText(
      'Sam Lee\nsam@example.com\n\nExperience\nDeveloper, Initech\t2019 - 2021\n\nContact Details\nPhone: 030 1234567\n',
    );
    expect(resume.basics.phone).toBe('030 1234567');
    expect(meta.confidence['basics.phone']).toEqual({
      score: 0.7,
      reason: 'labelled or international number outside the header',
      reasonText: { key: 'confidence.phone.outside_header' },
    });
  });

  it('does not take a year range or a date for a phone number', () => {
    const { resume } = parseCvText(
      'Sam Lee\nsam@example.com\nExperience\nDeveloper, Initech\t2019 - 2021\nDOI 10.1234/2023.1234',
    );
    expect(resume.basics.phone).toBeUndefined();
  });

  it('refuses text far longer than a CV with too_large, and reads long hostile lines', () => {
    expect(() => parseCvText('word '.repeat(50_000))).toThrow(/far more than a CV/);
    const odd = parseCvText(
      `${'a'.repeat(100_000)}\n${'a.'.repeat(20_000)}@\n${'1-'.repeat(20_000)}`,
    );
    expect(odd.resume.basics).toEqual({});
    expect(odd.meta.warnings.map((w) => w.code)).toEqual([
      'missing_name',
      'missing_email',
      'missing_phone',
      'no_sections',
    ]);
  });
});
