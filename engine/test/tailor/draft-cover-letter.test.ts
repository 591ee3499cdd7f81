import { describe, expect, it } from 'vitest';
import { LETTER_TONES, type LetterTone } from '../../src/render/index.ts';
import { draftCoverLetter } from '../../src/tailor/index.ts';
import { sampleResume } from '../render/sample-resume.ts';
import { scanOf } from './sample-scan.ts';

const draft = (tone: LetterTone) => {
  const resume = sampleResume();
  return draftCoverLetter({
    resume,
    scan: scanOf(resume),
    tone,
    company: 'Havn Logistics',
    date: '23 November 2026',
  });
};
const words = (ps: string[]) => ps.join(' ').split(/\s+/).length;

describe('draftCoverLetter', () => {
  it('names the company and the job title, and signs with the CV name', () => {
    const letter = draft('formal');
    expect(letter).toMatchObject({
      company: 'Havn Logistics',
      title: 'Senior Platform Engineer',
      date: '23 November 2026',
      signature: 'Maria Jensen',
      closing: 'Yours sincerely,',
    });
    expect(letter.paragraphs[0]).toBe(
      'I am writing to apply for the **Senior Platform Engineer** position at Havn Logistics. As a Backend Engineer with experience in Apache Kafka and Kubernetes, I believe my background matches what the role requires.',
    );
  });

  it('proves the strongest requirements with the CV lines that show them', () => {
    const evidence = draft('formal').paragraphs[1] ?? '';
    expect(evidence).toContain(
      'Regarding **Kubernetes** and **Go**: at Nordlys Payments, I built the Go services behind card settlement, running on Kubernetes in three regions.',
    );
    expect(evidence.match(/(For|Regarding|As for) \*\*/g)).toHaveLength(3);
    const concise = draft('concise').paragraphs[1] ?? '';
    expect(concise.match(/\*\*: \*/g)).toHaveLength(2);
    expect(concise).toContain(
      '*Built the Go services behind card settlement, running on Kubernetes in three regions* (Nordlys Payments)',
    );
  });

  it('words each tone differently, and concise is shortest', () => {
    const [formal, friendly, concise] = (['formal', 'friendly', 'concise'] as const).map(draft);
    expect(new Set([formal, friendly, concise].map((l) => l?.greeting))).toEqual(
      new Set(['Dear Hiring Manager,', 'Dear Havn Logistics team,']),
    );
    expect(new Set([formal, friendly, concise].map((l) => l?.closing)).size).toBe(3);
    expect(friendly?.paragraphs[0]).toMatch(
      /^I was excited to see that Havn Logistics is looking for a \*\*Senior Platform Engineer\*\*/,
    );
    expect(words(concise!.paragraphs)).toBeLessThan(words(formal!.paragraphs) * 0.7);
    expect(words(concise!.paragraphs)).toBeLessThan(words(friendly!.paragraphs) * 0.7);
    expect(LETTER_TONES.map((t) => t.id)).toEqual(['formal', 'friendly', 'concise']);
  });

  it('claims no skill the CV does not show, even the ones the posting asks for most', () => {
    for (const tone of ['formal', 'friendly', 'concise'] as const) {
      const text = draft(tone).paragraphs.join(' ');
      expect(text).not.toMatch(/Terraform|Rust|Infrastructure as code/i);
    }
  });

  it('writes a letter without evidence or company when the scan gives none', () => {
    const resume = sampleResume();
    const letter = draftCoverLetter({
      resume,
      scan: scanOf(resume, 'Chef\n\nRequirements\n- Knife skills\n- French cuisine'),
      tone: 'concise',
    });
    expect(letter.greeting).toBe('Dear Hiring Manager,');
    expect(letter.paragraphs.at(-1)).toBe('I would be glad to discuss the role. Thank you.');
  });
});

describe('draftCoverLetter wording', () => {
  it('uses "an" before a vowel and never reads "go live" as the Go skill', () => {
    const resume = sampleResume();
    resume.basics.label = 'Engineering Manager';
    // Go stays in the skills list and the project, but no job bullet names it.
    resume.work[0]!.highlights[2] = 'Built the card settlement services in three regions';
    resume.work[2]!.highlights = ['Helped the team go live with the new importer'];
    const scan = scanOf(resume, 'Engineering Lead\n\nRequirements\n- Experience with Go\n- Python');
    const letter = draftCoverLetter({ resume, scan, tone: 'friendly' });
    expect(letter.paragraphs[0]).toContain('looking for an **Engineering Lead**');
    expect(letter.paragraphs[0]).toContain('I am an Engineering Manager');
    expect(letter.paragraphs.join(' ')).not.toContain('go live');
  });
});
