// Job entries (decision 121): which header part is the employer, which the title, where the place
// and the dates are, and what may go into a job's summary. Employers and people are made up.
import { Document, Packer, Paragraph, TextRun, HeadingLevel } from 'docx';
import { describe, expect, it } from 'vitest';
import { parseCv, parseCvText } from '../../src/cv/index.ts';

const HEAD = 'Ilse Marrow\nilse@example.org | +44 20 7946 0958\n\nExperience\n';
const jobs = (body: string) => parseCvText(`${HEAD}${body}\n`).resume.work;
const fields = (body: string) =>
  jobs(body).map((w) => [w.name, w.position, w.location, w.startDate, w.endDate]);

describe('a job header apart from its dates and bullets', () => {
  it('is one job, not a header with nothing and a body with no name', () => {
    const body = [
      'Tamsin Ledger, New Orleans, LA, Certified Public Accountant',
      '',
      'Oct. 2021 – Current',
      '- Meet with clients to discuss their accounting needs',
      '- Compute taxes for clients during tax season',
      '',
      'Orrel Money Management, New Orleans, LA, Junior Accountant',
      '',
      'Aug. 2019 – Oct. 2021',
      '- Prepared tax returns for clients during tax season',
    ].join('\n');
    expect(jobs(body).map((w) => [w.name, w.position, w.startDate, w.highlights.length])).toEqual([
      ['Tamsin Ledger', 'Certified Public Accountant', '2021-10', 2],
      ['Orrel Money Management', 'Junior Accountant', '2019-08', 1],
    ]);
  });
});

