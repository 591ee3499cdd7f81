import { describe, expect, it } from 'vitest';
import { LETTER_TONES, resumeToText, type LetterTone } from '../../src/render/index.ts';
import { draftCoverLetter, findUnsupportedSkills } from '../../src/tailor/index.ts';
import { sampleResume } from '../render/sample-resume.ts';
import { scanOf } from './sample-scan.ts';

const draft = (tone: LetterTone, resume = sampleResume()) =>
  draftCoverLetter({
    resume,
    scan: scanOf(resume),
    tone,
    company: 'Havn Logistics',
    date: '23 November 2026',
  });
const body = (tone: LetterTone) => draft(tone).paragraphs.join('\n\n');
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/);
const TONES = LETTER_TONES.map((t) => t.id);

describe('draftCoverLetter: a letter, not a list (issue 18)', () => {
  it('opens with the role, the employer and who the candidate is, and signs with the CV name', () => {
    const letter = draft('formal');
    expect(letter).toMatchObject({
      company: 'Havn Logistics',
      title: 'Senior Platform Engineer',
      date: '23 November 2026',
      signature: 'Maria Jensen',
      closing: 'Yours sincerely,',
    });
    expect(letter.paragraphs).toHaveLength(4);
    expect(letter.paragraphs[0]).toMatch(
      /^I am writing to apply for the Senior Platform Engineer position at Havn Logistics\. Currently, I work as a Staff Engineer at Nordlys Payments\./,
    );
  });

  it.each(TONES)(
    '%s: full sentences without bold, lists, "Regarding" frames or keyword labels',
    (tone) => {
      const text = body(tone);
      expect(text).not.toMatch(/\*|_|`|^\s*[-•]\s|^\s*\d+\.\s/m);
      expect(text).not.toMatch(/\bRegarding\b|(?:^|[.!?]\s+)[A-Z][\w ]{0,25}:\s/m);
      for (const s of sentences(text)) expect(s).toMatch(/[.!?]$/);
    },
  );

  it('proves the case with the strongest CV achievements, numbers and all', () => {
    const first = draft('formal').paragraphs[1] ?? '';
    expect(first).toContain(
      'The clearest example comes from Nordlys Payments, where I led the migration of the billing platform to event sourcing with Kafka, cutting invoice errors by 40 percent across all regions.',
    );
    expect(first).toContain('which your posting lists as essential');
  });

  it.each(TONES)(
    '%s: 250–400 words (concise from 150), a call to action, varied starts',
    (tone) => {
      const letter = draft(tone);
      const text = letter.paragraphs.join(' ');
      // Decision 150: concise is the short voice; this CV's five jobs give it about 170 words.
      expect(words(text)).toBeGreaterThanOrEqual(tone === 'concise' ? 150 : 250);
      expect(words(text)).toBeLessThanOrEqual(400);
      expect(letter.paragraphs.at(-1)).toMatch(/interview|get in touch|call/);
      const starts = sentences(text).map((s) => s.split(/[\s,']/)[0]);
      starts.forEach((w, i) => expect([i, w]).not.toEqual([i, starts[i - 1]]));
    },
  );

  it('writes the three tones in different voices', () => {
    const [formal, friendly, concise] = TONES.map((t) => draft(t));
    expect(new Set([formal, friendly, concise].map((l) => l?.closing)).size).toBe(3);
    expect(friendly?.greeting).toBe('Dear Havn Logistics team,');
    const text = (l: typeof formal) => l!.paragraphs.join(' ');
    // Friendly speaks with contractions; formal never does; concise keeps sentences short.
    expect(text(friendly).match(/\b(I'd|I'm|you're|it's|they're)\b/g)?.length).toBeGreaterThan(2);
    expect(text(formal)).not.toMatch(/\b\w+'(d|m|re|s|ll|ve)\b/);
    const mean = (l: typeof formal) => words(text(l)) / sentences(text(l)).length;
    expect(mean(concise)).toBeLessThan(mean(formal));
    expect(words(text(concise))).toBeLessThan(words(text(formal)));
    const shared = sentences(text(formal)).filter((s) => text(friendly).includes(s));
    expect(shared).toEqual([]);
  });

  it.each(TONES)('%s: names no skill, number or employer the CV does not hold', (tone) => {
    const resume = sampleResume();
    const letter = draft(tone, resume);
    const text = letter.paragraphs.join(' ');
    expect(
      findUnsupportedSkills(text, resume, [], {
        ignore: ['Senior Platform Engineer', 'Havn Logistics'],
      }),
    ).toEqual([]);
    expect(text).not.toMatch(/Terraform|Rust|Infrastructure as code/i);
    const cv = resumeToText(resume);
    for (const n of text.match(/\d+/g) ?? []) expect(cv).toContain(n);
  });

  it('asks for nothing it does not know: no placeholder for an unknown title or company', () => {
    const resume = sampleResume();
    const scan = scanOf(resume, 'Requirements\n- Experience with Go\n- Kafka');
    for (const tone of TONES) {
      const letter = draftCoverLetter({
        resume,
        scan: { ...scan, posting: { ...scan.posting } },
        tone,
      });
      expect(letter.title).toBeUndefined();
      expect(letter.company).toBeUndefined();
      expect(letter.paragraphs.join(' ')).not.toMatch(/untitled|advertised|\[|\{|undefined|null/i);
      expect(letter.greeting).toMatch(/^Dear Hiring (Manager|Team),$/);
    }
  });

  it('never offers a course as proof, and uses "an" before a vowel sound', () => {
    const resume = sampleResume();
    resume.basics.label = 'Engineering Manager';
    resume.work[0]!.highlights = [
      'Completed an advanced Go and Kafka training course',
      ...resume.work[0]!.highlights,
    ];
    // Go stays in the skills list, but "go live" is no Go.
    resume.work[2]!.highlights = ['Helped the team go live with the new importer'];
    const scan = scanOf(resume, 'Engineering Lead\n\nRequirements\n- Experience with Go\n- Kafka');
    const letter = draftCoverLetter({ resume, scan, tone: 'friendly' });
    const text = letter.paragraphs.join(' ');
    expect(text).toContain('opening for an Engineering Lead');
    expect(text).not.toContain('training course');
    expect(text).not.toMatch(/\bgo live\b|centres on go\b/);
  });
});
