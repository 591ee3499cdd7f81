import { describe, expect, it } from 'vitest';
import { analyzePosting } from '../../src/posting/index.ts';
import type { BlockKind, Posting } from '../../src/posting/index.ts';

// Our own postings, written for these tests: each block kind by its heading and by its own words.

const POSTING = `Senior Data Engineer
Leeds, West Yorkshire
£55,000 - £65,000, Permanent

About Northwind Analytics
Northwind Analytics is a leading provider of freight data to retailers. Our customers include Marriott and Contoso.

The Role
This role sits in the pricing team.

What you'll do
- Build batch and streaming pipelines with Apache Kafka and Python.
- Run resuscitation training for ward staff.

Requirements
- 5+ years of experience with SQL and Python.
- Knowledge of psychodynamic theory is essential.

Nice to have
- Terraform.

What we offer
- Private health insurance, 25 days of annual leave and yoga classes.
- Commuter benefits and a relocation package.

Equal opportunity
Northwind Analytics is an equal opportunity employer. We consider applicants without regard to citizenship status or disability.

How to apply
Send your CV to jobs@northwind.example by 30 June. For further details contact Dana Smith, Head of Data.`;

const blockOf = (p: Posting, start: string): BlockKind | undefined =>
  p.sentences.find((s) => s.text.startsWith(start))?.block;

describe('posting blocks', () => {
  const p = analyzePosting(POSTING);

  it.each([
    ['Senior Data Engineer', 'header'],
    ['Leeds, West Yorkshire', 'header'],
    ['Northwind Analytics is a leading provider', 'about'],
    ['Our customers include', 'about'],
    ['This role sits in the pricing team', 'summary'],
    ['- Build batch and streaming', 'responsibilities'],
    ['- 5+ years of experience', 'requirements'],
    ['- Terraform', 'preferred'],
    ['- Private health insurance', 'benefits'],
    ['- Commuter benefits', 'benefits'],
    ['Northwind Analytics is an equal opportunity employer', 'legal'],
    ['We consider applicants without regard', 'legal'],
    ['Send your CV', 'apply'],
    ['For further details contact', 'apply'],
  ])('"%s…" is in a %s block', (start, kind) => {
    expect(blockOf(p, start)).toBe(kind);
  });

  it('lists the blocks in order with their headings and offsets', () => {
    expect(p.blocks.map((b) => b.kind)).toEqual([
      'header',
      'about',
      'summary',
      'responsibilities',
      'requirements',
      'preferred',
      'benefits',
      'legal',
      'apply',
    ]);
    const requirements = p.blocks.find((b) => b.kind === 'requirements');
    expect(requirements?.heading).toBe('Requirements');
    expect(p.text.slice(requirements?.start, requirements?.end)).toMatch(
      /^Requirements\n- 5\+ years[\s\S]*essential\.$/,
    );
  });

  it('moves a legal sentence under a requirements heading to the legal block', () => {
    const q = analyzePosting(
      'Requirements\n- Python and SQL.\n- We are an equal opportunity employer and do not discriminate on the basis of national origin.',
    );
    expect(q.sentences.map((s) => s.block)).toEqual(['requirements', 'requirements', 'legal']);
  });

  it('moves what the job pays out of the requirements, wherever it stands', () => {
    const text = [
      'Platform Engineer',
      'Minimum qualifications',
      '- 5 years of experience with Kubernetes and Terraform.',
      'Platform Engineering IC4 - The typical base pay range for this role across the U.S. is USD $117,200 - $229,200.',
      'Your recruiter can share more about the salary range for your preferred location during the hiring process.',
      'Please note that the compensation details listed in US role postings reflect the base salary only.',
      'Preferred qualifications',
      'Individual pay is determined by work location and job-related skills such as Helm.',
      '- Knowledge of FMLA and other relevant leave laws.',
    ].join('\n');
    const p = analyzePosting(text);
    expect(blockOf(p, '- 5 years')).toBe('requirements');
    // An HR post's requirement that names the law stays one.
    expect(blockOf(p, '- Knowledge of FMLA')).toBe('preferred');
    for (const start of [
      'Platform Engineering IC4',
      'Your recruiter',
      'Please note',
      'Individual pay',
    ])
      expect(blockOf(p, start), start).toBe('benefits');
    const names = p.skills.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Kubernetes', 'Terraform']));
    expect(names.filter((n) => /IC4|postings|Helm/i.test(n))).toEqual([]);
  });

  it('keeps a sentence that asks for a skill in its own words out of an employer block', () => {
    const q = analyzePosting('Benefits\n- Pension scheme.\n- Experience with Kubernetes.');
    expect(q.sentences.map((s) => s.block)).toEqual(['benefits', 'benefits', 'requirements']);
  });

  it('does not take a capitalised word before a colon in running text for a heading', () => {
    const q = analyzePosting(
      'Who we are looking for\nYou will work with the Trust: advising on contracting and procurement regulations.',
    );
    expect(q.sentences.filter((s) => s.isHeading).map((s) => s.text)).toEqual([
      'Who we are looking for',
    ]);
    expect(q.sentences.every((s) => s.block === 'requirements')).toBe(true);
  });
});