describe('employer, title, place and dates', () => {
  it.each([
    [
      'Title at Employer',
      'Line Cook at Brindle Bistro\tJun 2019 – Aug 2021\n- Ran the grill station',
      ['Brindle Bistro', 'Line Cook', undefined, '2019-06', '2021-08'],
    ],
    [
      'Employer — Title',
      'Harbor Freight Logistics — Warehouse Supervisor\t2018 – 2020\n- Cut picking errors by a third',
      ['Harbor Freight Logistics', 'Warehouse Supervisor', undefined, '2018', '2020'],
    ],
    [
      'Title, Employer',
      'Staff Nurse, Saint Elara Hospital\t2015 – 2019\n- Cared for twelve patients a shift',
      ['Saint Elara Hospital', 'Staff Nurse', undefined, '2015', '2019'],
    ],
    [
      'Employer | City, ST, Title',
      'Quillon Tech Inc.\tSpokane, WA, Desktop Support Manager\nMarch 2018 – 2020\n- Rebuilt the imaging process',
      ['Quillon Tech Inc', 'Desktop Support Manager', 'Spokane, WA', '2018-03', '2020'],
    ],
    [
      'Employer, City, Region, Title on one line',
      'Kestrel Analytics, Denver, Colorado, Research Analyst\n2019 – 2021\n- Modelled demand',
      ['Kestrel Analytics', 'Research Analyst', 'Denver, Colorado', '2019', '2021'],
    ],
    [
      'a template’s unfilled place between its employer and the title',
      'Company Name City , State Freelance Website Designer 09/2012 to 05/2014\n- Built sites for twelve clients',
      ['Company Name', 'Freelance Website Designer', 'City, State', '2012-09', '2014-05'],
    ],
    [
      'a template’s unfilled place after title and employer, with a mangled sign between them',
      'Medical Assistant Company Name ï¼\u200b City , State 01/2010 to 06/2012\n- Measured and recorded vitals',
      ['Company Name', 'Medical Assistant', 'City, State', '2010-01', '2012-06'],
    ],
    [
      'Employer, Country, City running into the title',
      'Mar 2017 – Aug 2018 Veltra Listings, Poland, Gdańsk Front-end Developer\n- Rebuilt the search page',
      ['Veltra Listings', 'Front-end Developer', 'Poland, Gdańsk', '2017-03', '2018-08'],
    ],
    [
      'Employer, Country, a two-word known city running into the title',
      'Orrin Freight, Russia, St. Petersburg Senior Logistics Coordinator\n2016 – 2019\n- Planned rail routes',
      ['Orrin Freight', 'Senior Logistics Coordinator', 'Russia, St. Petersburg', '2016', '2019'],
    ],
    [
      'Employer, known City, Country, then the title (the place stays whole)',
      'Dravik Systems LLC, Moscow, Russia, Team Lead\n2013 – 2016\n- Led four developers',
      ['Dravik Systems LLC', 'Team Lead', 'Moscow, Russia', '2013', '2016'],
    ],
    [
      'Employer, City, Country running into the title',
      'Quarry Lane Foods, Lyon, France Sales Manager\n2012 – 2015\n- Opened twelve accounts',
      ['Quarry Lane Foods', 'Sales Manager', 'Lyon, France', '2012', '2015'],
    ],
    [
      '"Employer, City, ST" line, then the title line',
      'Marlow & Finch LLC, Portland, OR\nJunior Accountant\tJan 2017 – Dec 2018\n- Closed the books monthly',
      ['Marlow & Finch LLC', 'Junior Accountant', 'Portland, OR', '2017-01', '2018-12'],
    ],
    [
      'Title | Employer | dates',
      'Data Analyst | Ostrava Metrics | 2020 – 2022\n- Built the churn dashboard',
      ['Ostrava Metrics', 'Data Analyst', undefined, '2020', '2022'],
    ],
    [
      'a table-ish row: Employer  Title  Dates',
      'Pellucid Labs\tSenior Developer\t2016 – 2019\n- Wrote the sync engine',
      ['Pellucid Labs', 'Senior Developer', undefined, '2016', '2019'],
    ],
    [
      'title and dates, then "Employer – City, ST"',
      'Director – Field Operations\tMar 2012 – Jan 2016\nCopperline Energy – Tulsa, OK\n- Ran four crews',
      ['Copperline Energy', 'Director – Field Operations', 'Tulsa, OK', '2012-03', '2016-01'],
    ],
    [
      'title, dates and employer run together',
      'Cable Installer 11/2010 to 07/2011 Northgate Signal Corp\n- Spliced fibre',
      ['Northgate Signal Corp', 'Cable Installer', undefined, '2010-11', '2011-07'],
    ],
    [
      'a title that ends in a level',
      'Brightwater Systems\nNetwork Engineer II\t2014 – 2017\n- Ran the campus network',
      ['Brightwater Systems', 'Network Engineer II', undefined, '2014', '2017'],
    ],
    [
      'a lowercase title over its dates',
      'grill cook\nApril 2001 to October 2001 Ember Street Diner\nServed 200 covers a night.',
      ['Ember Street Diner', 'grill cook', undefined, '2001-04', '2001-10'],
    ],
  ])('%s', (_pattern, body, expected) => {
    expect(fields(body)).toEqual([expected]);
  });

  it('reads an ambiguous entry in the order its section’s clear entries use', () => {
    const work = jobs(
      [
        'Chief Pixel Whisperer\t2021 – 2023',
        'Gloamwood Interactive',
        '- Drew things',
        'Backend Developer\t2019 – 2021',
        'Tallow Foundry Group',
        '- Built things',
        'Mapmaker\t2017 – 2019',
        'Lantern Row',
        '- Mapped things',
      ].join('\n'),
    );
    expect(work.map((w) => [w.name, w.position])).toEqual([
      ['Gloamwood Interactive', 'Chief Pixel Whisperer'],
      ['Tallow Foundry Group', 'Backend Developer'],
      ['Lantern Row', 'Mapmaker'],
    ]);
  });

  it('names the company a programme placed the person at as the employer', () => {
    expect(
      fields(
        'Apr 2020 – Jun 2020 Masa working program at Samson Logic, Israel, Tel-Aviv Full stack Developer\n- Built the barcode scanner module',
      ).map((f) => f[0]),
    ).toEqual(['Samson Logic']);
    expect(
      fields(
        'Summer internship at Nordlys Payments\nJun 2021 – Aug 2021\n- Wrote the ledger tests',
      ).map((f) => f[0]),
    ).toEqual(['Nordlys Payments']);
  });

  it('marks "Present" in a cell of its own as a current job', () => {
    const [work] = jobs('Tallow Foundry Group\tMay 2024\tPresent\nMapmaker\n- Mapped things');
    expect(work).toMatchObject({ startDate: '2024-05', current: true });
    expect(work?.location).toBeUndefined();
  });

  it('reads year-first dates such as "2023 Mar. — 2024 Jul."', () => {
    const [work] = jobs('Mapmaker\nLantern Row\n2023 Mar. — 2024 Jul.\tRemote\n- Mapped things');
    expect(work).toMatchObject({ startDate: '2023-03', endDate: '2024-07', location: 'Remote' });
  });
});

