// Decision 218: a letter quotes a few strong lines, each connected to the posting requirement it
// answers; other duties are summed up in one sentence; a thin CV still says what draws the
// candidate to the role, in the posting's own words.
import { describe, expect, it } from 'vitest';
import { LETTER_TONES, type LetterTone } from '../../src/render/index.ts';
import type { ResumeWork } from '../../src/resume.ts';
import { draftCoverLetter, findUnsupportedSkills } from '../../src/tailor/index.ts';
import { sampleResume } from '../render/sample-resume.ts';
import { scanOf } from './sample-scan.ts';

const TONES = LETTER_TONES.map((t) => t.id);
const sentencesIn = (text: string) => text.split(/(?<=[.!?”])\s+(?=[A-Z])/);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** One job with many lines, all of them quotable. */
function busyResume() {
  const resume = sampleResume();
  resume.work = [
    {
      name: 'Nordlys Payments',
      position: 'Staff Engineer',
      startDate: '2019-01',
      current: true,
      highlights: [
        'Led the migration of the billing platform to event sourcing with Kafka, cutting invoice errors by 40 percent',
        'Built the Go services behind card settlement, running on Kubernetes in three regions',
        'Designed PostgreSQL schemas for 2 billion events a month',
        'Organised the quarterly hack week for forty engineers',
        'Wrote the onboarding guide for new starters',
        'Ran the weekly architecture review',
        'Interviewed candidates for the platform team',
        'Planned the office move to the new building',
      ],
    },
  ];
  resume.projects = [];
  return resume;
}

const letterOf = (resume: ReturnType<typeof sampleResume>, tone: LetterTone) =>
  draftCoverLetter({ resume, scan: scanOf(resume), tone, company: 'Havn Logistics' });

/** The sample CV with `job` as its only job, and its letter's body in each tone for `posting`. */
function oneJobLetters(
  job: ResumeWork,
  posting: string,
  edit: (resume: ReturnType<typeof sampleResume>) => void = () => {},
): [LetterTone, string][] {
  const resume = sampleResume();
  resume.work = [job];
  resume.projects = [];
  edit(resume);
  const scan = scanOf(resume, posting);
  return TONES.map((tone) => [tone, draftCoverLetter({ resume, scan, tone }).paragraphs.join(' ')]);
}

/** How many of `lines` a text quotes, by their distinctive words. */
const quoted = (text: string, marks: RegExp[]) => marks.filter((m) => m.test(text)).length;
const MARKS = [
  // The concise voice says the result as a sentence of its own (decision 220).
  /(?:cutting|cut) invoice errors/,
  /card settlement/,
  /PostgreSQL schemas/,
  /hack week/,
  /onboarding guide/,
  /architecture review/,
  /interviewed candidates/i,
  /office move/,
];

