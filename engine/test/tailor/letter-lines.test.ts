// Decision 208: a letter never quotes a CV line its parse mangled, frames a line once, and a letter
// its achievements leave short draws on the CV's other real facts.
import { describe, expect, it } from 'vitest';
import { LETTER_TONES, type LetterTone } from '../../src/render/index.ts';
import type { Resume } from '../../src/resume.ts';
import { draftCoverLetter } from '../../src/tailor/index.ts';
import { sampleResume } from '../render/sample-resume.ts';
import { POSTING, scanOf } from './sample-scan.ts';

const TONES = LETTER_TONES.map((t) => t.id);
const GOOD = 'Led the migration of the billing platform to Kafka';
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A CV of one job holding `lines` (changed by `edit`), and its letter's body for the sample posting. */
function letterOf(
  lines: string[],
  tone: LetterTone = 'formal',
  edit: (r: Resume) => void = () => {},
  posting = POSTING,
) {
  const resume = sampleResume();
  resume.work = [
    {
      name: 'Nordlys Payments',
      position: 'Engineer',
      startDate: '2019-01',
      endDate: '2023-01',
      highlights: lines,
    },
  ];
  resume.projects = [];
  edit(resume);
  return draftCoverLetter({ resume, scan: scanOf(resume, posting), tone }).paragraphs.join(' ');
}

