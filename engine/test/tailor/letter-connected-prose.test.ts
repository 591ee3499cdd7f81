// Decision 220: a letter reaches its length by connecting its achievements, not by listing more:
// the concise voice says a line's measured result as a sentence of its own, a tied requirement
// names the other employers whose lines show it, the second paragraph opens with what it answers
// (or where it goes back to), and the concise closing names only the work the letter showed.
import { describe, expect, it } from 'vitest';
import { LETTER_TONES, type LetterTone } from '../../src/render/index.ts';
import { draftCoverLetter, findUnsupportedSkills } from '../../src/tailor/index.ts';
import { sampleResume } from '../render/sample-resume.ts';
import { scanOf } from './sample-scan.ts';

const TONES = LETTER_TONES.map((t) => t.id);
const sentencesIn = (text: string) => text.split(/(?<=[.!?”])\s+(?=[A-Z])/);
const letterOf = (resume: ReturnType<typeof sampleResume>, tone: LetterTone, posting?: string) =>
  draftCoverLetter({ resume, scan: scanOf(resume, posting), tone, company: 'Havn Logistics' });

/** The concise letter's body when the current job's only line is `line`. */
function conciseWith(line: string): string {
  const resume = sampleResume();
  resume.work[0]!.highlights = [line];
  return letterOf(resume, 'concise').paragraphs.join(' ');
}

describe('the concise voice: a measured result as a sentence of its own (decision 220)', () => {
  it.each([
    [
      'Built the Kafka consumer cache, cutting latency by 40%',
      'I built the Kafka consumer cache.',
      'cut latency by 40%.',
    ],
    [
      'Built the Go settlement platform serving 2M+ monthly API requests',
      'I built the Go settlement platform.',
      'served 2M+ monthly API requests.',
    ],
    [
      'Redesigned the Kafka event pipeline, which cut duplicate invoices by 12%',
      'I redesigned the Kafka event pipeline.',
      'cut duplicate invoices by 12%.',
    ],
  ])('splits %j', (line, action, outcome) => {
    const said = sentencesIn(conciseWith(line));
    const i = said.findIndex((s) => s.endsWith(action));
    expect(i).toBeGreaterThanOrEqual(0);
    expect(said[i + 1]).toMatch(new RegExp(`^(?:It|That) ${outcome.replace(/[.+]/g, '\\$&')}$`));
  });

  it.each([
    // A gerund after a preposition is what was done.
    ['Worked on improving the Kafka pipeline throughput by 20%', /improving the Kafka pipeline/],
    // No figure: no measured result.
    ['Ran the Go platform team, improving release quality', /, improving release quality\./],
    // A list of further actions is not one result.
    [
      'Rebuilt the Kafka consumers, reducing lag by 12%, and led hiring',
      /, reducing lag by 12%, and led hiring\./,
    ],
    // A second "-ing" would stay unconjugated.
    [
      'Moved the Go services to Kubernetes, improving uptime and reducing costs by 30%',
      /, improving uptime and reducing costs by 30%\./,
    ],
    // A noun after an adjective, with its "of": "That processed of 3-D models".
    [
      'Created a Kafka application for distributed processing of 3-D models in 2 offices',
      /distributed processing of 3-D models in 2 offices\./,
    ],
  ])('leaves %j whole', (line, whole) => {
    expect(conciseWith(line)).toMatch(whole);
  });
});