describe('draftCoverLetter: a few lines, each connected to the posting (decision 218)', () => {
  it.each(TONES)('%s: at most three quoted lines in a body paragraph', (tone) => {
    const [, body1, body2] = letterOf(busyResume(), tone).paragraphs;
    // One sentence per quote in the first paragraph; the second may sum up more in one sentence.
    expect(quoted(body1 ?? '', MARKS)).toBeLessThanOrEqual(3);
    const own = sentencesIn(body2 ?? '').filter((s) => quoted(s, MARKS) === 1);
    expect(own.length).toBeLessThanOrEqual(3);
    const run = sentencesIn(body2 ?? '').filter((s) => quoted(s, MARKS) > 1);
    expect(run.length).toBeLessThanOrEqual(1);
  });

  it.each(TONES)(
    '%s: the lines that answer the posting lead, each with its requirement',
    (tone) => {
      const [, body1] = letterOf(busyResume(), tone).paragraphs;
      const said = sentencesIn(body1 ?? '');
      const i = said.findIndex((s) => /invoice errors by 40 percent/.test(s));
      expect(i).toBeGreaterThanOrEqual(0);
      // The next sentence names the requirement as the posting writes it, and no other CV line.
      expect(said[i + 1]).toMatch(/“strong experience with Go and Kafka”/);
      expect(quoted(said[i + 1] ?? '', MARKS)).toBe(0);
    },
  );

  it.each(TONES)('%s: other duties of one job are summed up in one sentence', (tone) => {
    const resume = busyResume();
    // No figure to offer in the closing (decision 220), so the letter has room for the duties.
    resume.work[0]!.highlights[0] = 'Led the migration of the billing platform to event sourcing';
    // A posting that none of the duties answers: the letter quotes the strongest, sums up others.
    const text = letterOf(resume, tone).paragraphs.join(' ');
    const run = sentencesIn(text).filter((s) => quoted(s, MARKS) > 1);
    expect(run).toHaveLength(1);
    expect(run[0]).toMatch(/, and [a-z]/);
  });

  it.each(TONES)(
    '%s: a duty with commas of its own never sits inside a summing list of three',
    (tone) => {
      const resume = busyResume();
      resume.work[0]!.highlights[0] = 'Led the migration of the billing platform to event sourcing';
      // Each duty short enough to be summed up; the last lists things of its own.
      resume.work[0]!.highlights[6] =
        'Interviewed candidates, wrote the take-home tasks, and trained new interviewers';
      resume.work[0]!.highlights[7] =
        'Planned the office move, choosing the furniture, booking the movers and labelling the desks';
      const text = letterOf(resume, tone).paragraphs.join(' ');
      for (const s of sentencesIn(text).filter((x) => quoted(x, MARKS) >= 3))
        expect(s).not.toMatch(/office move, choosing|Interviewed candidates, wrote/i);
    },
  );

  it.each(TONES)(
    '%s: lines that all show one requirement are tied to it again once, never in a refrain',
    (tone) => {
      const resume = busyResume();
      resume.work[0]!.highlights = [
        'Moved the billing events onto Kafka, cutting invoice errors by 40 percent',
        'Built the Kafka consumers behind card settlement',
        'Ran the Kafka clusters for three regions',
        'Wrote the Kafka schema registry rules for all teams',
        'Tuned Kafka retention to halve storage costs',
        'Taught Kafka basics to forty engineers',
      ];
      const text = letterOf(resume, tone).paragraphs.join(' ');
      const sentences = sentencesIn(text);
      expect(new Set(sentences).size).toBe(sentences.length);
      // Sentences that speak of Kafka without quoting a line: the opening's fit, the first tie,
      // one tie again, the closing.
      const quotesALine =
        /billing events|invoice errors|card settlement|three regions|schema registry|retention|forty engineers/;
      const ties = sentences.filter((s) => /Kafka/.test(s) && !quotesALine.test(s));
      expect(ties.length).toBeLessThanOrEqual(4);
    },
  );

  it('connects no line to a requirement it does not show', () => {
    const resume = busyResume();
    const text = letterOf(resume, 'formal').paragraphs.join(' ');
    const said = sentencesIn(text);
    const i = said.findIndex((s) => /hack week/.test(s) && quoted(s, MARKS) === 1);
    // A duty that names nothing the posting asks is quoted (or summed up) without a tie.
    if (i >= 0) expect(said[i + 1] ?? '').not.toMatch(/your posting|“/);
  });

  it.each(TONES)('%s: the connecting sentences are the voice’s own', (tone) => {
    const others = TONES.filter((t) => t !== tone).map((t) =>
      letterOf(busyResume(), t).paragraphs.join(' '),
    );
    const [, body1] = letterOf(busyResume(), tone).paragraphs;
    const ties = sentencesIn(body1 ?? '').filter((s) => /“/.test(s));
    expect(ties.length).toBeGreaterThan(0);
    for (const tie of ties) for (const other of others) expect(other).not.toContain(tie);
  });
});

