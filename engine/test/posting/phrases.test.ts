import { describe, expect, it } from 'vitest';
import { analyzePosting } from '../../src/posting/index.ts';
import { tagParts } from '../../src/skills/index.ts';

// Keywords read from the grammar of what a job asks (docs/decisions/110-posting-blocks.md), on
// postings written for these tests.
const names = (text: string) => analyzePosting(text).skills.map((s) => s.name.toLowerCase());

describe('requirement noun phrases', () => {
  it('reads the role summary as well as duties and requirements', () => {
    const text = [
      'Geotechnical Engineer',
      '',
      'About the role',
      'You will lead slope stability analysis on our rail projects.',
    ].join('\n');
    expect(names(text)).toContain('slope stability analysis');
  });

  it('shares a head between two coordinated modifiers', () => {
    const text = 'Requirements\n- A background in hydrological and hydraulic modelling.';
    expect(names(text)).toEqual(expect.arrayContaining(['hydrological modelling']));
  });

  it('shares a modifier between two coordinated activities', () => {
    const text = 'Requirements\n- Five years in vaccine discovery and development.';
    expect(names(text)).toEqual(expect.arrayContaining(['vaccine development']));
  });

  it('reads "activity of object" as the compound a recruiter writes', () => {
    const text = [
      'Duties',
      '- Reduction of food waste across the kitchens.',
      '- Cleaning and calibration of pipettes.',
    ].join('\n');
    expect(names(text)).toEqual(
      expect.arrayContaining(['food waste reduction', 'pipette calibration']),
    );
  });

  it('does not make a compound from a generic object or an indefinite one', () => {
    const text = 'Duties\n- Completion of tasks on time.\n- Development of a new rota.';
    expect(names(text)).not.toEqual(expect.arrayContaining([expect.stringMatching(/task|rota/)]));
  });
});

describe('duties written as a verb and its object', () => {
  it('reads the activity of a field of work', () => {
    const text = [
      'Responsibilities',
      '- Maintains the generators and troubleshoots problems.',
      '- You will profile slow queries before each release.',
    ].join('\n');
    expect(names(text)).toEqual(
      expect.arrayContaining(['generator maintenance', 'troubleshooting', 'slow query profiling']),
    );
  });

  it('reads nothing from everyday verbs, nor from the summary', () => {
    const text = [
      'About the role',
      'You will manage the expectations of our partners.',
      '',
      'Responsibilities',
      '- Support the team and ensure good communication.',
    ].join('\n');
    expect(names(text)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/expectation|support|ensur/)]),
    );
  });

  it('adds nothing when the object is already a field ("managing patient flow")', () => {
    const text = 'Requirements\n- Experience managing bed flow on busy wards.';
    expect(names(text)).not.toContain('bed flow management');
  });
});

describe('lists', () => {
  it('takes lone gerunds that share an object for verbs, not activities', () => {
    const text =
      'Duties\n- Gathering, sorting and interpreting complex survey data with SQL and Python.';
    expect(names(text)).not.toEqual(expect.arrayContaining(['gathering', 'sorting']));
  });

  it('reads a list that a word of skills introduces even when the taxonomy knows no item', () => {
    const text = 'Requirements\n- Sensing disciplines (sonar, magnetometry or seismology).';
    expect(names(text)).toEqual(expect.arrayContaining(['magnetometry', 'seismology']));
  });

  it('takes the specialism the title names before the job noun', () => {
    expect(names('Soil Mechanics Engineer\n\nRequirements\n- A civil degree.')).toContain(
      'soil mechanics',
    );
  });
});

describe('what is not asked of the candidate', () => {
  it('drops teams, departments and functions of the employer', () => {
    const text = [
      'Responsibilities',
      '- Work closely with Sales and the Customer Strategy teams.',
      '- Report to the Head of Data Science.',
      '- Partner with our learning and development function.',
      '- Brief the product development and operations teams each week.',
    ].join('\n');
    expect(names(text)).not.toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^(?:sales|data science|learning and development|product development)$/,
        ),
      ]),
    );
  });

  it('keeps the discipline of the post’s own department', () => {
    const text = 'Requirements\n- Two years in a busy Radiology Department.';
    expect(names(text)).toContain('radiology');
  });

  it('drops the qualities the employer gives itself', () => {
    const text = [
      'About the role',
      'We are a hard-working and friendly team with a great sense of humour.',
      'You will join an environment of respect and teamwork.',
    ].join('\n');
    expect(analyzePosting(text).skills.filter((s) => s.category === 'soft')).toEqual([]);
  });

  it('drops an organisation written "the" + capitals and codes of the summary', () => {
    const text = [
      'About the role',
      'Start a career in the NHS on our SW4X programme.',
      '',
      'Requirements',
      '- Build a Proof of Concept (POC) with the ward teams.',
    ].join('\n');
    const found = names(text);
    expect(found).not.toEqual(expect.arrayContaining(['nhs', 'sw4x']));
  });

  it('drops a job named after a cue and the industry the employer is in', () => {
    const text = [
      'About the role',
      'Join a leading asset management firm in the heart of the city.',
      '',
      'Requirements',
      '- You will gain experience alongside our Advanced Clinical Practitioner.',
    ].join('\n');
    expect(names(text)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/asset management|practitioner/)]),
    );
  });
});