describe('keywords come only from what the job asks', () => {
  const p = analyzePosting(POSTING);
  const names = p.skills.map((s) => s.name.toLowerCase());

  it('reads skills from duties and requirements', () => {
    expect(names).toEqual(expect.arrayContaining(['apache kafka', 'python', 'sql', 'terraform']));
  });

  it('reads a profession’s own terms as noun phrases', () => {
    expect(names).toEqual(
      expect.arrayContaining(['resuscitation training', 'psychodynamic theory']),
    );
  });

  it('never lists the employer, its customers, perks, legal terms or contacts', () => {
    for (const noise of [
      'northwind',
      'marriott',
      'contoso',
      'yoga',
      'health insurance',
      'citizenship',
      'disability',
      'head of data',
    ])
      expect(names.some((n) => n.includes(noise))).toBe(false);
  });

  it('tags skills by their block: required, then preferred', () => {
    const skill = (name: string) => p.skills.find((s) => s.name.toLowerCase() === name);
    expect(skill('sql')?.required).toBe(true);
    expect(skill('terraform')?.preferred).toBe(true);
  });

  it('drops an abbreviation the posting defines for an organisation', () => {
    const q = analyzePosting(
      'Requirements\n- Experience with SQL and with the Northern Care Partnership (NCP) referral pathways.\n- NCP experience is useful.',
    );
    expect(q.skills.map((s) => s.name)).not.toContain('NCP');
  });
});

describe('reading structure in general', () => {
  it('keeps a paragraph that opens with the employer introducing itself out of the keywords', () => {
    const q = analyzePosting(
      'Requirements\n- Python and SQL.\n\nGet to know Fabrikam\nFabrikam is the world’s leading marketing platform. Fabrikam makes it easy to run email campaigns for Contoso, Litware and Tailspin with analytics.\n\nYou will need experience with Airflow.',
    );
    const names = q.skills.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Python', 'SQL', 'Apache Airflow']));
    for (const noise of ['Contoso', 'Litware', 'Tailspin', 'Analytics'])
      expect(names).not.toContain(noise);
  });

  it('lets an unknown sub-heading go on with the duties or requirements it sits in', () => {
    const q = analyzePosting(
      'What you will be doing:\nLeadership:\nMentor the support team.\nSupport:\nResolve escalations on assay design.',
    );
    expect(q.sentences.map((s) => s.block)).toEqual(Array(5).fill('responsibilities'));
  });

  it('reads the items of a list that names a known skill as skills', () => {
    const q = analyzePosting(
      'Responsibilities\nThe post holder will provide supervision, mentoring, tutoring and lecturing as required.',
    );
    expect(q.skills.map((s) => s.name.toLowerCase())).toEqual(
      expect.arrayContaining(['supervision', 'mentoring', 'tutoring', 'lecturing']),
    );
  });

  it('never takes the employer’s initials or a page break for anything', () => {
    const q = analyzePosting(
      'Receptionist\nCompany: Riverside Medical Partnership\nRequirements\n- Good IT skills and experience with EMIS at RMP surgeries.\f\nBenefits\n- Pension and Sign language classes.',
    );
    const names = q.skills.map((s) => s.name);
    expect(names).not.toContain('RMP');
    expect(names.some((n) => /sign language/i.test(n))).toBe(false);
    expect(q.sentences.find((s) => s.text === 'Benefits')?.isHeading).toBe(true);
  });

  it('reads nothing from an admin-fee sentence, the Rehabilitation of Offenders Act or pre-employment checks', () => {
    const q = analyzePosting(
      'Staff Nurse\nRequirements\n- NMC registration and experience in acute medicine.\nPlease note an administration fee applies to the DBS check. This post is exempt from the Rehabilitation of Offenders Act 1974. We will take up references before you start.',
    );
    const names = q.skills.map((s) => s.name.toLowerCase());
    for (const noise of ['administration', 'rehabilitation', 'dbs', 'recruitment'])
      expect(names.some((n) => n.includes(noise))).toBe(false);
    expect(names).toContain('acute medicine');
  });
});

describe('duties and the title', () => {
  it('reads duties under no heading as duties', () => {
    const q = analyzePosting(
      'Laboratory Scientist\n\nMaintains analysers and troubleshoots faults.\nEvaluates results and quality control data.\n- Supports point of care testing across wards.',
    );
    expect(q.sentences.slice(1).map((s) => s.block)).toEqual(Array(3).fill('responsibilities'));
  });

  it('takes the specialism the title names as a required keyword', () => {
    const q = analyzePosting(
      'Consultant in Respiratory Medicine\n\nThe Trust is seeking to appoint a consultant to join its team.',
    );
    const skill = q.skills.find((s) => s.name === 'respiratory medicine');
    expect(skill?.required).toBe(true);
  });
});