describe('draftCoverLetter: jobs a CV names only by their title', () => {
  /** Two jobs with their employer withheld, as CV sites publish them. */
  function unnamedJobs() {
    const resume = sampleResume();
    resume.work = [
      {
        position: 'Teacher',
        startDate: '2019-01',
        endDate: '2021-06',
        highlights: [
          'Taught numbers and letters to classes of thirty children',
          'Monitored children during lunch and nap times',
          'Cleaned all areas of the classroom at the end of the day',
        ],
      },
      {
        position: 'Medical Assistant',
        startDate: '2014-01',
        endDate: '2018-12',
        highlights: [
          'Documented patient information with EMR software and provided patient education',
          'Cleaned and sterilized equipment and performed front office duties',
          'Measured and recorded vitals and assisted the doctor with examinations',
        ],
      },
    ];
    resume.projects = [];
    return resume;
  }
  const posting = `Nurse

Requirements
- Patient education and EMR documentation
- Recording vitals
`;

  it.each(TONES)('%s: a line from another job says so', (tone) => {
    const resume = unnamedJobs();
    const letter = draftCoverLetter({ resume, scan: scanOf(resume, posting), tone });
    const said = sentencesIn(letter.paragraphs.slice(1, -1).join(' '));
    const job = (s: string) =>
      /numbers and letters|lunch and nap|classroom/.test(s)
        ? 'Teacher'
        : /patient information|sterilized|vitals/.test(s)
          ? 'Medical Assistant'
          : undefined;
    let before: string | undefined;
    for (const s of said) {
      const now = job(s);
      if (!now) continue;
      // A switch of job is framed ("In an earlier role, …", "As a Teacher, …"), never left plain.
      if (before && now !== before)
        expect(s, tone).toMatch(
          /^(?:In (?:an earlier|another|my (?:last|most recent|current)) (?:role|job)|Before that|Previously|Elsewhere|Earlier|Going back|As a|My .* comes from|A good example|Another thing|I would also point)/,
        );
      before = now;
    }
  });

  it.each(TONES)('%s: says no other role than the one the user’s own words give', (tone) => {
    const resume = unnamedJobs();
    resume.basics.summary =
      'Highly motivated Medical Assistant with knowledge of medical support and excellent communication skills.';
    const letter = draftCoverLetter({ resume, scan: scanOf(resume, posting), tone });
    const opening = letter.paragraphs[0] ?? '';
    expect(opening).toMatch(/Medical Assistant/);
    expect(opening, tone).not.toMatch(/\bTeacher\b/);
  });

  it('still says the latest job where the user’s own words name no other', () => {
    const resume = unnamedJobs();
    resume.basics.summary = 'Patient and caring, with excellent communication skills.';
    const letter = draftCoverLetter({ resume, scan: scanOf(resume, posting), tone: 'formal' });
    expect(letter.paragraphs[0]).toMatch(/I am a Teacher/);
  });

  it.each(TONES)(
    '%s: takes the user’s own words when their summary starts in lower case',
    (tone) => {
      const resume = unnamedJobs();
      resume.basics.summary =
        'cook with 16 years of experience cooking in various environments. Prior work as prep cook.';
      const letter = draftCoverLetter({ resume, scan: scanOf(resume, posting), tone });
      expect(letter.paragraphs[0]).toMatch(
        /\ba cook with 16 years of experience cooking in various environments\./,
      );
    },
  );

  it('never makes own words of a summary cut from a sentence', () => {
    const resume = unnamedJobs();
    resume.basics.summary = 'and in the last five years led the ward team of a busy surgery.';
    const letter = draftCoverLetter({ resume, scan: scanOf(resume, posting), tone: 'formal' });
    expect(letter.paragraphs[0]).not.toMatch(/\b(?:am|as) an? and in the last\b/i);
  });

  it.each(['formal', 'friendly'] as const)('%s: the first proof names its job by title', (tone) => {
    const resume = unnamedJobs();
    const letter = draftCoverLetter({ resume, scan: scanOf(resume, posting), tone });
    expect(letter.paragraphs[1]).toMatch(/my time as a Medical Assistant, where I documented/);
  });
});