describe('draftCoverLetter: connected prose (decision 220)', () => {
  it('concise says the result as a sentence of its own; formal and friendly keep the line whole', () => {
    const resume = sampleResume();
    const concise = letterOf(resume, 'concise').paragraphs.join(' ');
    expect(concise).toMatch(
      /I led the migration of the billing platform to event sourcing with Kafka\. (?:It|That) cut invoice errors by 40 percent across all regions\./,
    );
    for (const tone of ['formal', 'friendly'] as const)
      expect(letterOf(resume, tone).paragraphs.join(' ')).toMatch(
        /with Kafka, cutting invoice errors by 40 percent/,
      );
  });

  it.each(TONES)('%s: a tied requirement names the other employer whose lines show it', (tone) => {
    const resume = sampleResume();
    // A second employer whose only Kubernetes line is a course: never quoted, still where
    // Kubernetes shows.
    resume.work[2]!.highlights.push('Completed an internal Kubernetes training course');
    const body = letterOf(resume, tone).paragraphs.join(' ');
    const elsewhere = sentencesIn(body).filter(
      (s) => /Kobber Labs/.test(s) && /\bKubernetes\b/.test(s) && !/course/.test(s),
    );
    expect(elsewhere).toHaveLength(1);
    expect(
      findUnsupportedSkills(body, resume, [], {
        ignore: ['Havn Logistics', 'Senior Platform Engineer'],
      }),
    ).toEqual([]);
  });

  it.each(TONES)(
    '%s: the second paragraph opens with the requirement its first line answers',
    (tone) => {
      const [, , body2] = letterOf(sampleResume(), tone).paragraphs;
      const [opening, next] = sentencesIn(body2 ?? '');
      expect(opening).toMatch(/\bPostgreSQL\b/);
      expect(opening).toMatch(/\balso\b/);
      // The line that follows keeps the promise.
      expect(next).toMatch(/PostgreSQL schemas for 2 billion events/);
    },
  );

  it.each(TONES)(
    '%s: a second paragraph that goes on with the job the first ended on names it again',
    (tone) => {
      const resume = sampleResume();
      // Two lines, one job: one line a paragraph.
      resume.work[0]!.highlights = resume.work[0]!.highlights.slice(1);
      resume.work[1]!.highlights = [];
      resume.work[2]!.highlights = [];
      resume.projects = [];
      const [, body1, body2] = letterOf(resume, tone).paragraphs;
      expect(body1).toMatch(/migration of the billing platform/);
      const go = sentencesIn(body2 ?? '').find((x) => /Go services/.test(x));
      expect(go).toMatch(/Nordlys Payments|current (?:role|job)/);
      expect(go).not.toMatch(/^(?:In the same role|In my time there|There,|I also)/);
    },
  );

  it.each(TONES)(
    '%s: a second paragraph that goes back to two earlier jobs says where it goes',
    (tone) => {
      const resume = sampleResume();
      // Nothing in the second paragraph answers a requirement the first did not; the first
      // job's lines are short, so the letter goes on to the earlier jobs'.
      resume.work[0]!.highlights = [
        'Led the migration of the billing platform to Kafka',
        'Built the Go services behind card settlement on Kubernetes',
      ];
      resume.work[1]!.highlights = ['Cut the nightly batch time by half for the finance team'];
      const [, , body2] = letterOf(resume, tone).paragraphs;
      const [opening] = sentencesIn(body2 ?? '');
      expect(opening).toMatch(/^(?:Before|Prior to|Going back)\b/);
      expect(opening).toMatch(/\bFjord Analytics and Kobber Labs\b/);
      expect(opening).toMatch(/\bNordlys Payments\b/);
      // One earlier job: the line's own "At Fjord Analytics, …" says it; no sentence before it.
      resume.work[2]!.highlights = [];
      const [, , one] = letterOf(resume, tone).paragraphs;
      expect(sentencesIn(one ?? '')[0]).toMatch(/nightly batch time/i);
    },
  );

  it('concise closes with the work it showed, and only that', () => {
    const resume = sampleResume();
    const [, , , close] = letterOf(resume, 'concise').paragraphs;
    expect(close).toMatch(/Kafka and Kubernetes work/);
    // A posting whose top requirements the CV shows only in its skills list: no "same … work".
    const skillsOnly = `Data Engineer\nHavn Logistics\n\nRequirements\n- Docker and SQL\n- Python scripting\n`;
    const other = sampleResume();
    other.work = other.work.map((w) => ({ ...w, highlights: ['Ran the weekly team meeting'] }));
    const [, , , close2] = letterOf(other, 'concise', skillsOnly).paragraphs;
    expect(close2).not.toMatch(/would bring/);
  });
});
