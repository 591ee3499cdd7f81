import { describe, expect, it } from 'vitest';
import { parseCv } from '../../src/cv/index.ts';
import { labelFormPdf, linesPdf, privateSmallCapsPdf } from '../fixtures/cv/layout/pdf-fixtures.ts';

/** The text lines after the "Summary" heading of a PDF made of the given lines. */
async function summaryLines(lines: string[]): Promise<string[]> {
  const { text } = await parseCv(await linesPdf(lines));
  const all = text.split('\n');
  return all.slice(all.indexOf('Summary') + 1);
}

describe('PDF text: words broken at a line end', () => {
  it.each([
    [
      ['herself in a world of imag-', 'ination and fantasy.'],
      ['herself in a world of imagination', 'and fantasy.'],
    ],
    [
      ['she is the co-', 'founder of a studio'],
      ['she is the co-founder', 'of a studio'],
    ],
    [
      ['a self-', 'taught engineer'],
      ['a self-taught', 'engineer'],
    ],
    [
      ['well-known T-', 'SQL patterns'],
      ['well-known T-SQL', 'patterns'],
    ],
    [
      ['keep the dash\u00AD', 'boards fast'],
      ['keep the dashboards', 'fast'],
    ],
    [
      ['Berlin -', 'now remote'],
      ['Berlin -', 'now remote'],
    ],
    [
      ['from 2019 –', 'present'],
      ['from 2019 –', 'present'],
    ],
    [['a broad environ-', 'ment'], ['a broad environment']],
  ])('%j → %j', async (input, expected) => {
    expect(await summaryLines(input)).toEqual(expected);
  });
});

describe('PDF text: glyphs and small capitals', () => {
  it('reads small capitals stored as private-use code points as letters', async () => {
    const { text, resume, meta } = await parseCv(await privateSmallCapsPdf());
    expect(text.split('\n')[0]).toBe('Pseudo Nym');
    expect(resume.basics.name).toBe('Pseudo Nym');
    expect(meta.layout?.icons).toBe(false);
  });
});

describe('PDF layout: what stays one column', () => {
  it('reads a form of labels beside their values row by row', async () => {
    const { text, meta } = await parseCv(await labelFormPdf());
    expect(meta.layout?.columns).toBe(1);
    expect(text.split('\n')).toContain('Name of employer\tVistula Analytics, Warsaw');
    expect(meta.warnings.map((w) => w.code)).not.toContain('two_columns');
  });
});