describe('draftCoverLetter: a thin CV says what it honestly can (decision 218)', () => {
  const thin = () => {
    const resume = sampleResume();
    resume.work = [];
    resume.projects = [];
    return resume;
  };

  it.each(TONES)('%s: what draws the candidate, in the posting’s own words', (tone) => {
    const opening = letterOf(thin(), tone).paragraphs[0] ?? '';
    // The posting: "We are looking for a Senior Platform Engineer to build our shipment tracking platform."
    expect(opening).toMatch(/the chance to build your shipment tracking platform/i);
  });

  it('reaches a fuller letter from summary, skills, degree and certificates, claiming nothing new', () => {
    const resume = thin();
    const letter = letterOf(resume, 'formal');
    const text = letter.paragraphs.join('\n\n');
    expect(words(text)).toBeGreaterThanOrEqual(130);
    expect(text).toMatch(/Go and TypeScript/);
    expect(text).toContain('MSc in Computer Science from Aarhus University');
    expect(findUnsupportedSkills(text, resume, [], { ignore: ['Havn Logistics'] })).toEqual([]);
  });

  it('leaves out a purpose that only says where the job is', () => {
    const resume = thin();
    const posting = `Senior Marketing Lead
Imperial College Health Partners

About the role
We're looking for a creative and confident Senior Marketing Lead to work at Imperial College Health Partners (ICHP).

Requirements
- Strong experience with Kafka
`;
    for (const tone of TONES) {
      const scan = scanOf(resume, posting);
      const job = { company: 'Imperial College Health Partners' };
      const text = draftCoverLetter({ resume, scan, tone, ...job }).paragraphs.join(' ');
      expect(text, tone).not.toMatch(/chance to work at|to work at Imperial .* draws me/i);
    }
  });

  it('leaves out a description of the role that names what the CV lacks', () => {
    const resume = thin();
    const posting = `Platform Engineer
Havn Logistics

About the role
We are looking for an engineer to migrate our Terraform estate to Pulumi.

Requirements
- Strong experience with Kafka
`;
    const letter = draftCoverLetter({ resume, scan: scanOf(resume, posting), tone: 'formal' });
    const text = letter.paragraphs.join(' ');
    expect(text).not.toMatch(/Terraform|Pulumi|the chance to/);
  });

  it('does not tie a line to a requirement by a word of a name in it', () => {
    const letters = oneJobLetters(
      {
        name: 'Royal Air Force',
        position: 'Resource Advisor',
        startDate: '2015-01',
        endDate: '2019-06',
        highlights: [
          'Advised the commander of the 1st Air Communications Operation Squadron on a budget of 4 million pounds',
          'Cut the squadron travel costs by 30 percent in two years',
        ],
      },
      `Finance Officer
Havn Logistics

Requirements
- Excellent communications with budget holders
- Budget monitoring and forecasting
`,
    );
    for (const [tone, text] of letters) {
      const said = sentencesIn(text);
      const i = said.findIndex((x) => /Operation Squadron/.test(x));
      expect(i, tone).toBeGreaterThanOrEqual(0);
      // What follows the quote names no communications: the word is the squadron's name.
      expect(said[i + 1] ?? '', tone).not.toMatch(/communication/i);
    }
  });

  it('among lines that answer no requirement, opens with one in the posting’s own words', () => {
    const letters = oneJobLetters(
      {
        name: 'Riverside Clinic',
        position: 'Medical Assistant',
        startDate: '2015-01',
        endDate: '2019-06',
        highlights: [
          'Taught letters, numbers and crafts to 3 and 4 year olds',
          'Documented patient information with EMR software',
        ],
      },
      `Staff Nurse
Havn Hospital

You will admit a variety of patients for assessment and treatment, and keep their information up to date.

Requirements
- Geriatric care
- Acute management
`,
    );
    for (const [tone, text] of letters) {
      const patient = text.indexOf('documented patient information');
      expect(patient, tone).toBeGreaterThanOrEqual(0);
      expect(text.indexOf('taught letters'), tone).toBeGreaterThan(patient);
    }
  });

  it('does not tie a line to "UI development" for its word "development" alone', () => {
    // The CV shows front-end work elsewhere: the letter may name it, only not for this line.
    const letters = oneJobLetters(
      {
        name: 'Flexitech',
        position: 'Production Manager',
        startDate: '2012-01',
        endDate: '2016-06',
        highlights: [
          'Development and manufacturing of heating elements and PCBs using thick film technology',
          'Cut scrap in the plating line by 30 percent in two years',
          'Built the frontend of the plant dashboard in React',
        ],
      },
      `Full Stack Developer
Havn Logistics

Requirements
- Front-end development with React
- Experience with Java
`,
    );
    for (const [tone, text] of letters) {
      const said = sentencesIn(text);
      const i = said.findIndex((x) => /heating elements/.test(x));
      expect(i, tone).toBeGreaterThanOrEqual(0);
      expect(said[i + 1] ?? '', tone).not.toMatch(/front|UI/i);
    }
  });

  it('does not name a quality as work the line shows ("the collaborative you mention")', () => {
    const letters = oneJobLetters(
      {
        name: 'Brasserie Nord',
        position: 'Sous Chef',
        startDate: '2020-01',
        endDate: '2024-01',
        highlights: [
          'Kept open, collaborative relationships with the kitchen and front-of-house teams',
          'Cut food costs by 12 percent with seasonal menus',
        ],
      },
      `Kitchen Manager
Havn Logistics

We want someone collaborative and proactive.

Requirements
- Food cost control
`,
    );
    for (const [tone, text] of letters) {
      expect(text, tone).toMatch(/collaborative relationships/);
      expect(text, tone).not.toMatch(/(?:the|your|of|for) collaborative\b(?! relationships)/i);
    }
  });

  it('does not name the kind of person asked for as work ("That covers communicator")', () => {
    // The CV calls itself "an excellent communicator": the letter names a requirement the CV's way.
    const letters = oneJobLetters(
      {
        name: 'Naval Supply Centre',
        position: 'Storekeeper',
        startDate: '2010-01',
        endDate: '2016-01',
        highlights: [
          'Worked independently, communicate and liaise with fleet supply centres daily',
          'Cut stock losses by 12 percent across 12 storerooms',
        ],
      },
      `Logistics Coordinator
Havn Logistics

Requirements
- Communication with suppliers and agencies
- Stock control
`,
      (resume) => resume.skills.push({ name: 'Strengths', keywords: ['Excellent communicator'] }),
    );
    for (const [tone, text] of letters) {
      expect(text, tone).toMatch(/fleet supply centres/);
      expect(text, tone).not.toMatch(/\bcommunicator\b/i);
    }
  });
});