describe('what a job keeps besides its header', () => {
  it('keeps a prose line as the summary and bullets as highlights', () => {
    const [work] = jobs(
      'Mapmaker, Lantern Row\t2017 – 2019\nDrew the city’s transit maps for print and web.\n- Cut print costs by a fifth',
    );
    expect(work?.summary).toBe('Drew the city’s transit maps for print and web.');
    expect(work?.highlights).toEqual(['Cut print costs by a fifth']);
  });

  it('moves a run of tool names to the skills instead of the summary', () => {
    const { resume } = parseCvText(
      `${HEAD}Backend Engineer, Lumen Freight\t2021 – 2023\nKotlin Spring PostgreSQL Kafka gRPC\n- Built the routing service\n\nSkills\nKotlin, Terraform\n`,
    );
    expect(resume.work[0]?.summary).toBeUndefined();
    expect(resume.skills.map((s) => s.name)).toEqual([
      'Kotlin',
      'Terraform',
      'Spring',
      'PostgreSQL',
      'Kafka',
      'gRPC',
    ]);
  });

  it('moves a tool list under the bullets to the skills, without starting a new job', () => {
    const { resume } = parseCvText(
      `${HEAD}Platform Engineer, Brightwater Systems\t2016 – 2018\n- Kept builds reproducible\nYocto, Qt 5, POSIX shell, Jenkins\nBuild Engineer, Ferrous Labs\t2014 – 2016\n- Wrote the build farm\n`,
    );
    expect(resume.work.map((w) => w.name)).toEqual(['Brightwater Systems', 'Ferrous Labs']);
    expect(resume.skills.map((s) => s.name)).toEqual(['Yocto', 'Qt 5', 'POSIX shell', 'Jenkins']);
  });

  it('reads unbulleted description paragraphs as the job’s lines, and the next title as a new job', () => {
    const work = jobs(
      [
        'Pastry Chef',
        'May 2014 to June 2016 Crumb & Co Bakery',
        'Baked three hundred loaves a night for the two shops and trained',
        'two apprentices in laminated doughs.',
        'Line Cook',
        'June 2012 to April 2014 Brindle Bistro',
        'Ran the grill station on weekends.',
      ].join('\n'),
    );
    expect(work.map((w) => [w.position, w.name, w.highlights])).toEqual([
      [
        'Pastry Chef',
        'Crumb & Co Bakery',
        [
          'Baked three hundred loaves a night for the two shops and trained two apprentices in laminated doughs.',
        ],
      ],
      ['Line Cook', 'Brindle Bistro', ['Ran the grill station on weekends.']],
    ]);
  });
});

describe('a line that ends unfinished', () => {
  it('does not go on in a labelled line of its own: the other column of a dump', () => {
    const work = jobs(
      [
        'Backend Developer, Lumen Freight\t2019 – 2022',
        '- Kept the legacy code and',
        'Operating System: Linux, Windows, macOS',
        '- Worked with product managers and implemented new content by',
        'request and regulation.',
      ].join('\n'),
    );
    expect(work[0]?.highlights).toEqual([
      'Kept the legacy code and',
      'Worked with product managers and implemented new content by request and regulation.',
    ]);
  });

  it('goes on in the next line, whatever its case: a comma or a word no sentence ends on', () => {
    const work = jobs(
      [
        'Backend Developer, Lumen Freight\t2019 – 2022',
        '- Kept the legacy code running. Stack: Python, FastAPI, Postgres,',
        'Kafka',
        '- Sped up the classifier ten times by rewriting the business logic in',
        'Python',
        'Analyst, Orrel Money Management\t2016 – 2019',
        'Prepared the monthly forecasts and presented them to the',
        'Board of Directors.',
        'Ran the supplier audits.',
      ].join('\n'),
    );
    expect(work.map((w) => [w.name, w.position, w.highlights])).toEqual([
      [
        'Lumen Freight',
        'Backend Developer',
        [
          'Kept the legacy code running. Stack: Python, FastAPI, Postgres, Kafka',
          'Sped up the classifier ten times by rewriting the business logic in Python',
        ],
      ],
      [
        'Orrel Money Management',
        'Analyst',
        [
          'Prepared the monthly forecasts and presented them to the Board of Directors.',
          'Ran the supplier audits.',
        ],
      ],
    ]);
  });
});

