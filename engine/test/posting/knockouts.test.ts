import { describe, expect, it } from 'vitest';
import { analyzePosting } from '../../src/posting/index.ts';

// Knockout rules (docs/decisions/113-knockout-rules.md): each case is a short invented posting and
// the knockouts it should give, as [kind, detail].
const knockouts = (text: string) => analyzePosting(text).knockouts.map((k) => [k.kind, k.detail]);

describe('knockouts: each rule finds its requirement', () => {
  it.each([
    [
      'right to work, with the country',
      'Requirements\n- You must be authorised to work in the UK.',
      [['work_authorization', 'right to work in the UK']],
    ],
    [
      'no visa sponsorship, stated by the employer',
      'Pallet Planner\nWe are unable to offer visa sponsorship for this role.',
      [['work_authorization', 'no visa sponsorship']],
    ],
    [
      'citizenship',
      'Requirements\n- Candidates must hold US citizenship.',
      [['work_authorization', 'US citizenship']],
    ],
    [
      'clearance with polygraph',
      'Requirements\n- Must hold an active TS/SCI clearance with polygraph.',
      [['security_clearance', 'TS/SCI with polygraph']],
    ],
    [
      'a clearance to obtain',
      'Requirements\n- Applicants must be able to obtain SC clearance.',
      [['security_clearance', 'SC clearance']],
    ],
    [
      'NMC registration',
      'Essential criteria\n- Current NMC registration as a Registered Nurse.',
      [['license', 'NMC registration']],
    ],
    [
      'HCPC registration held, outside a requirements section',
      'Radiographer\nTo hold a valid registration with the HCPC and join our CT team.',
      [['license', 'HCPC registration']],
    ],
    [
      'GPhC registration',
      'About you\n- You must be registered with the GPhC.',
      [['license', 'GPhC registration']],
    ],
    [
      'CSCS card',
      'Site Operative\nA valid CSCS card is essential for this role.',
      [['license', 'CSCS card']],
    ],
    [
      'driving licence',
      'Requirements\n- A full UK driving licence is required.',
      [['license', 'driving licence']],
    ],
    [
      'a state licence',
      'Requirements\n- Must be licensed as a physical therapist in the state of Ohio.',
      [['license', 'licensed as a physical therapist']],
    ],
    ['CPA', 'Requirements\n- Active CPA licence.', [['license', 'CPA licence']]],
    [
      'ASCP certification in a requirements section',
      'Qualifications\n- ASCP certification (MLS).',
      [['license', 'ASCP certification']],
    ],
    [
      'a registered role the posting is recruiting for',
      'Midwife\nAn exciting opportunity for a registered midwife to join our birth centre.',
      [['license', 'Registered midwife']],
    ],
    [
      'an on-site label on the location line',
      'Location: Austin, TX (On-site)',
      [['location', 'on-site in Austin, TX']],
    ],
    [
      'an on-site role, with its place',
      'Lab Technician\nThis is an on-site role in Waltham, MA.',
      [['location', 'on-site in Waltham, MA']],
    ],
    [
      'residence near the site',
      'Engineer\nYou must live within 20 miles of the depot.',
      [['location', 'live within 20 miles of the depot']],
    ],
    [
      'relocation',
      'Requirements\n- Candidates must be willing to relocate to Aberdeen.',
      [['location', 'relocation']],
    ],
    [
      'office days',
      'Analyst\nYou are expected to work three days a week in the office.',
      [['location', 'on-site three days a week']],
    ],
    [
      'minimum years',
      'Requirements\n- 5+ years of experience in payroll.',
      [['minimum_years', '5+ years']],
    ],
    [
      'a range of years asks for its lower end',
      'Requirements\n- Three to five years of experience in retail management.',
      [['minimum_years', '3+ years']],
    ],
    [
      'the highest minimum of several',
      'Requirements\n- 3+ years with SQL.\n- 6+ years of experience in analytics.',
      [['minimum_years', '6+ years']],
    ],
    [
      'a required clause beside a preferred one',
      'Requirements\n- 5+ years of experience required, 8+ years preferred.',
      [['minimum_years', '5+ years']],
    ],
    [
      'years with a preferred aside',
      'Requirements\n- Minimum of 4 years of experience in HVAC (commercial work preferred).',
      [['minimum_years', '4+ years']],
    ],
    [
      'a degree',
      "Requirements\n- Bachelor's degree in Accounting required.",
      [['degree', 'bachelor']],
    ],
    ['a dotted degree', 'Qualifications\n- B.S. in Chemistry.', [['degree', 'bachelor']]],
    [
      'a degree with an optional aside',
      "Requirements\n- Bachelor's degree (MBA preferred).",
      [['degree', 'bachelor']],
    ],
    [
      'night shifts',
      'Support Worker\nYou will work night shifts on a rotating rota.',
      [['other', 'night shifts']],
    ],
    [
      'weekends, stated as a condition of the job',
      'Lab Assistant\nThe role includes every other weekend.',
      [['other', 'every other weekend']],
    ],
    [
      'on-call',
      'Requirements\n- Must be able to take part in the on-call rota.',
      [['other', 'on-call rota']],
    ],
    [
      'lifting a weight',
      'Requirements\n- Must be able to lift up to 50 lbs.',
      [['other', 'lifting 50 lbs']],
    ],
    [
      'standing',
      'Warehouse Operative\nThe role requires standing for long periods.',
      [['other', 'standing for long periods']],
    ],
    [
      'a car',
      'Community Carer\nAccess to a car for work purposes is essential.',
      [['other', 'access to a car']],
    ],
    [
      'a travel share',
      'Consultant\nExpect up to 25% travel across the region.',
      [['other', 'travel up to 25%']],
    ],
    [
      'internal applicants only',
      'Team Leader\nThis vacancy is open to internal applicants only.',
      [['other', 'internal applicants only']],
    ],
    [
      'a start date',
      'Requirements\n- Candidates must be available to start immediately.',
      [['other', 'start immediately']],
    ],
    ['age', 'Requirements\n- Applicants must be aged 18 or over.', [['other', 'aged 18+']]],
    [
      'home-working set-up',
      'Requirements\n- You must have a reliable internet connection at home.',
      [['other', 'reliable internet connection']],
    ],
    [
      'working hours of another time zone',
      'Requirements\n- Must be able to work US Eastern business hours.',
      [['other', 'work Eastern business hours']],
    ],
    [
      'a vision test',
      'Requirements\n- Must pass a colour vision test.',
      [['other', 'passing a vision test']],
    ],
  ])('%s', (_name, text, expected) => {
    expect(knockouts(text)).toEqual(expected);
  });
});

