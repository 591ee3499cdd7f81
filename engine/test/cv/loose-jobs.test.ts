// Jobs written outside any experience section (decision 215): no heading, a misfiled heading, or
// two columns read line by line. Employers, places and people are made up.
import { describe, expect, it } from 'vitest';
import { parseCvText } from '../../src/cv/index.ts';

const HEAD = 'Ilse Marrow\nilse@example.org | +44 20 7946 0958\n';
const parse = (body: string) => parseCvText(`${HEAD}${body}\n`);
const brief = (body: string) =>
  parse(body).resume.work.map((w) => ({
    position: w.position,
    name: w.name,
    startDate: w.startDate,
    endDate: w.endDate,
    current: w.current,
    first: w.highlights[0],
  }));

describe('jobs where no experience section holds them', () => {
  it('reads jobs written under the summary, with no experience heading at all', () => {
    const body = [
      'I have led analysts and testers in retail banks for twelve years and I like hard problems.',
      'Orrin Freight Ltd',
      'September 2019 Senior Team Manager',
      'currently working',
      'Planned the work of four teams and reviewed every release with the product owners.',
      'Quill Labs',
      'August 2012 Web-developer',
      'December 2017',
      'Built the booking pages and the payment forms for the travel desk.',
      '',
      'Education',
      '2008 – 2012 Bachelor of Science, Valmont University',
    ].join('\n');
    expect(brief(body)).toEqual([
      {
        position: 'Senior Team Manager',
        name: 'Orrin Freight Ltd',
        startDate: '2019-09',
        endDate: undefined,
        current: true,
        first: 'Planned the work of four teams and reviewed every release with the product owners.',
      },
      {
        position: 'Web-developer',
        name: 'Quill Labs',
        startDate: '2012-08',
        endDate: '2017-12',
        current: undefined,
        first: 'Built the booking pages and the payment forms for the travel desk.',
      },
    ]);
    expect(parse(body).resume.education).toEqual([
      {
        studyType: 'Bachelor of Science',
        institution: 'Valmont University',
        startDate: '2008',
        endDate: '2012',
      },
    ]);
  });

  it('reads jobs filed under a misnamed heading and leaves the real degree there', () => {
    const body = [
      'Education',
      '2015, March Tallow Metrics (tallow.example), Norway',
      '2019, May Logistics Coordinator',
      'Moved the weekly planning from spreadsheets to a shared tracker for six depots.',
      '2010 – 2014 Bachelor of Science, Valmont University',
    ].join('\n');
    const { resume } = parse(body);
    expect(resume.work).toEqual([
      {
        position: 'Logistics Coordinator',
        name: 'Tallow Metrics',
        startDate: '2015-03',
        endDate: '2019-05',
        highlights: [
          'Moved the weekly planning from spreadsheets to a shared tracker for six depots.',
        ],
      },
    ]);
    expect(resume.education.map((e) => e.institution)).toEqual(['Valmont University']);
  });

  it('goes on with a duty whose line ends unfinished, in capitals or not', () => {
    const body = [
      'Education',
      '2015, March Tallow Metrics (tallow.example), Norway',
      '2019, May Logistics Coordinator',
      'Moved the weekly planning from spreadsheets to a shared tracker. Stack: Excel, Airtable,',
      'Zapier',
      'Presented the depot figures every month to the',
      'management',
      '2010 – 2014 Bachelor of Science, Valmont University',
    ].join('\n');
    const { resume } = parse(body);
    expect(resume.work.map((w) => w.highlights)).toEqual([
      [
        'Moved the weekly planning from spreadsheets to a shared tracker. Stack: Excel, Airtable, Zapier',
        'Presented the depot figures every month to the management',
      ],
    ]);
    expect(resume.education.map((e) => e.institution)).toEqual(['Valmont University']);
  });

  it('reads a job whose lines follow an empty Experience heading and a second heading', () => {
    const body = [
      'EXPERIENCE',
      'SKILLS',
      'Data Analyst Mar 2020',
      'Python, SQL',
      'in Kestrel Metrics',
      'Tableau',
      'Built weekly churn reports for the sales team and the board.',
    ].join('\n');
    const { resume } = parse(body);
    expect(brief(body)).toEqual([
      {
        position: 'Data Analyst',
        name: 'Kestrel Metrics',
        startDate: '2020-03',
        endDate: undefined,
        current: undefined,
        first: 'Built weekly churn reports for the sales team and the board.',
      },
    ]);
    // The other column's short lines stay skills; the job's lines leave them.
    expect(resume.skills.map((s) => s.name)).toEqual(['Python', 'SQL', 'Tableau']);
  });

  it('takes no school, project, headline or bare title for a job', () => {
    const body = [
      'Software Engineer',
      'Research Assistant, Valmont University  Sep 2018 – Jun 2020',
      'Ran the lab sessions for the first-year physics course.',
      'Ledgerly  Jan 2021 – Mar 2021',
      'Built a budgeting app with a shared family ledger and reminders.',
      'Project Lead  2019 – 2021',
      'Data Analyst Mar 2020',
      'Built weekly churn reports for the sales team and the board.',
    ].join('\n');
    expect(parse(body).resume.work).toEqual([]);
  });

  it('leaves a role in a project or volunteering entry where it is', () => {
    const body = [
      'Projects',
      'Ledgerly — Team Lead  Jan 2021 – Mar 2021',
      'Built a budgeting app with a shared family ledger and reminders.',
      'Volunteering',
      'Volunteer Coordinator, Harbor Food Bank  2018 – 2020',
      'Organised the weekend shifts for forty volunteers across two sites.',
    ].join('\n');
    const { resume } = parse(body);
    expect(resume.work).toEqual([]);
    expect(resume.projects?.map((p) => p.name)).toEqual(['Ledgerly — Team Lead']);
  });

  it('leaves a CV whose sections give jobs as it was', () => {
    const body = [
      'Summary',
      'Data Analyst  Jan 2015 – Feb 2016',
      'at Kestrel Metrics, where I built the first churn model.',
      '',
      'Experience',
      'Logistics Coordinator, Tallow Metrics  2019 – 2021',
      '- Moved the weekly planning to a shared tracker',
    ].join('\n');
    expect(parse(body).resume.work.map((w) => w.position)).toEqual(['Logistics Coordinator']);
  });
});

describe('date and heading forms of such CVs', () => {
  const jobs = (body: string) => parse(`\nWorking Experience\n${body}`).resume.work;

  it('reads "Working Experience" as the experience heading', () => {
    const { meta, resume } = parse(
      '\nWorking Experience\nLine Cook, Brindle Bistro  2019 – 2021\n- Ran the grill',
    );
    expect(meta.sections).toEqual(['Working Experience']);
    expect(resume.work.map((w) => w.position)).toEqual(['Line Cook']);
  });

  it.each([
    ['an end glued to the start year', 'Apr 2020Jun 2021 Line Cook', '2020-04', '2021-06'],
    ['a bare end month after the year', 'Oct 2014 Feb Line Cook', '2014-10', undefined],
    ['year, then the month', '2012, November – 2014, May Line Cook', '2012-11', '2014-05'],
  ])('%s', (_, header, start, end) => {
    const [job] = jobs(`${header}\n- Ran the grill`);
    expect([job?.position, job?.startDate, job?.endDate]).toEqual(['Line Cook', start, end]);
  });
});