describe('entries in a Word file', () => {
  it('reads bold "Employer | City, ST, Title" lines with the dates below', async () => {
    const bold = (text: string) => new Paragraph({ children: [new TextRun({ text, bold: true })] });
    const doc = new Document({
      sections: [
        {
          children: [
            bold('Ilse Marrow'),
            new Paragraph('Boise, ID\t(208) 555-0147\tilse@example.org'),
            new Paragraph({ text: 'Experience', heading: HeadingLevel.HEADING_1 }),
            bold('Quillon Tech Inc.\tSpokane, WA, Desktop Support Manager'),
            bold('March 2018 – Current'),
            new Paragraph({ text: 'Rebuilt the imaging process', bullet: { level: 0 } }),
            bold('Windrow School District\tTacoma, WA, IT Technician'),
            bold('April 2011 – July 2014'),
            new Paragraph({ text: 'Repaired 300 laptops a year', bullet: { level: 0 } }),
          ],
        },
      ],
    });
    const { resume } = await parseCv(new Uint8Array(await Packer.toBuffer(doc)));
    expect(resume.work.map((w) => [w.name, w.position, w.location, w.startDate])).toEqual([
      ['Quillon Tech Inc', 'Desktop Support Manager', 'Spokane, WA', '2018-03'],
      ['Windrow School District', 'IT Technician', 'Tacoma, WA', '2011-04'],
    ]);
    expect(resume.work[0]?.current).toBe(true);
    expect(resume.basics.phone).toBe('(208) 555-0147');
  });
});

describe('bullets whose sentences ran together', () => {
  it('reads one bullet per sentence where a list lost its breaks', () => {
    const [job] = jobs(
      'Front Desk Associate at Lakeview Inn\t2016 – 2019\n- Greeted and registered guests.Processed guest payments for rooms and meals.Trained new staff on the U.S. booking system and Node.js tools.',
    );
    expect(job?.highlights).toEqual([
      'Greeted and registered guests.',
      'Processed guest payments for rooms and meals.',
      'Trained new staff on the U.S. booking system and Node.js tools.',
    ]);
  });
});

