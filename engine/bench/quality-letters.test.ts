import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sampleResume } from '../test/render/sample-resume.ts';
import {
  letterFigures,
  loadCvs,
  loadPostings,
  measureLetters,
  repeatedSentences,
  untraceableClaims,
} from './quality-letters.ts';

const DATA = process.env.JOBFIT_DATA ?? '/work/shared/data';

describe('letter checks', () => {
  it('finds invented skills, numbers and names, and passes what the CV holds', () => {
    const resume = sampleResume();
    const job = { title: 'Platform Engineer', company: 'Havn Logistics' };
    expect(
      untraceableClaims(
        'At Nordlys Payments, I cut invoice errors by 40 percent. I applied to Havn Logistics.',
        resume,
        job,
      ),
    ).toEqual([]);
    expect(
      untraceableClaims('At Globex, I ran Terraform for 75 teams.', resume, job).sort(),
    ).toEqual(['75', 'Globex', 'Terraform'].sort());
  });

  it('counts markup, keyword labels, placeholders, stacked connectives and repeated sentence starts', () => {
    const f = letterFigures(
      {
        tone: 'concise',
        greeting: 'Dear Hiring Manager,',
        paragraphs: [
          'Regarding **Go** and Kafka, yes. I built things. I ran things.',
          'Databases: I applied for the Untitled job.',
        ],
        closing: 'Kind regards,',
        signature: '',
      },
      sampleResume(),
      { cv: 'x', posting: 'y' },
    );
    expect(f.markup.length).toBeGreaterThanOrEqual(2);
    expect(f.placeholders).toEqual(['Untitled']);
    expect(f.repeatedStarts).toBe(1);
    expect(f.paragraphs).toBe(2);
    const list = letterFigures(
      {
        tone: 'concise',
        greeting: 'Dear Hiring Manager,',
        paragraphs: [
          'Here are three results. At Nordlys Payments, I led the migration. That drew on Kafka.',
          'Further, I built things. In addition, I ran things. Also, I wrote things.',
        ],
        closing: 'Kind regards,',
        signature: '',
      },
      sampleResume(),
      { cv: 'x', posting: 'y' },
    );
    expect(list.labels).toEqual(['Here are three results', 'That drew on']);
    expect(list.connectives).toBe(3);
  });

  it('counts sentences that end like an earlier one, but not names or the CV’s own words', () => {
    const cv = 'Prepared tax returns for clients during tax season';
    expect(
      repeatedSentences(
        [
          'I have worked with React at Acme, all of which you mention too.',
          'You will also find CSS and HTML among my skills, all of which you mention too.',
          'I am applying to Havn Logistics, a firm I admire.',
          'I would bring the same work to Havn Logistics.',
          'At Acme, I prepared tax returns for clients during tax season.',
          'At Globex, I compute taxes for clients during tax season.',
          'Thank you.',
          'Thank you.',
        ],
        cv,
      ),
    ).toBe(1);
  });
});

describe.skipIf(!existsSync(`${DATA}/cvs-more`))('letters benchmark on real CVs', () => {
  it('drafts letters with no markup, no placeholder and nothing untraceable', async () => {
    const { cvs } = await loadCvs(DATA, ['cvs-more']);
    const figures = measureLetters(cvs.slice(0, 8), loadPostings(DATA), 2);
    expect(figures).toHaveLength(8 * 2 * 3);
    for (const f of figures) {
      expect([f.cv, f.tone, f.untraceable]).toEqual([f.cv, f.tone, []]);
      expect([f.cv, f.tone, f.markup, f.placeholders]).toEqual([f.cv, f.tone, [], []]);
      // A letter, not a list: no labels, no stack of connectives, no start repeated.
      expect([f.cv, f.tone, f.labels, f.repeatedStarts]).toEqual([f.cv, f.tone, [], 0]);
      // No sentence of the letter's own said twice, or ended twice in the same words.
      expect([f.cv, f.tone, f.repeatedSentences]).toEqual([f.cv, f.tone, 0]);
      expect(f.connectives).toBeLessThanOrEqual(2);
      // Four paragraphs; three when the CV has no line to quote (no empty body paragraph).
      expect([3, 4]).toContain(f.paragraphs);
    }
  }, 120_000);

  it('ends no two sentences alike, and claims nothing untraceable, for postings that fit badly', async () => {
    // Pairings outside each CV's best fits, where a letter has little to tie and reaches for its
    // other wordings (decisions 244, 245): a degree after a years sentence, a bridge after a tie.
    const { cvs } = await loadCvs(DATA, ['cvs-more']);
    const postings = loadPostings(DATA);
    const pairs: [string, string][] = [
      ['basictypst-example.pdf', 'dev-glassdoor-kenjee-248'],
      ['soupboss-devops-sample2.pdf', 'dev-nhs-916246345'],
    ];
    for (const [cv, posting] of pairs) {
      const figures = measureLetters(
        cvs.filter(([n]) => n.endsWith(cv)),
        postings.filter((p) => p.id === posting),
        1,
      );
      expect(figures).toHaveLength(3);
      for (const f of figures)
        expect([cv, f.tone, f.repeatedSentences, f.untraceable]).toEqual([cv, f.tone, 0, []]);
    }
  }, 120_000);
});
