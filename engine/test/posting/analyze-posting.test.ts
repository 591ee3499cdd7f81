import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzePosting, educationIn, seniorityIn, yearsIn } from '../../src/posting/index.ts';
import { goldenPath, postingFixtures, postingGolden } from '../fixtures/postings/golden.ts';

describe('analyzePosting: fixtures', () => {
  it.each(postingFixtures())('%s matches its golden file', (file) => {
    const expected: unknown = JSON.parse(readFileSync(goldenPath(file), 'utf8'));
    expect(postingGolden(file)).toEqual(expected);
  });
});

describe('posting fields', () => {
  it.each([
    ['3+ years of experience with Python', 3],
    ['At least five years of professional experience', 5],
    ['Minimum of 2-4 years experience in sales', 2],
    ['7 (seven) years of experience', 7],
    ['1+ years in content marketing', 1],
    ['We have been in business for 20 years', undefined],
  ])('yearsIn(%j) = %j', (sentence, years) => {
    expect(yearsIn(sentence)).toBe(years);
  });

  it.each([
    ["Bachelor's or Master's degree in Computer Science", 'bachelor'],
    ['MSc or PhD in Physics', 'master'],
    ["Master's degree in Nursing required", 'master'],
    ['A degree in Computer Science or equivalent experience', 'bachelor'],
    ['A relevant degree', 'bachelor'],
    ['PhD in machine learning', 'doctorate'],
    ['High school diploma or GED', 'high-school'],
    ['Great communication', undefined],
  ])('educationIn(%j) = %j', (sentence, level) => {
    expect(educationIn(sentence)).toBe(level);
  });

  it.each([
    ['Senior Software Engineer', 'senior'],
    ['Junior Data Analyst', 'junior'],
    ['Staff Engineer', 'lead'],
    ['Head of Marketing', 'director'],
    ['Marketing Intern', 'intern'],
    ['Store Manager', 'manager'],
    ['Accountant', undefined],
  ])('seniorityIn(%j) = %j', (title, level) => {
    expect(seniorityIn(title)).toBe(level);
  });
});

describe('requirement tagging', () => {
  const posting = analyzePosting(
    'Platform Engineer\nRequirements:\n- Python and SQL.\n- Docker is a plus.\nNice to have\n- Rust.\n- You must hold a driving licence.\nBenefits\n- Health insurance and Spotify.',
  );
  const tagOf = (start: string) => posting.sentences.find((s) => s.text.startsWith(start))?.tag;

  it('tags sentences by section, sentence cues overriding the section', () => {
    expect([tagOf('- Python'), tagOf('- Docker'), tagOf('- Rust'), tagOf('- You must')]).toEqual([
      'required',
      'preferred',
      'preferred',
      'required',
    ]);
  });

  it('flags skills as required or preferred and ignores the benefits', () => {
    expect(posting.skills.map((s) => [s.name, s.required, s.preferred])).toEqual([
      ['platform engineering', true, false],
      ['Python', true, false],
      ['SQL', true, false],
      ['Docker', false, true],
      ['Rust', false, true],
      ['Driving licence', true, false],
    ]);
  });

  it('keeps a knockout that a nice-to-have section cannot soften', () => {
    expect(posting.knockouts.map((k) => [k.kind, k.detail])).toEqual([
      ['license', 'driving licence'],
    ]);
  });
});

describe('input formats', () => {
  it('strips markup and decodes entities in HTML', () => {
    const p = analyzePosting(
      '<div><h1>QA Engineer</h1><ul><li>Selenium &amp; Cypress</li></ul><script>var x = "Kubernetes";</script></div>',
    );
    expect(p.source).toBe('html');
    expect(p.title).toBe('QA Engineer');
    expect(p.text).toBe('QA Engineer\n\n- Selenium & Cypress');
    expect(p.skills.map((s) => s.name)).toEqual(['Quality assurance', 'Selenium', 'Cypress']);
  });

  it('reads a bare JSON-LD JobPosting', () => {
    const p = analyzePosting(
      JSON.stringify({
        '@type': 'JobPosting',
        title: 'Nurse',
        hiringOrganization: { name: 'Mercy' },
        skills: ['Phlebotomy', 'Triage'],
      }),
    );
    expect([p.source, p.title, p.company]).toEqual(['json-ld', 'Nurse', 'Mercy']);
    expect(p.skills.map((s) => s.name)).toEqual(['nursing', 'Phlebotomy', 'Triage']);
  });

  it('survives empty and odd input', () => {
    expect(analyzePosting('').skills).toEqual([]);
    expect(analyzePosting('{not json').source).toBe('text');
    expect(analyzePosting('<<<>>>').workplace).toBe('unknown');
  });

  it('gives sentence offsets into the analysed text', () => {
    const p = analyzePosting('<p>Remote role.</p><p>Must know Go.</p>');
    for (const s of p.sentences) expect(p.text.slice(s.start, s.end)).toBe(s.text);
    for (const skill of p.skills)
      for (const span of skill.spans) expect(p.text.slice(span.start, span.end)).toBe(span.surface);
  });
});

describe('pathological input', () => {
  it.each([
    [
      'one run-on line of cues and lists',
      'experience with x, y, z and w such as a, b '.repeat(1000),
    ],
    ['a 5,000-letter capitalised word', `About ${'A'.repeat(5000)}!`],
    ['thousands of inline headings', 'Ab Cd: '.repeat(5000)],
    ['deeply nested markup', `${'<div>'.repeat(5000)}Go and Rust${'</div>'.repeat(5000)}`],
  ])('reads %s without blowing up', (_name, input) => {
    const p = analyzePosting(input);
    expect(p.skills.length).toBeLessThan(50);
    for (const s of p.sentences) expect(p.text.slice(s.start, s.end)).toBe(s.text);
  });
});