describe('a job written without bullet marks', () => {
  it('opens a line of its own at each capitalised past-tense action', () => {
    const [job] = jobs(
      [
        'DevOps Engineer, Tek Harbour\t2019 – 2022',
        'Established continuous build environments to speed up software development by 51%',
        'Delivered comprehensive best practices by managing and reviewing all technical operations',
        'Analyzed and problem-solved major setbacks and shortcomings and presented findings to the',
        'Board of Directors and three senior managers of the operations group',
      ].join('\n'),
    );
    expect(job?.highlights).toEqual([
      'Established continuous build environments to speed up software development by 51%',
      'Delivered comprehensive best practices by managing and reviewing all technical operations',
      'Analyzed and problem-solved major setbacks and shortcomings and presented findings to the Board of Directors and three senior managers of the operations group',
    ]);
  });

  it('reads a paragraph of duties as one line per sentence', () => {
    const paragraph = [
      'Prepared food items consistently and in compliance with recipes, portioning, cooking and waste control guidelines.',
      'Verified proper portion sizes and consistently attained high food quality standards.',
      'Maintained updated knowledge of local competition and restaurant industry trends.',
      'Led shifts while personally preparing food items and executing requests based on required specifications.',
    ];
    const [job] = jobs(`Line Chef, Brindle Bistro\t2013 – 2016\n- ${paragraph.join(' ')}`);
    expect(job?.highlights).toEqual(paragraph);
  });

  it('reads a bullet of three full achievements as three', () => {
    const three = [
      'Scripted automated solutions, cutting system setup time by 60% with shell scripting and Python.',
      'Integrated Grafana dashboards, improving incident response time.',
      'Streamlined server provisioning with Puppet, reducing manual errors by 45%.',
    ];
    const [job] = jobs(`Systems Engineer, Brindle Bistro\t2013 – 2016\n- ${three.join(' ')}`);
    expect(job?.highlights).toEqual(three);
  });

  it('joins a first letter a Word style set apart, and leaves "A" and "I" alone', () => {
    const [job] = jobs(
      [
        'Front-end Developer, Brindle Bistro\t2013 – 2016',
        '- Major achievements: R ewriting the booking pages from Angular into Vue.',
        '- W orking on a new version of the menu site. I built its maps.',
        '- A new kitchen display: B ased on plan B, C and D.',
      ].join('\n'),
    );
    expect(job?.highlights).toEqual([
      'Major achievements: Rewriting the booking pages from Angular into Vue.',
      'Working on a new version of the menu site. I built its maps.',
      'A new kitchen display: Based on plan B, C and D.',
    ]);
  });

  it('keeps a short bullet of two sentences whole', () => {
    const bullet = 'Led the move to Kafka. Cut invoice errors by 40%.';
    const [job] = jobs(`Engineer, Brindle Bistro\t2013 – 2016\n- ${bullet}`);
    expect(job?.highlights).toEqual([bullet]);
  });

  it('cuts a bullet longer than the API takes at a clause, losing no word', () => {
    const clause = 'cleaned and restocked the walk-in refrigerator and the dry store';
    const long = `Managed the kitchen, ${Array.from({ length: 24 }, () => clause).join(', ')}`;
    expect(long.length).toBeGreaterThan(1000);
    const [job] = jobs(`Line Chef, Brindle Bistro\t2013 – 2016\n- ${long}`);
    const lines = job?.highlights ?? [];
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(1000);
    expect(lines.join(' ').replace(/[,\s]+/g, ' ')).toBe(long.replace(/[,\s]+/g, ' '));
  });
});

describe('a text dump of a job header, title and employer on one line', () => {
  it('splits after the title where the employer names itself, and keeps plain lines as bullets', () => {
    const body = [
      'FULL STACK JAVA DEVELOPER VARDEN LTD, REHOVOT, ISRAEL 2017-PRESENT',
      'P2P CAR SHARING',
      ' RESTful web service based on Spring Boot.',
      ' Database based on PostgreSQL.',
      ' Client on Angular, Bootstrap, Material Design (about 50% of working time).',
      'DATA ANALYST HOLM GROUP, MOSCOW, RUSSIA 2012-2016',
      'Maintaining of databases of management accounting and sales (SQL).',
      'Automatisation of management accounting and reporting.',
    ].join('\n');
    expect(jobs(body).map((w) => [w.position, w.name, w.highlights.length])).toEqual([
      ['FULL STACK JAVA DEVELOPER', 'VARDEN LTD', 3],
      ['DATA ANALYST', 'HOLM GROUP', 2],
    ]);
  });

  it('never splits off a level or a team as the employer', () => {
    expect(
      fields('Software Engineer II\tJan 2020 – Mar 2022\n- Built the billing API in Go'),
    ).toEqual([[undefined, 'Software Engineer II', undefined, '2020-01', '2022-03']]);
    expect(
      jobs('Director Operations, Varden Ltd\tJan 2020 – Mar 2022\n- Ran the depots').map((w) => [
        w.position,
        w.name,
      ]),
    ).toEqual([['Director Operations', 'Varden Ltd']]);
  });

  it('keeps a header that ends its list of names with a full stop', () => {
    const work = jobs(
      'Job title, Employer Ltd, Leeds.\nDescription of the job in two lines.\nRole: Car dealership director.\n- Sold vans',
    );
    expect(work[0]?.name).toBe('Employer Ltd');
  });
});
