import { describe, expect, it } from 'vitest';
import { LETTER_TONES, resumeToText, type LetterTone } from '../../src/render/index.ts';
import { draftCoverLetter, findUnsupportedSkills } from '../../src/tailor/index.ts';
import { sampleResume } from '../render/sample-resume.ts';
import { POSTING, scanOf } from './sample-scan.ts';

const draft = (tone: LetterTone, resume = sampleResume()) =>
  draftCoverLetter({
    resume,
    scan: scanOf(resume),
    tone,
    company: 'Havn Logistics',
    date: '23 November 2026',
  });
const body = (tone: LetterTone) => draft(tone).paragraphs.join('\n\n');
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/);
const TONES = LETTER_TONES.map((t) => t.id);

/** The sentences of a text. */
const sentencesIn = (text: string) => sentences(text.replace(/\s*\n+\s*/g, ' '));
const firstWord = (s: string) => /^[\p{L}']+/u.exec(s)?.[0]?.replace(/'.*$/, '') ?? '';
// A sentence opening with an additive connective: one is fine, a stack reads like a list.
const CONNECTIVE =
  /^(?:further(?:more)?|in addition|additionally|besides|also|moreover|similarly|equally|plus|likewise|on top of that|beyond that|alongside (?:this|that)|what's more|as well as that)\b/i;
// Sentences that only label the one before with skills (the drafts before decision 179).
const LABELS =
  /Here are \w+ results|\b(?:That|It|This)(?: work)? (?:also )?drew(?: directly)? on\b|\bThis used\b|\bas well\.$|practical experience of|speaks directly to your need|which I know you're after\.$|work your team does|should come in handy/m;

describe('draftCoverLetter: a letter, not a list', () => {
  it('opens with the role, the employer, the latest role and years, and the top requirements met', () => {
    const letter = draft('formal');
    expect(letter).toMatchObject({
      company: 'Havn Logistics',
      title: 'Senior Platform Engineer',
      date: '23 November 2026',
      signature: 'Maria Jensen',
      closing: 'Yours sincerely,',
    });
    expect(letter.paragraphs).toHaveLength(4);
    const opening = letter.paragraphs[0] ?? '';
    expect(opening).toMatch(
      /^I am writing to apply for the Senior Platform Engineer position at Havn Logistics\. (?:I am currently|Currently, I work as) a Staff Engineer at Nordlys Payments/,
    );
    expect(opening).toContain('more than six years of professional experience');
    // Why this candidate: the two top requirements, and that the current job shows both.
    expect(opening).toContain('Your posting lists Kafka and Kubernetes as essential');
    expect(opening).toContain('both are part of my current work');
    // The user's own summary, in the first person.
    expect(opening).toContain('backend engineer with payments and data platform experience');
  });

  it.each(TONES)(
    '%s: full sentences without bold, lists, "Regarding" frames or keyword labels',
    (tone) => {
      const text = body(tone);
      expect(text).not.toMatch(/\*|_|`|^\s*[-•]\s|^\s*\d+\.\s/m);
      expect(text).not.toMatch(/\bRegarding\b|(?:^|[.!?]\s+)[A-Z][\w ]{0,25}:\s/m);
      for (const s of sentences(text)) expect(s).toMatch(/[.!?]$/);
    },
  );

  it.each(TONES)(
    '%s: no "Here are three results", no "That drew on …" labels, no stacked connectives',
    (tone) => {
      const resume = richResume();
      const text = draftCoverLetter({ resume, scan: scanOf(resume), tone }).paragraphs.join('\n');
      for (const s of sentencesIn(text)) expect(s).not.toMatch(LABELS);
      const stacked = sentencesIn(text).filter((s) => CONNECTIVE.test(s));
      expect(stacked.length).toBeLessThanOrEqual(1);
    },
  );

  it('proves the case with the strongest CV achievement, its employer and its numbers in one sentence', () => {
    const first = draft('formal').paragraphs[1] ?? '';
    expect(sentencesIn(first)[0]).toBe(
      'My most relevant experience comes from my current role at Nordlys Payments, where I led the migration of the billing platform to event sourcing with Kafka, cutting invoice errors by 40 percent across all regions.',
    );
    // The line of the same job follows it; the next job's opens the second paragraph.
    expect(first).toMatch(/Kafka, cutting[^]*Go services behind card settlement/);
    expect(draft('formal').paragraphs[2]).toMatch(
      /Fjord Analytics, (?:where )?I designed PostgreSQL schemas/,
    );
  });

  it.each(TONES)(
    '%s: each quoted line is followed by the posting requirement it answers, in the posting’s words',
    (tone) => {
      const [, body1] = draft(tone).paragraphs;
      const said = sentencesIn(body1 ?? '');
      // Decision 218: the quote, then how it answers; the requirement named as the posting writes it.
      // Decision 220: in the concise voice the line's result is a sentence of its own, then the tie.
      const after = (quote: RegExp) => said[said.findIndex((s) => quote.test(s)) + 1] ?? '';
      expect(after(/invoice errors by 40 percent/)).toContain(
        '“strong experience with Go and Kafka”',
      );
      expect(after(/Go services behind card settlement/)).toContain(
        '“experience running services on Kubernetes”',
      );
      // Said once: the posting's words for a requirement are not quoted twice.
      expect(body1?.match(/strong experience with Go and Kafka/g)).toHaveLength(1);
    },
  );

  it.each(TONES)('%s: a call to action, and no sentence starts like the one before', (tone) => {
    for (const resume of [sampleResume(), richResume()]) {
      const letter = draftCoverLetter({ resume, scan: scanOf(resume), tone });
      expect(letter.paragraphs.at(-1)).toMatch(/interview|get in touch|call/);
      const starts = sentencesIn(letter.paragraphs.join('\n')).map(firstWord);
      starts.forEach((w, i) => expect([i, w]).not.toEqual([i, starts[i - 1]]));
      // A person writes "I" often, but not in most sentences.
      expect(starts.filter((w) => w === 'I').length).toBeLessThanOrEqual(starts.length / 2);
    }
  });

  it('writes the three tones in different voices', () => {
    const resume = richResume();
    const [formal, friendly, concise] = TONES.map((tone) =>
      draftCoverLetter({ resume, scan: scanOf(resume), tone, company: 'Havn Logistics' }),
    );
    expect(new Set([formal, friendly, concise].map((l) => l?.closing)).size).toBe(3);
    expect(friendly?.greeting).toBe('Dear Havn Logistics team,');
    const text = (l: typeof formal) => l!.paragraphs.join(' ');
    // Friendly speaks with contractions; formal never does; concise keeps sentences short.
    expect(text(friendly).match(/\b(I'd|I've|I'm|you're|it's|they're)\b/g)?.length).toBeGreaterThan(
      3,
    );
    expect(text(formal)).not.toMatch(/\b\w+'(d|m|re|s|ll|ve)\b/);
    const mean = (l: typeof formal) => words(text(l)) / sentences(text(l)).length;
    expect(mean(concise)).toBeLessThan(mean(formal));
    expect(mean(concise)).toBeLessThan(mean(friendly));
    expect(words(text(concise))).toBeLessThan(words(text(formal)));
    // The same facts, never the same sentence frames: only a bare quoted line may repeat.
    const frames = (l: typeof formal) =>
      sentencesIn(text(l)).filter((s) => !/^I /.test(s) && !/^My /.test(s));
    for (const [x, y] of [
      [formal, friendly],
      [formal, concise],
      [friendly, concise],
    ] as const)
      expect(frames(x).filter((s) => text(y).includes(s))).toEqual([]);
    // Each voice has its own way to open the case and to close.
    expect(formal?.paragraphs[1]).toMatch(/^My most relevant experience comes from/);
    expect(friendly?.paragraphs[1]).toMatch(/^One (?:piece of .* work|thing) I'm really proud of/);
    expect(concise?.paragraphs[1]).toMatch(/^At Nordlys Payments, I led/);
  });

  it.each(TONES)('%s: names no skill, number or employer the CV does not hold', (tone) => {
    const resume = sampleResume();
    const letter = draft(tone, resume);
    const text = letter.paragraphs.join(' ');
    expect(
      findUnsupportedSkills(text, resume, [], {
        ignore: ['Senior Platform Engineer', 'Havn Logistics'],
      }),
    ).toEqual([]);
    expect(text).not.toMatch(/Terraform|Rust|Infrastructure as code/i);
    const cv = resumeToText(resume);
    for (const n of text.match(/\d+/g) ?? []) expect(cv).toContain(n);
  });

  it('asks for nothing it does not know: no placeholder for an unknown title or company', () => {
    const resume = sampleResume();
    const scan = scanOf(resume, 'Requirements\n- Experience with Go\n- Kafka');
    for (const tone of TONES) {
      const letter = draftCoverLetter({
        resume,
        scan: { ...scan, posting: { ...scan.posting } },
        tone,
      });
      expect(letter.title).toBeUndefined();
      expect(letter.company).toBeUndefined();
      expect(letter.paragraphs.join(' ')).not.toMatch(/untitled|advertised|\[|\{|undefined|null/i);
      expect(letter.greeting).toMatch(/^Dear Hiring (Manager|Team),$/);
    }
  });

  it('never offers a course as proof, and uses "an" before a vowel sound', () => {
    const resume = sampleResume();
    resume.basics.label = 'Engineering Manager';
    resume.work[0]!.highlights = [
      'Completed an advanced Go and Kafka training course',
      ...resume.work[0]!.highlights,
    ];
    // Go stays in the skills list, but "go live" is no Go.
    resume.work[2]!.highlights = ['Helped the team go live with the new importer'];
    const scan = scanOf(resume, 'Engineering Lead\n\nRequirements\n- Experience with Go\n- Kafka');
    const letter = draftCoverLetter({ resume, scan, tone: 'friendly' });
    const text = letter.paragraphs.join(' ');
    expect(text).toContain('opening for an Engineering Lead');
    expect(text).not.toContain('training course');
    // The letter may quote the line, but never as proof of Go: Go keeps its capital and its proof.
    expect(text).not.toMatch(/\bgo\b(?! live)/);
    expect(letter.paragraphs[1]).not.toMatch(/\bgo live\b/);
  });
});

/** The sample CV with more achievements: enough for a full letter in every tone (decision 150). */
function richResume() {
  const resume = sampleResume();
  resume.work[0]!.highlights.push(
    'Reduced cloud costs by 25 percent by moving batch jobs to spot instances',
    'Introduced contract tests that cut failed releases from 12 to 3 a quarter',
  );
  resume.work[1]!.highlights.push(
    'Built a Kafka ingestion pipeline processing 50,000 events a second',
    'Cut dashboard load times from 8 seconds to under 2 seconds',
  );
  resume.work[2]!.highlights.push('Automated nightly data imports for 40 retail clients');
  return resume;
}

/** A CV of one job holding `lines`, and its letter for a plain posting. */
function letterOf(lines: string[], tone: LetterTone = 'formal', current = false) {
  const resume = sampleResume();
  resume.work = [
    {
      name: 'Nordlys Payments',
      position: 'Engineer',
      startDate: '2019-01',
      ...(current ? { current: true } : { endDate: '2023-01' }),
      highlights: lines,
    },
  ];
  resume.projects = [];
  return draftCoverLetter({ resume, scan: scanOf(resume), tone }).paragraphs.join(' ');
}

describe('draftCoverLetter: full letters from a rich CV, honest letters from a thin one', () => {
  // Decision 179: formal and friendly 250–400 words; decision 208: concise, the short voice, 250–320.
  it.each([
    ['formal', 250, 400],
    ['friendly', 250, 400],
    ['concise', 250, 320],
  ] as const)('%s: %i–%i words on a rich CV', (tone, min, max) => {
    const resume = richResume();
    const text = draftCoverLetter({ resume, scan: scanOf(resume), tone }).paragraphs.join(' ');
    expect(words(text)).toBeGreaterThanOrEqual(min);
    expect(words(text)).toBeLessThanOrEqual(max);
  });

  it('makes concise the shortest', () => {
    const resume = richResume();
    const [formal, friendly, concise] = TONES.map((tone) =>
      words(draftCoverLetter({ resume, scan: scanOf(resume), tone }).paragraphs.join(' ')),
    );
    expect(concise).toBeLessThan(formal!);
    expect(concise).toBeLessThan(friendly!);
  });

  it('quotes more of the CV when it has more: the rich CV’s numbers appear', () => {
    const resume = richResume();
    const text = draftCoverLetter({ resume, scan: scanOf(resume), tone: 'formal' }).paragraphs.join(
      ' ',
    );
    expect(text).toContain('cutting invoice errors by 40 percent');
    expect(text).toContain('I built a Kafka ingestion pipeline processing 50,000 events a second');
  });

  it.each(TONES)('%s: stays short rather than padded when the CV holds little', (tone) => {
    const text = letterOf(['Led the migration of the billing platform to Kafka'], tone);
    expect(words(text)).toBeLessThan(200);
    expect(text).toContain('I led the migration of the billing platform to Kafka');
    // No sentence that says nothing: the CV is not pointed at, the letter does not sum itself up.
    expect(text).not.toMatch(
      /my CV (?:sets out|has the details)|details are in my CV|Taken together|All of that is what|That is the experience/i,
    );
  });

  it('writes no empty body paragraph for a CV with nothing to quote', () => {
    const resume = sampleResume();
    resume.work = [];
    resume.projects = [];
    const letter = draftCoverLetter({ resume, scan: scanOf(resume), tone: 'formal' });
    for (const p of letter.paragraphs) expect(p.trim()).not.toBe('');
    expect(letter.paragraphs.length).toBe(3);
    // What the CV does hold still speaks: its skills the job asks for.
    expect(letter.paragraphs.join(' ')).toMatch(/Kafka/);
  });

  it.each(TONES)('%s: names no skill, number, employer or school the CV does not hold', (tone) => {
    const resume = richResume();
    const letter = draftCoverLetter({
      resume,
      scan: scanOf(resume),
      tone,
      company: 'Havn Logistics',
    });
    const text = letter.paragraphs.join(' ');
    const job = ['Senior Platform Engineer', 'Havn Logistics'];
    expect(findUnsupportedSkills(text, resume, [], { ignore: job })).toEqual([]);
    const cv = resumeToText(resume);
    for (const n of text.match(/\d[\d,.]*\d|\d/g) ?? []) expect(cv).toContain(n);
    // Every capitalised name inside a sentence is the CV's, or the job's it quotes.
    const names = text.match(/(?<=[a-z,] )[A-Z][\w-]+(?: [A-Z][\w-]+)*/g) ?? [];
    for (const name of names)
      expect([name, cv.includes(name) || job.some((j) => j.includes(name))]).toEqual([name, true]);
  });
});

describe('draftCoverLetter: CV lines of every shape read as sentences', () => {
  it.each([
    [
      'Extensive knowledge in wiring infrastructure, troubleshooting and fibre termination',
      'I bring extensive knowledge of wiring infrastructure, troubleshooting and fibre termination',
    ],
    [
      'Working knowledge of terminating and splicing copper and fibre cable',
      'I have a working knowledge of terminating and splicing copper and fibre cable',
    ],
    [
      'Over 10 years experience with web design and social media campaigns',
      'I have over 10 years of experience with web design and social media campaigns',
    ],
    [
      'Strong communication and organisation skills across four regional offices',
      'I have strong communication and organisation skills across four regional offices',
    ],
    [
      'Proficient in Excel pivot tables and VBA for monthly reporting',
      'I am proficient in Excel pivot tables and VBA for monthly reporting',
    ],
    [
      'Responsible for the payroll of 300 staff across two sites',
      'I was responsible for the payroll of 300 staff across two sites',
    ],
    [
      'Developer on numerous projects culminating in a technical lead role',
      'I worked as a developer on numerous projects culminating in a technical lead role',
    ],
    [
      'Implementation of frontend functionality for the employee portal',
      'my work included the implementation of frontend functionality for the employee portal',
    ],
    [
      'Successfully delivered level 4 support for IT infrastructure in six regions',
      'I successfully delivered level 4 support for IT infrastructure in six regions',
    ],
    [
      'Promoted to team lead after 6 months in the role',
      'I was promoted to team lead after 6 months in the role',
    ],
    [
      'Cut and prepare meat as needed for recipes in a high volume kitchen',
      'I cut and prepared meat as needed for recipes in a high volume kitchen',
    ],
    [
      'Research integrated into the billing platform, reducing errors by 60%',
      'my research was integrated into the billing platform, reducing errors by 60%',
    ],
  ])('"%s"', (line, clause) => {
    const text = letterOf([line]);
    expect(text).toContain(clause);
    expect(text).not.toMatch(/my work included (?:extensive|working|over|strong|proficient)/i);
  });

  it.each(TONES)('%s: lines of work done do not all say "my work included"', (tone) => {
    const text = letterOf(
      [
        'Implementation of frontend functionality for the employee portal',
        'Development of Kafka consumers for the settlement service',
        'Maintenance of the billing database for 40 merchants',
        'Migration of reporting jobs to Go services',
      ],
      tone,
    );
    expect(text).toContain('the development of Kafka consumers for the settlement service');
    // Which line takes the second frame follows the letter's order (relevance to the job first).
    expect(text).toMatch(
      /I was involved in the (?:maintenance of the billing database|migration of reporting jobs)/,
    );
    expect(text.match(/my work included/g)?.length).toBeLessThanOrEqual(2);
  });

  it('keeps a current job in the present: "I am responsible for …", "I manage …"', () => {
    const text = letterOf(
      ['Responsible for the payroll of 300 staff across two sites', 'Manage four office locations'],
      'formal',
      true,
    );
    expect(text).toContain('I am responsible for the payroll of 300 staff');
    expect(text).toMatch(/I (?:also )?manage four office locations/);
  });

  it('leaves out lines no sentence can be built on: template text, tool lists, headings, passives', () => {
    const text = letterOf([
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do',
      'Docker / Jenkins / Perforce / TeamCity',
      'Lead Software Developer Rest Api and microservices',
      'Used by 30 companies in production',
      'Led the migration of the billing platform to Kafka',
    ]);
    expect(text).not.toMatch(/lorem|Perforce|Lead Software Developer|used by 30/i);
    expect(text).toContain('I led the migration of the billing platform to Kafka');
  });
});

describe('draftCoverLetter: education, certificates and years only from the CV', () => {
  const DEGREE_POSTING = POSTING.replace(
    'Requirements\n',
    "Requirements\n- Bachelor's degree in Computer Science or a related field\n- AWS certification\n",
  );

  it('names the degree when the posting asks for one and the CV holds it', () => {
    const resume = sampleResume();
    const text = draftCoverLetter({
      resume,
      scan: scanOf(resume, DEGREE_POSTING),
      tone: 'formal',
    }).paragraphs.join(' ');
    expect(text).toMatch(
      /I hold an MSc in Computer Science from Aarhus University, (?:in line with the education your posting asks for|as your posting asks)\./,
    );
  });

  it('names the degree when the posting names its subject, without saying it was asked for', () => {
    const resume = sampleResume();
    const posting = POSTING.replace(
      'Nice to have\n',
      'Nice to have\n- A background in computer science\n',
    );
    const text = draftCoverLetter({
      resume,
      scan: scanOf(resume, posting),
      tone: 'formal',
    }).paragraphs.join(' ');
    expect(text).toContain('an MSc in Computer Science from Aarhus University');
    expect(text).not.toMatch(/in line with the education|as your posting asks\./);
  });

  it('draws on the rest of the CV: skills it lists and its own summary, in the first person', () => {
    const resume = sampleResume();
    resume.basics.summary =
      'Backend engineer with payments and data platform experience. Experienced in Docker and continuous delivery for regulated teams.';
    const posting = POSTING.replace(
      'Requirements\n',
      'Requirements\n- Docker\n- Python scripting\n',
    );
    for (const tone of TONES) {
      const text = draftCoverLetter({
        resume,
        scan: scanOf(resume, posting),
        tone,
      }).paragraphs.join(' ');
      // The summary's second sentence, as the candidate would say it.
      expect(text).toContain(
        'I am experienced in Docker and continuous delivery for regulated teams',
      );
      // Python: in the CV's skills list and one of its lines, named with where it was used.
      expect(text).toMatch(/Python/);
      expect(text).not.toMatch(/Terraform|Rust/);
    }
  });

  it('names no degree when the posting asks for none and the letter is full, or the CV holds none', () => {
    // Decision 208: an unasked degree is a spare fact, for a letter its achievements leave short.
    const rich = richResume();
    const unasked = draftCoverLetter({ resume: rich, scan: scanOf(rich), tone: 'formal' });
    expect(unasked.paragraphs.join(' ')).not.toMatch(/MSc|Aarhus University|degree/);
    const resume = sampleResume();
    resume.education = [];
    const none = draftCoverLetter({ resume, scan: scanOf(resume, DEGREE_POSTING), tone: 'formal' });
    expect(none.paragraphs.join(' ')).not.toMatch(/\bhold an?\b|degree|MSc|Bachelor/i);
  });

  it('names a certificate the job asks for only when the CV lists it', () => {
    const resume = sampleResume();
    const withIt = draftCoverLetter({
      resume,
      scan: scanOf(resume, DEGREE_POSTING),
      tone: 'formal',
    });
    expect(withIt.paragraphs.join(' ')).toContain('the AWS Certified Developer credential');
    resume.certificates = [];
    const without = draftCoverLetter({
      resume,
      scan: scanOf(resume, DEGREE_POSTING),
      tone: 'formal',
    });
    expect(without.paragraphs.join(' ')).not.toMatch(/certif|credential/i);
  });

  it('states years of experience only when the CV’s dates give them, never more than they show', () => {
    const resume = sampleResume();
    // 2015–2017, 2017-06 to 2021-02, and the current job to the CV's latest date (2022-05): 6 years 10 months.
    const dated = draftCoverLetter({ resume, scan: scanOf(resume), tone: 'formal' });
    expect(dated.paragraphs[0]).toContain('more than six years of professional experience');
    for (const w of resume.work) {
      delete w.startDate;
      delete w.endDate;
    }
    const undated = draftCoverLetter({ resume, scan: scanOf(resume), tone: 'formal' });
    expect(undated.paragraphs.join(' ')).not.toMatch(/years of/);
  });
});

describe('draftCoverLetter: achievements chosen for what the posting asks', () => {
  const RECEPTION = `Hotel Receptionist
Fjordhotel Bergen

Requirements
- Excellent customer service
- Front desk or reception experience
- Strong IT skills and computer literacy
`;
  const cookResume = () => {
    const resume = sampleResume();
    resume.work = [
      {
        name: 'Brasserie Nord',
        position: 'Sous Chef',
        startDate: '2020-01',
        endDate: '2024-01',
        highlights: [
          'Managed a brigade of 6 cooks and cut food costs by 12% with seasonal menus',
          'Trained 4 apprentices in knife skills and kitchen hygiene',
          // A paragraph bullet: its second sentence is an achievement of its own.
          'Prepared sauces and stocks daily for 200 covers. Greeted regular guests at the pass and took their feedback on every dish',
        ],
      },
      {
        name: 'Harbour Inn',
        position: 'Kitchen Porter',
        startDate: '2017-01',
        endDate: '2019-12',
        highlights: [
          'Cleaned and maintained kitchen equipment to a 5-star hygiene rating',
          'Welcomed and checked in guests at weekends and answered booking calls',
        ],
      },
    ];
    resume.projects = [];
    return resume;
  };

  it.each(TONES)('%s: guest-facing lines open the case over stronger kitchen ones', (tone) => {
    const resume = cookResume();
    const letter = draftCoverLetter({ resume, scan: scanOf(resume, RECEPTION), tone });
    const body = letter.paragraphs.slice(1).join(' ');
    const at = (re: RegExp) => body.search(re);
    // The lead is a guest-facing line; both come before any kitchen line the letter adds.
    expect((letter.paragraphs[1] ?? '').split('. ')[0]).toMatch(/guests/);
    // The paragraph bullet's second sentence is quoted on its own.
    for (const guests of [/checked in guests/, /greeted regular guests at the pass/i])
      for (const kitchen of [/brigade/, /apprentices/, /sauces/, /kitchen equipment/])
        if (at(kitchen) >= 0)
          expect([guests, at(guests) >= 0 && at(guests) < at(kitchen)]).toEqual([guests, true]);
    expect(at(/greeted regular guests at the pass/i)).toBeGreaterThan(0);
  });
});

describe('draftCoverLetter: no sentence ends like an earlier one', () => {
  it.each(TONES)('%s: six lines each showing a skill the posting mentions', (tone) => {
    const resume = sampleResume();
    resume.work = [
      {
        name: 'Nordlys Payments',
        position: 'Staff Engineer',
        startDate: '2019-01',
        current: true,
        highlights: [
          'Moved the settlement jobs to Kubernetes across three regions',
          'Rebuilt the ledger service in Rust for the card team',
          'Introduced Terraform for every environment of the platform',
          'Tuned the Redis caches in front of the pricing service',
          'Wrote the Grafana dashboards the on-call team reads first',
          'Ran the Elasticsearch cluster behind the order search',
          'Planned the office move to the new building',
        ],
      },
    ];
    resume.projects = [];
    const posting = `Platform Engineer
Havn Logistics

We are looking for a Platform Engineer to run our shipment platform.

Requirements
- Experience with Go and PostgreSQL

Nice to have
- Kubernetes
- Rust
- Terraform
- Redis
- Grafana
- Elasticsearch
`;
    const letter = draftCoverLetter({ resume, scan: scanOf(resume, posting), tone });
    const ends = sentencesIn(letter.paragraphs.join(' ')).map((s) =>
      s
        .toLowerCase()
        .replace(/[.!?”]+$/, '')
        .split(/\s+/)
        .slice(-4)
        .join(' '),
    );
    expect(ends.filter((e, i) => ends.indexOf(e) !== i)).toEqual([]);
  });
});