describe('a nursing post, as a recruiter reads it', () => {
  it('lists acute medicine and patient flow, and nothing from the accommodation or ROA lines', () => {
    const q = analyzePosting(
      'Staff Nurse\nRequirements\n- Experience in acute medicine and managing patient flow across the wards.\n- Understanding of patient flow and discharge planning.\nWe provide British Sign Language interpreters and other reasonable adjustments at interview.\nThis post is subject to the Rehabilitation of Offenders Act (ROA) 1974.',
    );
    expect(q.skills.map((s) => [s.name, s.mentions, s.required])).toEqual([
      ['nursing', 1, true],
      ['acute medicine', 1, true],
      ['patient flow', 2, true],
      ['Discharge planning', 1, true],
    ]);
  });
});

describe('teams of the employer', () => {
  it('does not take a team or department named in capitals for a skill', () => {
    const q = analyzePosting(
      'Responsibilities\n- Collaborate with other teams (e.g., Partner Success, Data Science) to improve data quality.\n- Report to the Machine Learning team lead.\nRequirements\n- Experience with machine learning and Python.',
    );
    const names = q.skills.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Data quality', 'Machine learning', 'Python']));
    expect(names).not.toContain('Data science');
    expect(q.skills.find((s) => s.name === 'Machine learning')?.mentions).toBe(1);
  });
});

describe('hostile input', () => {
  it('reads a 100 KB word without a space in linear time (a quadratic pattern would time out)', () => {
    const p = analyzePosting(`Requirements\n${'x'.repeat(100_000)}@example.com`);
    expect(p.blocks.map((b) => b.kind)).toEqual(['requirements', 'apply']);
  });
});

describe('short requirement lines', () => {
  it('reads "Strong … skills" and "… are necessary" lines as requirements, not headings', () => {
    const p = analyzePosting(
      [
        'Lab Technician',
        'Duties include sample preparation and recording results in the LIMS.',
        'Strong spreadsheet skills are necessary',
        'Excellent phlebotomy skills',
        'Experience with centrifuges',
        '',
        'Good to have',
        '- HPLC',
      ].join('\n'),
    );
    const line = (start: string) => p.sentences.find((s) => s.text.startsWith(start));
    expect(line('Strong spreadsheet')?.isHeading).toBeFalsy();
    expect(line('Excellent phlebotomy')?.isHeading).toBeFalsy();
    expect(line('Experience with centrifuges')?.isHeading).toBeFalsy();
    expect(line('Good to have')?.isHeading).toBe(true);
    expect(p.skills.find((s) => s.name === 'Spreadsheets')?.required).toBe(true);
    expect(p.skills.map((s) => s.name)).toContain('Phlebotomy');
  });
});

describe('a duty that speaks of opportunities', () => {
  it('keeps "product development opportunities" a duty, and "development opportunities" a benefit', () => {
    const p = analyzePosting(
      [
        'Food Technologist',
        'Responsibilities',
        '- Identify and evaluate new product development opportunities with retailers.',
        'What we offer',
        '- Development opportunities and a generous pension.',
      ].join('\n'),
    );
    const block = (start: string) => p.sentences.find((s) => s.text.startsWith(start))?.block;
    expect(block('- Identify')).toBe('responsibilities');
    expect(block('- Development opportunities')).toBe('benefits');
  });
});

describe('a bare list of technologies', () => {
  it('reads a line of tools as skills under a contact heading, and leaves a list of perks alone', () => {
    const p = analyzePosting(
      [
        'Senior Python Engineer',
        'Please contact',
        'Jane Roe',
        'jane.roe@example.com',
        'Three years developing with Python.',
        'Experience working with the following technologies is ideal',
        'APIs, MySQL, React, Azure, C#',
        'Benefits',
        '- Health, dental, and vision insurance',
      ].join('\n'),
    );
    const names = p.skills.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['MySQL', 'React', 'Microsoft Azure', 'C#']));
    const block = (start: string) => p.sentences.find((s) => s.text.startsWith(start))?.block;
    expect(block('APIs, MySQL')).toBe('requirements');
    expect(block('- Health, dental')).toBe('benefits');
  });

  it('reads the stack an employer says it works with as the job’s tools', () => {
    const p = analyzePosting(
      [
        'Full Stack Developer',
        'About us',
        'Northwind is a leading provider of freight data to retailers.',
        'Our stack consists of modern TypeScript, React and Redux, all built on Kubernetes.',
      ].join('\n'),
    );
    expect(p.skills.map((s) => s.name)).toEqual(
      expect.arrayContaining(['TypeScript', 'React', 'Redux', 'Kubernetes']),
    );
  });
});
