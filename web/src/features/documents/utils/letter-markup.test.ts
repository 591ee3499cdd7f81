import { describe, expect, it } from 'vitest';
import { parseLetterMarkup } from './letter-markup';

const plain = (text: string) => ({ text, bold: false, italic: false });

describe('parseLetterMarkup', () => {
  it('cuts bold and italic runs', () => {
    expect(parseLetterMarkup('I **led** the *Go* rewrite.')).toEqual([
      plain('I '),
      { text: 'led', bold: true, italic: false },
      plain(' the '),
      { text: 'Go', bold: false, italic: true },
      plain(' rewrite.'),
    ]);
  });

  it('keeps unpaired markers and spaced asterisks as typed', () => {
    expect(parseLetterMarkup('5 * 3 * 2 and **open')).toEqual([plain('5 * 3 * 2 and **open')]);
  });

  it('never reads markup as HTML', () => {
    expect(parseLetterMarkup('<b>hi</b>')).toEqual([plain('<b>hi</b>')]);
  });
});