describe('letters leave out CV lines a parse mangled', () => {
  it.each([
    // A past action joined by "and" to a word that is no verb: two lines run together.
    ['Supported and customer service for 8 tenant commands at the base', /customer service for 8/],
    // A base form joined to a quantity: "I posted and more government services".
    ['Post and more government services for the tax office', /government services/],
    // A word a PDF split ("d egree").
    ['Researched the thesis for my second d egree in payments', /d egree|thesis/],
    // A noun phrase read as an action: "I designed and development of …".
    [
      'Design and development of Java applications with Spring for three banks in Oslo',
      /designed and development/,
    ],
    // A first-person line with no verb of its own: two columns' words run together.
    [
      'As a part of my work as a Network Integration Automation of monitoring in ISP network with Python',
      /Network Integration Automation/,
    ],
    // A capital the PDF split from the rest of its word ("W orking").
    [
      'W orking on a new version of the real estate portal with interactive maps',
      /orking|estate portal/,
    ],
    // A sentence's own connective inside another: two lines joined.
    ['Worked on the billing platform in Oslo, However, the team moved to Kafka', /However/],
    // A section heading glued into a line.
    [
      'Developed workflow tools for labs. LANGUAGES Make stable instrument simulation',
      /LANGUAGES|simulation/i,
    ],
    // A line about the CV itself.
    [
      'Full story about my development experience is highlighted in a separate section',
      /Full story|separate section/i,
    ],
    // Text garbled by a wrong encoding.
    ['Developed ongoing business Â supplier relationships on a daily basis', /supplier/],
    // Lines cut off at their end.
    ['Created 4 new DevOps pipelines to deliver Infrastructure as', /DevOps pipelines/],
    ['Added new features to the government web service -', /government web service/],
    ['Built a pixel perfect implementation of complex UI using', /pixel perfect/],
    // A number the parse lost.
    ['Motivated engineer offering over years experience in payments', /over years/],
    // A name as the subject, not an action: "I pied Piper is …".
    [
      'Pied Piper is a multi-platform technology based on a compression algorithm',
      /pied Piper|Pied Piper is/,
    ],
    // "-er" nouns that are no role: "I worked as a transfer of …".
    ['Transfer of old data structures to asynchronous message queues', /as a transfer/i],
    // An object that leans on the sentence before: what "it" is, the letter would not say.
    [
      'Designed a churn model for the sales team. Successfully implemented it with statistical tests',
      /implemented it/,
    ],
    // An anonymiser's word where the figure stood.
    ['Reduced food costs by number percent by using seasonal ingredients', /food costs/],
    // A sentence that stops short of what it says.
    [
      'As a front desk associate my duties and responsibilities were included but not',
      /front desk associate/,
    ],
    // The next sentence started in lower case: neither it nor its tail joins the first.
    ['Cut steaks and roast for the restaurant. prepared seafood every day', /prepared seafood/],
    // A participle before its "I": another column's line run into this one ("… that solving …,
    // I am able to …").
    [
      'Solving customers issues in ticket system engineer, I am able to design Network on all stages',
      /ticket system|design Network/,
    ],
  ])('"%s"', (line, absent) => {
    const text = letterOf([GOOD, line]);
    expect(text).toContain('I led the migration of the billing platform to Kafka');
    expect(text).not.toMatch(absent);
  });

  it.each(TONES)('%s: says nothing done to a project as done to the person', (tone) => {
    const text = letterOf([GOOD], tone, (r) => {
      r.projects = [
        {
          name: 'Tessel',
          highlights: [
            'Featured in the Kafka ecosystem tools page, 4,200+ GitHub stars',
            'Deployed to 40 payment teams across three banks',
            'Built a Kafka consumer library with exactly-once delivery for payment events',
          ],
        },
      ];
    });
    expect(text).toMatch(/built a Kafka consumer library/);
    expect(text).not.toMatch(/I (?:was|am) (?:featured|deployed)/);
  });

  it.each([
    [
      'Was supporting the legacy Kafka code and implementing new features',
      /I was (?:also )?supporting the legacy Kafka code/,
    ],
    [
      'Was involved in the Kafka migration of the ledger for two banks',
      /I was (?:also )?involved in the Kafka migration/,
    ],
    [
      'Increased by 10 times the speed of the Kafka consumers by rewriting them in Go',
      /I (?:also )?increased by 10 times the speed of the Kafka consumers/,
    ],
  ])('reads "%s" in the first person', (line, clause) => {
    for (const tone of TONES) {
      const text = letterOf([GOOD, line], tone);
      expect(text, tone).toMatch(clause);
      expect(text, tone).not.toMatch(/\bmy (?:was|were)\b/i);
    }
  });

  it('says nothing of a line in a passive form it cannot give a subject: "Was awarded for …"', () => {
    const text = letterOf([GOOD, 'Was awarded for the Kafka migration of the ledger']);
    expect(text).not.toMatch(/\bmy (?:was|were)\b/i);
  });

  it('keeps an action after a participle: "Working with the CFO, I cut …"', () => {
    const text = letterOf([
      GOOD,
      'Working closely with the CFO, I cut the monthly close from ten days to four',
    ]);
    expect(text).toContain('I cut the monthly close from ten days to four');
  });

  it.each([
    ['Process management of four teams: work planning, risk management and mentoring', 'process'],
    ['Project management for the card platform migration across three banks in Oslo', 'project'],
  ])('a field of work named first is no action: "%s"', (line, field) => {
    for (const tone of TONES) {
      const text = letterOf([GOOD, line], tone);
      expect(text, tone).toContain(`${field} management`);
      expect(text, tone).not.toMatch(new RegExp(`I ${field} management`, 'i'));
    }
  });

  it('a capitalised title inside a line is no second bullet: the line is quoted whole', () => {
    const text = letterOf([
      'In my position as Chief, Vendor Pay Reports and Recon Branch, I exercised supervision over 22 employees',
      'Worked with teammates from the Procure to Pay, Orders to Cash, and Budget to Report areas to resolve daily challenges',
    ]);
    expect(text).toContain(
      'n my position as Chief, Vendor Pay Reports and Recon Branch, I exercised supervision over 22 employees',
    );
    expect(text).toContain('Procure to Pay, Orders to Cash, and Budget to Report areas');
    expect(text).not.toMatch(/I reported|I ordered/);
    // Nothing before the capitalised word has a verb: no bullet ends there.
    expect(
      letterOf([
        'In my position as head of the billing office Reports, I exercised supervision over 22 employees',
      ]),
    ).toContain('head of the billing office Reports, I exercised supervision over 22 employees');
  });

  it('reads a labelled line whole, without the next part’s label glued to its end', () => {
    // Beside a whole line: a fragment is quoted only when a CV has nothing better.
    const text = letterOf([
      GOOD,
      'Responsibilities: development of the settlement platform for card payments, managing the team of 3-7 people Results:',
    ]);
    expect(text).toContain(
      'development of the settlement platform for card payments, managing the team of 3-7 people.',
    );
    expect(text).not.toMatch(/Results/);
  });

  it('an abbreviation’s full stop ends no sentence; a lower-case sentence after a stop is left out', () => {
    const text = letterOf([
      GOOD,
      'Reconciled accounts for 40 clients incl. payroll and pensions at the head office',
      'Prepared monthly reports for the board of the bank. cashier when not needed',
    ]);
    expect(text).toContain('incl. payroll and pensions at the head office');
    expect(text).toContain('prepared monthly reports for the board of the bank');
    expect(text).not.toMatch(/cashier/);
  });

  it('a base form after a capitalised word is part of a name, not a second bullet', () => {
    const text = letterOf([
      'Built the tracking platform for Rospatent, Russian Post and more government services',
    ]);
    expect(text).toContain('Russian Post and more government services');
  });

  it('bullets run together after a name in capitals or an adverb still part at the second verb', () => {
    const text = letterOf([
      'Developed the server side of web applications using PHP, MySQL Wrote new application components in Laravel',
      'Built an algorithm for artists to detect copyright infringement Successfully won Techcrunch Disrupt',
    ]);
    expect(text).toContain('developed the server side of web applications using PHP, MySQL');
    expect(text).not.toMatch(/MySQL Wrote|MySQL wrote|infringement Successfully/);
  });

  it('drops a tool glued on after a semicolon, and reads "&" lists in one tense', () => {
    const text = letterOf([
      'Led the analyst team and expanded it from 2 to 27 members; SQL',
      'Measured & Recorded vitals for 20 patients a day',
    ]);
    expect(text).toMatch(/from 2 to 27 members[,.]/);
    expect(text).not.toContain('; SQL');
    expect(text).toContain('measured & recorded vitals for 20 patients a day');
  });

  it('pairs no line that already chains ", and …" with another', () => {
    const text = letterOf([
      GOOD,
      'Designed PostgreSQL schemas for 2 billion events a month',
      'Cleaned and sterilized equipment, and performed light front office duties',
      'Checked patient information with portable computers',
    ]);
    expect(text).toContain('performed light front office duties.');
    expect(text).not.toMatch(/front office duties, and checked/);
  });

  it('says "I was awarded …", not "I awarded …"', () => {
    expect(letterOf([GOOD, 'Awarded Engineer of the Year for the settlement rewrite'])).toMatch(
      /I was (?:also )?awarded Engineer of the Year/,
    );
  });

  it.each(TONES)('%s: says "I am passionate about …", never "I passionate about …"', (tone) => {
    const text = letterOf([GOOD, 'Passionate about Kafka and event sourcing at scale'], tone);
    expect(text).not.toMatch(/\bI (?:also )?passionate\b/i);
    expect(text).toMatch(/I am (?:also )?passionate about Kafka/);
  });

  it.each(TONES)('%s: leaves out what the person wants next, an objective’s words', (tone) => {
    const text = letterOf(
      [
        GOOD,
        'Excited to contribute expertise in Go and Kafka to drive innovation',
        'Seeking a challenging position in a Kafka platform team',
        'Looking to leverage my Go skills in a fast-paced team',
      ],
      tone,
    );
    expect(text).toMatch(/migration of the billing platform/);
    expect(text).not.toMatch(/excited|seeking|looking to|leverage/i);
  });

  it.each(TONES)('%s: makes no "my database was based on …" of what a thing is made of', (tone) => {
    const text = letterOf([GOOD, 'Database based on PostgreSQL with Kafka consumers.'], tone);
    expect(text).not.toMatch(/my database was based/i);
  });

  it.each(TONES)('%s: says "I was required to …", never "I required to …"', (tone) => {
    const text = letterOf(
      [
        GOOD,
        'Required to apply a comprehensive knowledge of Kafka consumer groups to settle cards',
      ],
      tone,
    );
    expect(text).toMatch(/I was (?:also )?required to apply/);
    expect(text).not.toMatch(/\bI (?:also )?required\b/);
  });

  it.each(TONES)('%s: calls no duty an achievement or a thing to be proud of', (tone) => {
    const text = letterOf(
      [
        'Responsible for the Kafka consumers of the card settlement platform',
        'Required to apply a comprehensive knowledge of Go to the settlement batch jobs',
        'Maintaining of PostgreSQL databases of card payments and settlements',
      ],
      tone,
    );
    expect(text).toMatch(/I was (?:also )?responsible for the Kafka consumers/);
    expect(text).not.toMatch(/achievement|proud/i);
  });

  it.each(TONES)('%s: calls work done with no result named no achievement', (tone) => {
    const text = letterOf(
      [
        'Documented Kafka consumer changes with the settlement team and provided team education',
        'Monitored the Go services of the card settlement platform during nights',
      ],
      tone,
    );
    expect(text).toMatch(/documented Kafka consumer changes/);
    expect(text).not.toMatch(/achievement|proud/i);
  });

  it('still calls a line with a measured result an achievement', () => {
    const text = letterOf(
      ['Cut Kafka consumer lag by 40% on the card settlement platform', GOOD],
      'friendly',
    );
    expect(text).toMatch(/proud of[^.]*cut Kafka consumer lag by 40%/);
  });

  it.each(TONES)(
    '%s: reads "I was required to …" in the CV’s own first person as a duty',
    (tone) => {
      const text = letterOf(
        [
          'I was required to apply a working knowledge of Kafka to card settlement',
          'I was responsible for the Go services of the card settlement platform',
        ],
        tone,
      );
      expect(text).toMatch(/required to apply a working knowledge of Kafka/);
      expect(text).not.toMatch(/achievement|proud/i);
    },
  );

  it.each(TONES)('%s: gives a CV’s shorthand the article its object needs, and no more', (tone) => {
    const text = letterOf(
      [
        'Implemented novel event sourcing framework for Kafka consumers',
        'Scaled platform team from 3 to 12 engineers on Go services',
        'Managed Kubernetes infrastructure on three regions with Go tooling',
        'Collaborated with a platform team to move card settlement onto Kafka',
      ],
      tone,
    );
    expect(text).not.toMatch(/collaborated (?:the|a|an) with/);
    expect(text).toMatch(/implemented a novel event sourcing framework for Kafka consumers/);
    expect(text).toMatch(/scaled the platform team from 3 to 12 engineers/);
    // A capitalised name, a mass noun: as the CV writes them.
    expect(text).toMatch(/managed Kubernetes infrastructure/);
    expect(text).not.toMatch(/\b(?:a|an|the) (?:a|an|the)\b/);
  });

  it('splits a measured result off even when the object before it gained an article', () => {
    const text = letterOf(
      [GOOD, 'Designed sparse attention mechanism reducing Kafka memory footprint by 42%'],
      'concise',
    );
    expect(text).toMatch(
      /designed a sparse attention mechanism\. (?:That|It|This) reduced Kafka memory footprint by 42%/,
    );
  });

  it.each([
    [
      'Alice is a sensible engineer from a wealthy family who finds herself in a strange world.',
      false,
    ],
    ['Backend engineer who is passionate about payments and data platforms at scale.', true],
  ] as const)(
    'speaks in the summary’s words only when they describe the person: %s',
    (summary, own) => {
      const text = letterOf([GOOD], 'formal', (r) => {
        r.basics.summary = summary;
      });
      expect(text).not.toMatch(/(?:I am|myself as) an? alice/i);
      if (own) expect(text).toMatch(/(?:I am|myself as) a backend engineer who is passionate/i);
    },
  );

  it.each([
    [
      '2017-01',
      '2022-09',
      /more than five years of experience behind me, more than the five you're asking for/,
    ],
    ['2010-01', '2022-01', /comfortably past the five you're asking for/],
  ] as const)('says "comfortably past" only with years to spare (%s to %s)', (start, end, said) => {
    const text = letterOf([GOOD], 'friendly', (r) => {
      r.work[0]!.startDate = start;
      r.work[0]!.endDate = end;
    });
    expect(text).toMatch(said);
  });

  it.each([
    [
      'In my position as Staff Engineer I was responsible for the payroll service of 300 merchants',
      'n my position as Staff',
    ],
    [
      'In terms of the graduate programme I built a payroll service for 300 merchants',
      'n terms of the graduate',
    ],
    [
      'As part of the platform team I built a payroll service for 300 merchants in Oslo',
      's part of the platform',
    ],
  ])('frames a line that frames itself once: "%s"', (line, opening) => {
    for (const tone of TONES) {
      const text = letterOf([GOOD, line], tone);
      // Its sentence opens with it, or with a link ("Beyond that, …"), never with a second frame.
      expect(text, tone).toMatch(
        new RegExp(
          `(?:^|\\. )(?:(?:Beyond that|Alongside this|Alongside my work|Just as important|On top of that|Plus), )?[IiAa]${opening}`,
        ),
      );
    }
  });
});

describe('letters name no name a parse mangled', () => {
  const withJobs = (jobs: { name: string; position: string }[]) => (r: Resume) => {
    r.work.push(
      ...jobs.map((j) => ({ ...j, startDate: '2015-01', endDate: '2018-12', highlights: [] })),
    );
  };

  it.each([
    [{ name: 'Worked with GitFlow', position: 'Web Developer' }, /Worked with GitFlow/],
    [{ name: 'Page 2 of 3', position: 'Web Developer' }, /Page 2/],
    [
      { name: 'JavaScript (ES6), HTML, CSS, Node.js, plus', position: 'Web Developer' },
      /HTML, CSS/,
    ],
    [{ name: 'Kobber Labs', position: 'SCSS, Bootstrap 4' }, /SCSS|Bootstrap/],
    [{ name: 'Subaru Russia -> IVECO Russia', position: 'Sales Director' }, /->|IVECO/],
  ])('%o', (job, absent) => {
    const text = letterOf([GOOD], 'formal', withJobs([job]));
    expect(text).not.toMatch(absent);
  });

  it('keeps a title that is one skill’s name', () => {
    const text = letterOf([GOOD], 'formal', (r) => {
      r.work[0]!.position = 'Certified Public Accountant';
      r.work[0]!.current = true;
      delete r.work[0]!.endDate;
    });
    expect(text).toContain('a Certified Public Accountant at Nordlys Payments');
  });

  it.each([
    ['formal', 'Currently, I work at Nordlys Payments'],
    ['friendly', 'Right now I work at Nordlys Payments'],
    ['concise', 'I work at Nordlys Payments'],
  ] as const)('%s: a current job without a usable title is still current', (tone, says) => {
    const text = letterOf([GOOD], tone, (r) => {
      r.work[0]!.position = 'SCSS, Bootstrap 4';
      delete r.basics.label;
      r.work[0]!.current = true;
      delete r.work[0]!.endDate;
    });
    expect(text).toContain(says);
    expect(text).not.toContain('Most recently');
  });

  it('claims no degree the CV says was not finished, nor one from a school whose name was cut', () => {
    const asked = POSTING.replace('Requirements\n', "Requirements\n- Bachelor's degree\n");
    for (const institution of [
      'Attended Husson College',
      'Moscow National Research University of Higher School of',
    ]) {
      const text = letterOf(
        [GOOD],
        'formal',
        (r) => {
          r.education = [{ institution, studyType: 'Bachelors degree', area: 'Accounting' }];
        },
        asked,
      );
      expect(text).not.toMatch(/Bachelor|Husson|Higher School/);
    }
    const toward = letterOf(
      [GOOD],
      'formal',
      (r) => {
        r.education = [
          {
            institution: 'Husson College',
            studyType: 'Bachelors degree',
            area: 'Accounting, 78 semester hours toward',
          },
        ];
      },
      asked,
    );
    expect(toward).not.toMatch(/Bachelor/);
  });

  it.each(TONES)(
    '%s: calls no course a certification, nor a run-on clause a certificate',
    (tone) => {
      const text = letterOf([GOOD], tone, (r) => {
        r.certificates = [
          { name: 'Special program for adaptation of Kafka developers' },
          { name: 'Experienced according to Israel IT Kafka technologies' },
          { name: 'Professional' },
          { name: 'Confluent Certified Developer for Apache Kafka' },
        ];
      });
      expect(text).not.toMatch(/Special program|Experienced according|the Professional/);
      expect(text).toContain('Confluent Certified Developer for Apache Kafka');
    },
  );

  it('names no certificate with a heading glued to it', () => {
    const text = letterOf([GOOD], 'formal', (r) => {
      r.certificates = [{ name: 'Kafka Developer ABOUT ME' }];
    });
    expect(text).not.toContain('ABOUT ME');
  });
});

describe('a letter its achievements leave short draws on the CV’s other real facts', () => {
  const thin = (r: Resume) => {
    r.basics.summary =
      'Backend engineer with payments and data platform experience. Proven track record of clear written design documents shared across four product teams.';
    r.certificates = [{ name: 'Certified Scrum Master' }];
  };

  it.each(TONES)('%s: the summary’s other sentence, the unasked degree, a certificate', (tone) => {
    const text = letterOf([GOOD], tone, thin);
    expect(text).toMatch(
      /track record of clear written design documents shared across four product teams/i,
    );
    expect(text).toContain('MSc in Computer Science from Aarhus University');
    expect(text).toContain('Certified Scrum Master');
    // Facts, not the posting's wishes: the unasked degree is not said to meet them.
    expect(text).not.toMatch(/Aarhus University, (?:as your posting asks|in line with)/);
    expect(words(text)).toBeLessThan(250);
  });

  it('adds no summary sentence that answers nothing the posting asks', () => {
    const text = letterOf([GOOD], 'formal', (r) => {
      r.basics.summary =
        'Backend engineer with payments and data platform experience. Focused on high standards for taste and quality in every dish.';
    });
    expect(text).not.toMatch(/taste and quality/);
  });
});
