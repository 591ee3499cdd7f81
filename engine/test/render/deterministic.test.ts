// Same input, same bytes: no clock, no randomness in any export (docs/architecture.md, House rules).
import { describe, expect, it, vi } from 'vitest';
import {
  renderCvDocx,
  renderCvPdf,
  renderLetterDocx,
  renderLetterPdf,
  type CoverLetter,
} from '../../src/render/index.ts';
import { sampleResume } from './sample-resume.ts';

const letter: CoverLetter = {
  tone: 'formal',
  greeting: 'Dear Hiring Manager,',
  paragraphs: [
    'I am applying for the **Platform Engineer** role.',
    'At Nordlys Payments I *led* the migration.',
  ],
  closing: 'Yours sincerely,',
  signature: 'Maria Jensen',
};

/** Renders twice with the clock moved and Math.random changed in between. */
async function twice(render: () => Promise<Uint8Array>): Promise<[Uint8Array, Uint8Array]> {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
    const a = await render();
    vi.setSystemTime(new Date('2031-07-15T22:33:44Z'));
    const spy = vi.spyOn(Math, 'random').mockReturnValue(0.987);
    const b = await render();
    spy.mockRestore();
    return [a, b];
  } finally {
    vi.useRealTimers();
  }
}

describe('deterministic bytes', () => {
  it.each([
    ['CV PDF classic', () => renderCvPdf(sampleResume(), { template: 'classic', pageSize: 'A4' })],
    [
      'CV PDF modern',
      () => renderCvPdf(sampleResume(), { template: 'modern', pageSize: 'Letter' }),
    ],
    [
      'CV PDF with a date',
      () => renderCvPdf(sampleResume(), { template: 'modern', pageSize: 'A4', date: '2026-11-23' }),
    ],
    ['CV DOCX classic', () => renderCvDocx(sampleResume(), { template: 'classic' })],
    [
      'CV DOCX modern with a date',
      () => renderCvDocx(sampleResume(), { template: 'modern', date: '2026-11-23' }),
    ],
    [
      'letter PDF',
      () => renderLetterPdf(letter, { sender: sampleResume().basics, pageSize: 'A4' }),
    ],
    ['letter DOCX', () => renderLetterDocx(letter, { sender: sampleResume().basics })],
  ] as const)('%s', async (_name, render) => {
    const [a, b] = await twice(render);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('writes the given date as the PDF creation date, and none without one', async () => {
    const latin1 = (b: Uint8Array) => new TextDecoder('latin1').decode(b);
    const dated = latin1(
      await renderCvPdf(sampleResume(), {
        template: 'classic',
        pageSize: 'A4',
        date: '2026-11-23',
      }),
    );
    expect(dated).toContain('/CreationDate (D:20261123000000Z)');
    const undated = latin1(
      await renderCvPdf(sampleResume(), { template: 'classic', pageSize: 'A4' }),
    );
    expect(undated).not.toContain('/CreationDate');
  });
});