describe('tagging once', () => {
  it('gives words offsets in the whole text when several parts are tagged together', () => {
    const text = 'Skip this. Read SQL here. Skip. Use Rust.';
    const words = tagParts(text, [
      [11, 25],
      [32, 41],
    ]);
    const rust = words.find((w) => w.text === 'Rust');
    expect(rust && text.slice(rust.start, rust.end)).toBe('Rust');
    expect(words.some((w) => w.text === 'Skip')).toBe(false);
  });
});

describe('lists a word of tools introduces', () => {
  it('reads two tools after "software (e.g." as skills, and not two nouns joined by a comma alone', () => {
    const text = [
      'Requirements',
      '- Experience with mapping software (e.g. Qimera, Hypack) on survey vessels.',
      '- Work with surveyors, skippers on the quay.',
    ].join('\n');
    const found = names(text);
    expect(found).toEqual(expect.arrayContaining(['qimera', 'hypack']));
    expect(found).not.toContain('skippers');
  });
});

describe('list items with a generic head', () => {
  it('keeps a system a kind of thing qualifies, not a bare one', () => {
    const text = [
      'Responsibilities',
      '- Servicing of HVAC, door entry systems, PLC controls and bed rail systems.',
      '- Support the systems, services and people of the estate.',
    ].join('\n');
    const found = names(text);
    expect(found).toEqual(expect.arrayContaining(['door entry systems', 'bed rail systems']));
    expect(found.filter((n) => /^(?:systems|services|people)$/.test(n))).toEqual([]);
  });
});

describe('qualifications, degrees and things of one subject', () => {
  const skills = (text: string) => analyzePosting(text).skills.map((s) => s.name);

  it('names the subject a qualification is asked in, as a recruiter writes it', () => {
    const text = [
      'Requirements',
      '- Have an appropriate qualification in a relevant mechanical discipline',
      '- A professional qualification in an IT / Information related discipline.',
    ].join('\n');
    expect(skills(text)).toEqual(
      expect.arrayContaining(['mechanical qualification', 'IT qualification']),
    );
    // A qualification in nothing named gives no keyword.
    expect(skills('Requirements\n- A qualification in a relevant discipline.')).toEqual([]);
  });

  it('reads the second of two things of one subject when that pair is a skill', () => {
    const text = 'Responsibilities\n• Define the product strategy and roadmap.';
    expect(skills(text)).toEqual(expect.arrayContaining(['Product strategy', 'Product roadmap']));
  });

  it('reads a degree, a diploma or an associate degree asked in plain words', () => {
    const read = (line: string) => skills(`Requirements\n- ${line}`);
    expect(read('Applicants must have a degree or equivalent experience.')).toContain(
      "Bachelor's degree",
    );
    expect(read('Minimum high school diploma or equivalent.')).toContain('High school diploma');
    expect(read('Associates Degree in related field.')).toContain('Associate degree');
    expect(read('You will enjoy a degree of autonomy in the team.')).not.toContain(
      "Bachelor's degree",
    );
  });

  it('takes a line that asks for a degree or years for content, not a heading', () => {
    const text = [
      'REQUIREMENTS',
      'Hands-on knowledge of SQL',
      "Bachelor's degree or equivalent education/experience",
      '3+ years experience',
    ].join('\n');
    const posting = analyzePosting(text);
    expect(posting.skills.map((s) => s.name)).toContain("Bachelor's degree");
    expect(posting.sentences.filter((s) => s.isHeading).map((s) => s.text)).toEqual([
      'REQUIREMENTS',
    ]);
  });
});

describe('phrases that are not names of skills', () => {
  const skills = (text: string) => analyzePosting(text).skills.map((s) => s.name.toLowerCase());

  it('never takes a word for a kind of skill, in a list of skills, for a skill', () => {
    const text =
      'Responsibilities\n- Gather requirements for the design of data visualization software, techniques, and algorithms.';
    expect(skills(text)).toEqual(expect.arrayContaining(['algorithms', 'data visualization']));
    expect(skills(text)).not.toContain('techniques');
  });

  it('never runs a misread verb and the adjective after it into one phrase', () => {
    const text = 'Responsibilities\n- Audit and guide timely data capture for reporting purposes.';
    expect(skills(text)).toContain('auditing');
    expect(skills(text).filter((s) => s.includes('timely'))).toEqual([]);
  });
});
