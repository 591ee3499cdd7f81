import { describe, expect, it } from 'vitest';
import { analyzePosting } from '../../src/posting/index.ts';
import { scan, type Keyword, type ScanResult } from '../../src/match/index.ts';
import type { ParsedCv } from '../../src/resume.ts';
import { skillKey } from '../../src/skills/index.ts';

// Posting extraction improves under these tests: they pick the keywords to dismiss from the scan's
// own result, never from a fixed list of what the posting yields.

function cvOf(text: string): ParsedCv {
  return {
    resume: {
      basics: {},
      work: [
        { position: 'Backend Engineer', startDate: '2018-01', endDate: '2024-01', highlights: [] },
      ],
      education: [],
      skills: [],
    },
    text,
    meta: { source: 'text', sections: ['Experience', 'Skills'], warnings: [], confidence: {} },
  };
}

const POSTING = `Backend Engineer
Requirements
- 3+ years of experience with Python and PostgreSQL.
- Experience with Docker and Kubernetes.
- Knowledge of Terraform and AWS.
- Strong communication skills.
Nice to have
- Kafka or RabbitMQ.`;

const CV = cvOf(
  'Backend Engineer\nExperience\n- Built Python services on PostgreSQL, shipped with Docker.\n- Led a team with clear communication.\nSkills\nPython, PostgreSQL, Docker',
);

const base = scan(CV, POSTING, { asOf: '2026-01-01' });
const byWeight = (ks: Keyword[]) => ks.toSorted((a, b) => b.weight - a.weight);
const missing = byWeight(
  base.keywords.filter((k) => k.status === 'missing' && k.category !== 'soft'),
);
const matched = byWeight(base.keywords.filter((k) => k.status === 'matched'));

/** Every place a scan result may name a keyword, apart from the dismissed list. */
function namesIn(r: ScanResult): string[] {
  return [
    ...r.keywords.map((k) => k.name),
    ...r.recommendations.flatMap((x) => (x.keyword ? [x.keyword] : [])),
    ...r.recruiterSearch.terms.flatMap((t) => t.anyOf),
    ...r.recruiterSearch.omitted,
  ].map(skillKey);
}

describe('scan: dismissed keywords', () => {
  it('has missing and matched hard keywords to dismiss', () => {
    expect(missing.length).toBeGreaterThanOrEqual(2);
    expect(matched.length).toBeGreaterThanOrEqual(1);
    expect(base.dismissedKeywords).toEqual([]);
  });

  it('counts a dismissed keyword nowhere and lists it apart with its reason', () => {
    const gone = missing[0] as Keyword;
    expect(namesIn(base)).toContain(skillKey(gone.name));
    const r = scan(CV, POSTING, {
      asOf: '2026-01-01',
      dismissed: [{ name: gone.name, reason: 'not_requirement' }],
    });
    expect(namesIn(r)).not.toContain(skillKey(gone.name));
    expect(r.recommendations.some((x) => x.message.includes(gone.name))).toBe(false);
    expect(r.dismissedKeywords).toEqual([
      {
        name: gone.name,
        category: gone.category,
        required: gone.required,
        preferred: gone.preferred,
        reason: 'not_requirement',
      },
    ]);
    // Every other keyword is still there, in the same order.
    expect(r.keywords.map((k) => k.name)).toEqual(
      base.keywords.filter((k) => k.name !== gone.name).map((k) => k.name),
    );
  });

  it('recomputes the score without a dismissed missing keyword: the skills component rises', () => {
    const gone = missing[0] as Keyword;
    const r = scan(CV, POSTING, { asOf: '2026-01-01', dismissed: [gone.name] });
    const hard = (x: ScanResult) => x.breakdown.find((c) => c.id === 'hardSkills');
    expect(hard(r)?.fraction).toBeGreaterThan(hard(base)?.fraction ?? 1);
    expect(r.breakdown.reduce((sum, c) => sum + c.points, 0)).toBe(r.score);
  });

  it('takes a dismissed matched keyword out of the word overlap too', () => {
    const gone = matched[0] as Keyword;
    const r = scan(CV, POSTING, { asOf: '2026-01-01', dismissed: [gone.name] });
    // The detail gives the cosine itself; the fraction is capped at 1 (decision 021).
    const content = (x: ScanResult) =>
      Number(/(\d+)%/.exec(x.breakdown.find((c) => c.id === 'content')?.detail ?? '')?.[1]);
    expect(content(r)).toBeLessThan(content(base));
    expect(r.keywords.some((k) => k.name === gone.name)).toBe(false);
  });

  it('matches by skill key, whatever the case', () => {
    const gone = missing[0] as Keyword;
    const r = scan(CV, POSTING, { asOf: '2026-01-01', dismissed: [gone.name.toUpperCase()] });
    expect(r.dismissedKeywords?.map((k) => k.name)).toEqual([gone.name]);
    expect(r.keywords.some((k) => k.name === gone.name)).toBe(false);
  });

  it('lists dismissed keywords in the order given and ignores names the posting lacks', () => {
    const [a, b] = missing as [Keyword, Keyword];
    const r = scan(CV, POSTING, {
      asOf: '2026-01-01',
      dismissed: [b.name, 'Underwater basket weaving', a.name, b.name.toLowerCase()],
    });
    expect(r.dismissedKeywords?.map((k) => k.name)).toEqual([b.name, a.name]);
    expect(r.dismissedKeywords?.every((k) => k.reason === undefined)).toBe(true);
  });

  it('gives the same result as no dismissal when nothing dismissed is in the posting', () => {
    expect(
      scan(CV, POSTING, { asOf: '2026-01-01', dismissed: ['Underwater basket weaving'] }),
    ).toEqual(base);
  });

  it('leaves the posting text, its offsets and the knockouts as they are', () => {
    const r = scan(CV, POSTING, { asOf: '2026-01-01', dismissed: missing.map((k) => k.name) });
    expect(r.postingText).toBe(base.postingText);
    expect(r.knockouts).toEqual(base.knockouts);
    for (const k of r.keywords)
      for (const e of k.evidence.job) expect(r.postingText.slice(e.start, e.end)).toBe(e.text);
  });

  it('does not change the analysed posting it is given', () => {
    const posting = analyzePosting(POSTING);
    const before = structuredClone(posting);
    scan(CV, posting, { asOf: '2026-01-01', dismissed: missing.map((k) => k.name) });
    expect(posting).toEqual(before);
  });

  it('is deterministic and plain JSON', () => {
    const options = { asOf: '2026-01-01', dismissed: [missing[0]?.name ?? ''] };
    const r = scan(CV, POSTING, options);
    expect(JSON.parse(JSON.stringify(r))).toEqual(scan(CV, POSTING, options));
  });
});