describe('knockouts: what is never one', () => {
  it.each([
    [
      'equal opportunity naming citizenship',
      'We consider all applicants without regard to race, religion, age or citizenship status.',
    ],
    [
      'protected status',
      'Applicants receive consideration regardless of protected veteran status or national origin.',
    ],
    [
      'the Rehabilitation of Offenders Act',
      'This post is exempt from the Rehabilitation of Offenders Act 1974.',
    ],
    ['"master" as a verb', 'Requirements\n- Ability to master diverse web technologies quickly.'],
    ['a Scrum Master', 'Requirements\n- Experience as a Scrum Master is required.'],
    [
      'benefits under their heading',
      'Benefits\n- On-site restaurant and staff nursery.\n- Commuter benefits and relocation packages.',
    ],
    [
      'benefits by their own words',
      'Porter\nWe offer an onsite nursery, a subsidised restaurant and cycle to work.',
    ],
    ['a relocation package', 'Engineer\nGenerous relocation support packages are available.'],
    ['years desired', 'Requirements\n- 6+ years of experience in logistics desired.'],
    ['years in a nice-to-have section', 'Nice to have\n- 3+ years with Kotlin.'],
    ['a licence that would be beneficial', 'Driver\nA driving licence would be beneficial.'],
    [
      'pre-employment checks',
      'Requirements\n- Successful applicants must pass an enhanced DBS check, a drug screen and a background check.',
    ],
    [
      'checks on appointment',
      'Nurse\nOffers are subject to satisfactory references and occupational health clearance.',
    ],
    [
      'licence words in an unrelated duty',
      'Responsibilities\n- Manage software licence renewals and keep protocols required for accreditation.',
    ],
    [
      'on-site support as a duty',
      'Responsibilities\n- Provide on-site support to customers as needed.',
    ],
    [
      'an invitation to citizens',
      'Analyst\nUS and Canadian citizens and those authorized to work in the US are encouraged to apply.',
    ],
    ['sponsorship on offer', 'Developer\nVisa sponsorship is available for this role.'],
    ['flexible shifts on offer', 'Carer\nFlexible shifts available to suit your commitments.'],
    ['weekends that may happen', 'Electrician\nYou may occasionally be required to work weekends.'],
    ['the employer on itself', 'Our team brings 20 years of experience in payments.'],
    [
      'a degree or equivalent experience',
      "Requirements\n- Bachelor's degree in Computing or equivalent experience.",
    ],
    ['a perk with eye tests', 'Porter\nEye care vouchers and discounted gym membership.'],
    [
      'equipment the employer provides',
      'Requirements\n- We provide a laptop and a home internet allowance.',
    ],
    [
      'a team, not a place',
      'Scientist\nThe successful candidate will be based in the genomics group.',
    ],
    ['office days in a hybrid role', 'Location: Leeds (Hybrid, two days in the office)'],
  ])('%s', (_name, text) => {
    expect(knockouts(text)).toEqual([]);
  });
});

describe('knockouts: across a posting', () => {
  it('keeps one per kind, one per other topic, in posting order', () => {
    const text = [
      'Community Nurse',
      'Requirements',
      '- Current NMC registration.',
      '- A full driving licence and access to a car.',
      '- Willing to work weekend shifts.',
      '- 2+ years of experience in community nursing.',
      '- 4+ years of experience in nursing.',
    ].join('\n');
    expect(knockouts(text)).toEqual([
      ['license', 'NMC registration'],
      ['license', 'driving licence'],
      ['other', 'access to a car'],
      ['other', 'weekend shifts'],
      ['minimum_years', '4+ years'],
    ]);
  });

  it('reads a long run-on line of cues without blowing up', () => {
    const cues =
      'Must travel 20%, work night shifts, hold NMC registration, work on-site; 5+ years of experience. ';
    expect(knockouts(cues.repeat(300)).map(([kind]) => kind)).toEqual([
      'license',
      'location',
      'other',
      'other',
      'minimum_years',
    ]);
  });

  it('keeps a direct demand on the candidate that stands among the benefits', () => {
    const text =
      'What we offer\n- Competitive pay.\n- Applicants must be authorised to work in the US.';
    expect(knockouts(text)).toEqual([['work_authorization', 'right to work in the US']]);
  });
});
