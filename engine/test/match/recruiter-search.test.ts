import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCvText } from '../../src/cv/index.ts';
import { scan } from '../../src/match/index.ts';
import type { ParsedCv } from '../../src/resume.ts';
import { loadParsedCv, scanFixtures } from '../fixtures/scan/golden.ts';

function cvOf(text: string): ParsedCv {
  return {
    resume: { basics: {}, work: [], education: [], skills: [] },
    text,
    meta: { source: 'text', sections: ['Experience', 'Skills'], warnings: [], confidence: {} },
  };
}

function fixture(name: string): { cv: ParsedCv; job: string } {
  const f = scanFixtures().find((x) => x.name === name);
  if (!f) throw new Error(`no scan fixture ${name}`);
  return { cv: loadParsedCv(f), job: readFileSync(f.jobPath, 'utf8') };
}

const POSTING = `Senior Backend Engineer
Requirements
- 4+ years of experience with Go.
- Strong PostgreSQL skills.
- Excellent communication skills.
Nice to have
- Kafka.`;

describe('recruiter search: the query', () => {
  it('ORs title variants without seniority, ANDs must-have skills with their aliases', () => {
    const s = scan(
      cvOf('Backend Engineer\nBuilt Go services on PostgreSQL.'),
      POSTING,
    ).recruiterSearch;
    expect(s.query).toBe(
      '("backend engineer" OR "backend developer") AND (Go OR Golang) AND (PostgreSQL OR Postgres)',
    );
    expect(s.terms.map((t) => t.kind)).toEqual(['title', 'skill', 'skill']);
    expect(s.terms[1]?.source?.text).toBe('- 4+ years of experience with Go.');
    // Soft skills and nice-to-haves are not typed into a Boolean search.
    expect(s.query).not.toMatch(/communication|Kafka/i);
  });

  it("ORs the skills of a list the posting accepts any one of ('Go, Java or Kotlin')", () => {
    const { cv, job } = fixture('backend');
    const s = scan(cv, job).recruiterSearch;
    const any = s.terms.find((t) => t.kind === 'any_skill');
    expect(any?.anyOf).toEqual(expect.arrayContaining(['Go', 'Java', 'Kotlin']));
    expect(any?.reason).toBe('Required; the posting accepts any one of Go, Java, Kotlin.');
    expect(s.terms.filter((t) => t.kind !== 'title')).toHaveLength(3);
    // Required skills beyond the three heaviest are named as left out, not silently dropped.
    expect(s.omitted).toEqual(
      expect.arrayContaining(['Docker', 'Terraform', 'Amazon Web Services']),
    );
    // The degree's subject is screened with the degree knockout, not searched.
    expect(s.query).not.toMatch(/computer science/i);
  });

  it('leaves out a skill the title already searches', () => {
    const { cv, job } = fixture('nurse');
    const s = scan(cv, job).recruiterSearch;
    expect(s.terms[0]?.query).toBe('"registered nurse"');
    expect(s.terms.filter((t) => /registered nurse/i.test(t.query))).toHaveLength(1);
  });
});

describe('recruiter search: run against the CV', () => {
  it('returns the fixture CV written for the posting', () => {
    const { cv, job } = fixture('backend');
    const s = scan(cv, job).recruiterSearch;
    expect(s.returned).toBe(true);
    for (const t of s.terms) {
      expect(t.found).toBe(true);
      expect(cv.text.slice(t.evidence?.start, t.evidence?.end)).toBe(t.evidence?.text);
      expect(
        cv.text.slice(t.evidence?.highlight.start, t.evidence?.highlight.end).toLowerCase(),
      ).toBe(t.matched?.toLowerCase());
    }
  });

  it('names the term that fails: the nurse CV never writes critical or acute care', () => {
    const { cv, job } = fixture('nurse');
    const s = scan(cv, job).recruiterSearch;
    expect(s.returned).toBe(false);
    expect(s.terms.filter((t) => !t.found).map((t) => t.anyOf)).toEqual([
      ['Critical care', 'intensive care', 'Acute care'],
    ]);
    expect(s.terms.find((t) => t.query.includes('BLS'))?.matched).toBe('Basic Life Support');
  });

  it('fails every term for a CV from another field', () => {
    const { cv } = fixture('mismatch');
    const { job } = fixture('backend');
    const s = scan(cv, job).recruiterSearch;
    expect(s.returned).toBe(false);
    expect(s.terms.every((t) => !t.found)).toBe(true);
  });

  it('searches an alias literally, and a case-sensitive form by its case', () => {
    const alias = scan(cvOf('Backend Developer\nWrote Golang services on Postgres.'), POSTING);
    expect(alias.recruiterSearch.returned).toBe(true);
    expect(alias.recruiterSearch.terms.map((t) => t.matched)).toEqual([
      'backend developer',
      'Golang',
      'Postgres',
    ]);
    // "go" the verb is not Go the language.
    const verb = scan(cvOf('Backend Engineer\nReady to go on PostgreSQL.'), POSTING);
    expect(verb.recruiterSearch.terms[1]).toMatchObject({ query: '(Go OR Golang)', found: false });
    expect(verb.recruiterSearch.returned).toBe(false);
  });

  it('is empty and returns nothing for an empty posting; an empty CV fails every term', () => {
    expect(scan(cvOf('Backend Engineer'), '').recruiterSearch).toEqual({
      query: '',
      returned: false,
      terms: [],
      omitted: [],
    });
    const empty = scan(cvOf(''), POSTING).recruiterSearch;
    expect(empty.terms.length).toBeGreaterThan(0);
    expect(empty.terms.some((t) => t.found)).toBe(false);
  });

  it('does not change when the posting lines are reordered', () => {
    const lines = POSTING.split('\n');
    const reordered = [lines[0], lines[1], lines[3], lines[2], ...lines.slice(4)].join('\n');
    const cv = cvOf('Backend Engineer\nBuilt Go services.');
    expect(scan(cv, reordered).recruiterSearch.returned).toBe(
      scan(cv, POSTING).recruiterSearch.returned,
    );
  });
});

const DATA = process.env.JOBFIT_DATA ?? '/work/shared/data';

describe.skipIf(!existsSync(`${DATA}/jobs`))('recruiter search: real vacancies', () => {
  it('builds a title term and must-have skill terms for each, with a source sentence', () => {
    const cv = parseCvText(
      readFileSync(new URL('../fixtures/scan/backend.cv.txt', import.meta.url), 'utf8'),
    );
    const vacancies = readFileSync(`${DATA}/jobs/vanetik-vacancies.jsonl`, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as { title: string; text: string });
    for (const v of vacancies) {
      const r = scan(cv, `${v.title}\n${v.text}`);
      const s = r.recruiterSearch;
      expect(s.terms[0]?.kind).toBe('title');
      expect(s.terms[0]?.query).not.toMatch(/\b(senior|junior|level|remote)\b/i);
      expect(s.terms.length).toBeGreaterThan(1);
      for (const t of s.terms.slice(1)) {
        expect(r.postingText.slice(t.source?.start, t.source?.end)).toBe(t.source?.text);
        expect(s.query).toContain(t.query);
      }
      expect(s.returned).toBe(s.terms.every((t) => t.found));
    }
  });
});