describe('draftCoverLetter: names as the CV writes them', () => {
  it('a language the posting writes in lower case reads as the CV lists it', () => {
    const letters = oneJobLetters(
      {
        name: 'Nordlys Payments',
        position: 'Data Engineer',
        startDate: '2019-01',
        current: true,
        highlights: ['Built the nightly settlement reports for 40 banks'],
      },
      `Data Engineer
Havn Logistics

Requirements
- Strong python and sql skills
- Experience building reports for finance teams
`,
    );
    for (const [tone, text] of letters) {
      expect(text, tone).toMatch(/\bPython\b/);
      expect(text, tone).not.toMatch(/\bpython\b/);
    }
  });

  it('words the CV writes in lower case read so, however the posting capitalised them', () => {
    const letters = oneJobLetters(
      {
        name: 'Tverskoy Soft',
        position: 'Full Stack Developer',
        startDate: '2018-01',
        current: true,
        highlights: ['Led the development of web information systems for 12 regional clinics'],
      },
      `Data Engineer
Havn Logistics

Qualifications for Data Engineer
1-3+ years of experience in a Data Engineer role, who has attained a Graduate degree in Computer Science, Statistics, Informatics, Information Systems or another quantitative field.
Advanced working SQL knowledge and experience working with relational databases.
`,
    );
    for (const [tone, text] of letters) {
      // The letter's own words name the requirement; the CV's line says "information systems".
      expect(text.replace(/[^.]*web information systems[^.]*\./g, ''), tone).toMatch(
        /\binformation systems\b/,
      );
      expect(text, tone).not.toMatch(/Information Systems/);
    }
  });

  it('a product the CV writes in lower case reads by its name ("on vue" → "Vue")', () => {
    const letters = oneJobLetters(
      {
        name: 'Samson Logic',
        position: 'Full Stack Developer',
        startDate: '2019-01',
        current: true,
        highlights: [
          'Developed new system functionality on vue: chat, notifications and a briefing system',
          'Built the Vue component library used by four product teams',
          'Moved the booking pages from jquery to angular for 30,000 monthly users',
        ],
      },
      `Front-end Developer
Havn Logistics

Requirements
- Front-end application frameworks such as Vue, React, Angular
- Experience with jQuery
`,
    );
    for (const [tone, text] of letters) {
      // The CV's own lines are quoted as written; the letter's words name the products.
      const own = text.replace(/[^.]*(?:on vue|to angular)[^.]*\./g, '');
      expect(own, tone).toMatch(/\b(?:Vue|Angular)\b/);
      expect(own, tone).not.toMatch(/\b(?:vue|angular|jquery)\b/);
    }
  });

  it('an abbreviation the CV writes in lower case reads in capitals ("api" → "API")', () => {
    const letters = oneJobLetters(
      {
        name: 'Kinodanza',
        position: 'Python Developer',
        startDate: '2018-01',
        endDate: '2023-01',
        highlights: ['Created an api for the pricing model, used by 40 shops every day'],
      },
      `Backend Engineer
Havn Logistics

Requirements
- Building APIs in Python
`,
    );
    for (const [tone, text] of letters) {
      // The CV's own line is quoted as written; the letter's words name the abbreviation.
      const own = text.replace(/[^.]*an api for[^.]*\./g, '');
      expect(own, tone).toMatch(/\bAPIs?\b/);
      expect(own, tone).not.toMatch(/\bapis?\b/);
    }
  });

  it('a common skill a CV lists in capitals reads in lower case ("Tech Support")', () => {
    const letters = oneJobLetters(
      {
        name: 'Windrow School District',
        position: 'Desktop Support Technician',
        startDate: '2016-01',
        endDate: '2022-01',
        highlights: [
          'Travelled on call to 14 schools to repair and troubleshoot classroom computers',
        ],
      },
      `IT Technician
Havn Logistics

Requirements
- Tech support for 200 office staff
- Troubleshooting
`,
      (resume) => resume.skills.push({ name: 'Skills', keywords: ['Tech Support', 'Windows'] }),
    );
    for (const [tone, text] of letters) {
      expect(text, tone).toMatch(/\btech support\b/);
      expect(text, tone).not.toMatch(/\bTech Support\b/);
    }
  });

  it('a plural the CV writes reads as its activity before a noun ("the reporting work")', () => {
    const letters = oneJobLetters(
      {
        name: 'Harrison Money Management',
        position: 'Junior Accountant',
        startDate: '2019-01',
        endDate: '2023-01',
        highlights: [
          'Prepared monthly reports for the finance director across four sites',
          'Helped the internal audit team complete annual audits for 40 clients',
        ],
      },
      `Accounts Assistant
Havn Logistics

Requirements
- Monthly reports and annual audits
- Reconciliations
`,
    );
    for (const [tone, text] of letters) {
      expect(text, tone).toMatch(/\b(?:reporting|auditing) (?:work|experience|side)\b/);
      expect(text, tone).not.toMatch(/\b(?:reports|audits) (?:work|experience|side)\b/);
    }
  });

  it('a programme read as a job is not called a title or an employer', () => {
    const letters = oneJobLetters(
      {
        name: 'Java and Android programming, educational program',
        position: 'MASA Tlalim',
        startDate: '2020-01',
        endDate: '2021-01',
        highlights: ['Built a WPF dashboard in C# for a robotics startup, used by 12 engineers'],
      },
      `Software Developer
Havn Logistics

Requirements
- Experience with C# and WPF
`,
    );
    for (const [tone, text] of letters) {
      expect(text, tone).toMatch(/WPF dashboard/);
      expect(text, tone).not.toMatch(/MASA Tlalim|educational program/);
    }
  });
});

describe('draftCoverLetter: a tie names the experience, not the tool alone', () => {
  it.each(TONES)('%s: never "the Kafka your posting …" nor "the Kafka you mention"', (tone) => {
    const posting = `Platform Engineer
Havn Logistics

Requirements
- Experience with Go
- Experience with Kubernetes

Nice to have
- Kafka
- PostgreSQL
`;
    const resume = busyResume();
    const text = draftCoverLetter({ resume, scan: scanOf(resume, posting), tone }).paragraphs.join(
      ' ',
    );
    expect(text).toMatch(/Kafka|PostgreSQL/);
    expect(text).not.toMatch(/\bthe (?:Go|Kubernetes|Kafka|PostgreSQL) (?:your posting|you)\b/);
  });
});

describe('draftCoverLetter: the summing sentence says "also" once', () => {
  it('formal: "At Nordlys Payments, I also …", never "At Nordlys Payments as well, I also …"', () => {
    const text = letterOf(busyResume(), 'formal').paragraphs.join(' ');
    // Right after a line of the same job, "There, I also …" (decision 243).
    expect(text).toMatch(/\b(?:at Nordlys Payments|There|In the same role), I also \w+ed\b/i);
    expect(text).not.toMatch(/as well, I also\b/);
  });
});
