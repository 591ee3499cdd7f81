import { describe, expect, it } from 'vitest';
import { analyzePosting } from '../../src/posting/index.ts';

// What the posting reader must not list as a skill, and what it must keep, on postings written for
// these tests in the style of scraped ones: a heading or two, spaces around punctuation, no
// headings over the employer's blurb or the benefits (docs/decisions/110-posting-blocks.md).
const names = (text: string) => analyzePosting(text).skills.map((s) => s.name.toLowerCase());
// The phrases read from grammar, not the taxonomy's names.
const phrases = (text: string) =>
  analyzePosting(text)
    .skills.filter((s) => s.source !== 'taxonomy')
    .map((s) => s.name.toLowerCase());

describe('the routine of any office', () => {
  it('lists no meeting as a skill', () => {
    const text = [
      'Responsibilities',
      '- Attend weekly staff meetings and record team meeting minutes .',
      '- Carry out stock reconciliation for the pharmacy .',
    ].join('\n');
    expect(phrases(text).filter((n) => /meeting|minutes/.test(n))).toEqual([]);
    expect(names(text)).toContain('reconciliation');
  });
});

describe('judged phrases', () => {
  it('lists no phrase an evaluative, superlative or graded word qualifies', () => {
    const text = [
      'Job description',
      'You will work in close cooperation with the freight planners .',
      'You will extend one of the biggest routing engines in the region .',
      'You will report on the most influential rankings of carriers .',
    ].join('\n');
    expect(names(text).filter((n) => /cooperation|engine|ranking/.test(n))).toEqual([]);
  });

  it('makes no compound across a judging adjective or of a thing of the text', () => {
    const text = [
      'Responsibilities',
      '- Handle swift and professional resolution of incidents .',
      '- Development of the portal and treatment of our own patients .',
    ].join('\n');
    expect(names(text).filter((n) => /swift|professional|portal|patient/.test(n))).toEqual([]);
  });
});

describe('sentences about the employer or the pay, without a heading of their own', () => {
  it('reads no phrase in them, and still reads the job', () => {
    const text = [
      'Job description',
      '<ORGANIZATION> is a fast growing maker of warehouse robotics software .',
      'Through our products we will create a cleaner logistics sector .',
      'A salary that matches your level and an attractive pension and insurance scheme .',
      'You will be responsible for pallet flow analysis in the northern depots .',
    ].join('\n');
    const found = phrases(text);
    expect(found.filter((n) => /robotics|logistics|pension|insurance/.test(n))).toEqual([]);
    expect(found).toContain('pallet flow analysis');
  });
});

describe('a sentence of what the candidate gets, inside the requirements', () => {
  it('reads no phrase in it, and still reads what is asked', () => {
    const text = [
      'Requirements',
      '- Five years of pallet flow analysis in regional depots .',
      'You’d receive significant equity and work with an impressive founding team of operators .',
      'In return, we offer quarterly wellbeing budgets and sabbatical leave .',
    ].join('\n');
    const found = phrases(text);
    expect(found.filter((n) => /founding|equity|wellbeing|sabbatical/.test(n))).toEqual([]);
    expect(found).toContain('pallet flow analysis');
  });
});

describe('the labels of a title line', () => {
  it('reads no skill from the list a title line is, and keeps the title and what is asked', () => {
    const text = [
      'Software Engineer II, PhD, Early Career, Campus, Machine Learning, 2025 Start',
      'Minimum qualifications',
      '- PhD in Computer Science and experience with PyTorch .',
    ].join('\n');
    const found = names(text);
    expect(found).toEqual(expect.arrayContaining(['pytorch', 'machine learning']));
    expect(found.filter((n) => /^(?:campus|ii|early career|2025 start)$/.test(n))).toEqual([]);
  });
});

describe('a vaccine heading', () => {
  it('is legal text: its sentences ask for no skill', () => {
    const p = analyzePosting(
      'Requirements\n- Python .\nVaccine Requirements\nThe following additional provisions may apply, depending upon campus .',
    );
    expect(p.sentences.at(-1)?.block).toBe('legal');
  });
});

describe('abbreviations and industries outside the requirements', () => {
  it('keeps a spelled-out technical term after a list of teams, with spaced parentheses', () => {
    const text = [
      'Job description',
      'You will lead the delivery teams: Continuous Integration and Delivery ( CI/CD ) and release tooling .',
    ].join('\n');
    expect(names(text)).toContain('ci/cd');
  });

  it('keeps an unknown abbreviation in the summary unless the text makes it a course', () => {
    const text = [
      'Job description',
      'The stack includes QVX cubes and Kafka .',
      'Staff join a range of PQD courses and the Integrated Practice programme ( IPX ) .',
    ].join('\n');
    const found = names(text);
    expect(found).toContain('qvx');
    expect(found).not.toContain('pqd');
    expect(found).not.toContain('ipx');
  });

  it('reads an industry given as a field label, not as the employer’s sector', () => {
    const text = [
      'Backend Developer',
      'Industry: Life Sciences',
      'Company size: 51–200 people',
      'Job description',
      'You will build the sample tracking service in Python .',
    ].join('\n');
    expect(names(text)).toContain('life sciences');
  });
});

describe('what the employer is and what it is for', () => {
  it('lists no field that names the kind of employer or its mission', () => {
    const text = [
      'The role',
      '- Are you looking for a career in one of the most respected mental health and learning disability trusts?',
      '- Would you like to be part of a dedicated team committed to helping those with mental health & learning disability problems?',
      'We are looking to recruit an Assistant Accountant to join the Finance Department.',
      'Regular finance team meetings are some of the initiatives that keep the team aligned to the trust’s vision of excellence in patient focused mental health services.',
      'About you',
      '- Experience of month-end close and reconciliations in a finance team.',
    ].join('\n');
    const found = names(text);
    expect(found).not.toContain('mental health');
    expect(found).not.toContain('learning disabilities');
    expect(found).toContain('finance');
  });

  it('keeps a field the posting asks of the candidate, and the candidate’s own vision', () => {
    const text = [
      'Requirements',
      '- Experience of mental health nursing on an acute ward.',
      '- A clear vision of and commitment to providing outstanding customer service.',
    ].join('\n');
    const found = names(text);
    expect(found).toContain('customer service');
    expect(found.some((n) => n.includes('mental health'))).toBe(true);
  });
});
