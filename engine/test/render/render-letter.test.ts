import { describe, expect, it } from 'vitest';
import { parseCv } from '../../src/cv/index.ts';
import {
  renderLetterDocx,
  renderLetterMarkdown,
  renderLetterPdf,
  type CoverLetter,
} from '../../src/render/index.ts';
import { sampleResume } from './sample-resume.ts';

const letter = (): CoverLetter => ({
  tone: 'formal',
  date: '23 November 2026',
  company: 'Havn Logistics',
  title: 'Platform Engineer',
  greeting: 'Dear Hiring Manager,',
  paragraphs: [
    'I am applying for the **Platform Engineer** role at Havn Logistics.',
    `For **Kafka**: at Nordlys Payments, *I led the migration to event sourcing*. ${'More words to wrap the line. '.repeat(8)}`,
    'A lone * star, 5 * 3 and **unclosed bold stay as typed.',
  ],
  closing: 'Yours sincerely,',
  signature: 'Maria Jensen',
});

describe('letter renderers', () => {
  it('Markdown: sender block, date, recipient, subject, markup kept', () => {
    expect(renderLetterMarkdown(letter(), { sender: sampleResume().basics })).toBe(
      [
        '**Maria Jensen**  ',
        'maria.jensen@example.org  ',
        '+45 20 12 34 56  ',
        'Aarhus, DK  ',
        'https://mariajensen.dev  ',
        'https://linkedin.com/in/mariajensen  ',
        '',
        '23 November 2026  ',
        'Havn Logistics, Hiring Team  ',
        '',
        '**Application for Platform Engineer**',
        '',
        'Dear Hiring Manager,',
        '',
        ...letter().paragraphs.flatMap((p) => [p, '']),
        'Yours sincerely,',
        '',
        'Maria Jensen',
        '',
      ].join('\n'),
    );
  });

  it('PDF: real text in embedded fonts with bold and italic, markup removed', async () => {
    const pdf = await renderLetterPdf(letter(), { sender: sampleResume().basics, pageSize: 'A4' });
    const raw = new TextDecoder('latin1').decode(pdf);
    expect(raw).toMatch(/SourceSans3-bold/);
    expect(raw).toMatch(/SourceSans3-italic/);
    const { text } = await parseCv(pdf);
    expect(text).toContain('maria.jensen@example.org');
    expect(text).toContain('I am applying for the Platform Engineer role at Havn Logistics.');
    expect(text).toContain('A lone * star, 5 * 3 and **unclosed bold stay as typed.');
    expect(text).not.toContain('**Platform');
  });

  it('DOCX: bold and italic runs, sender details, no markup characters', async () => {
    const { text } = await parseCv(
      await renderLetterDocx(letter(), { sender: sampleResume().basics }),
    );
    expect(text).toContain('Maria Jensen');
    expect(text).toContain('+45 20 12 34 56');
    expect(text).toContain(
      'For Kafka: at Nordlys Payments, I led the migration to event sourcing.',
    );
  });
});
