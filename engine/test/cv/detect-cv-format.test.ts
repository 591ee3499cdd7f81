import { describe, expect, it } from 'vitest';
import { detectCvFormat } from '../../src/cv/index.ts';
import { oneColumnPdf } from '../fixtures/cv/build-cv-pdf.ts';
import { cvDocx } from '../fixtures/cv/build-cv-docx.ts';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);

describe('detectCvFormat', () => {
  it('sniffs PDF, DOCX, JSON and text from the content', async () => {
    expect(detectCvFormat(await oneColumnPdf())).toBe('pdf');
    expect(detectCvFormat(await cvDocx())).toBe('docx');
    expect(detectCvFormat(enc('{"basics":{"name":"Ada"}}'))).toBe('json');
    expect(detectCvFormat(enc('Ada Lovelace\nada@example.com'))).toBe('text');
    expect(detectCvFormat(enc('\uFEFF# Ada Lovelace\n'))).toBe('text');
    expect(
      detectCvFormat(new Uint8Array([0xff, 0xfe, ...Buffer.from('Ada Lovelace', 'utf16le')])),
    ).toBe('text');
    expect(detectCvFormat(new Uint8Array(Buffer.from('Jürgen Müller\nErfahrung', 'latin1')))).toBe(
      'text',
    );
  });

  it('does not let a zip pass as a PDF, nor binary junk as text', async () => {
    const zip = await cvDocx();
    expect(detectCvFormat(zip)).toBe('docx');
    expect(detectCvFormat(zip.slice(0, 200))).toBeNull();
    expect(
      detectCvFormat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])),
    ).toBeNull();
    expect(
      detectCvFormat(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
    ).toBeNull();
    expect(detectCvFormat(new Uint8Array(0))).toBeNull();
    expect(detectCvFormat(enc('   \n'))).toBeNull();
  });

  it('accepts a PDF header after a little leading junk', () => {
    expect(detectCvFormat(enc('\n\r junk %PDF-1.4\n'))).toBe('pdf');
  });
});
