import { describe, expect, it } from 'vitest';
import { CV_LIMITS, parseCv } from '../../src/cv/index.ts';
import { EngineError } from '../../src/engine-error.ts';
import {
  deepJsonResume,
  flateBombPdf,
  lyingDocxBomb,
  manyItemsPdf,
  pdfWithContent,
} from './hostile-builders.ts';

const MB = 1024 * 1024;

async function failure(p: Promise<unknown>): Promise<EngineError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof EngineError) return err;
    throw err;
  }
  throw new Error('expected an EngineError');
}

// Decision 140: every limit is counted on what the file really holds, never on what it declares.
describe('counted limits on hostile CV files', () => {
  it.each(['word/document.xml', 'word/header1.xml'])(
    'refuses a DOCX whose %s lies about its size and inflates past the limit',
    async (part) => {
      const bomb = lyingDocxBomb(part, 60 * MB);
      expect(bomb.length).toBeLessThan(MB);
      // Every central directory entry claims less than a kilobyte.
      const view = Buffer.from(bomb);
      for (let at = view.indexOf('PK\x01\x02'); at >= 0; at = view.indexOf('PK\x01\x02', at + 1))
        expect(view.readUInt32LE(at + 24)).toBeLessThan(1024);
      const err = await failure(parseCv(bomb, { filename: 'cv.docx' }));
      expect(err.code).toBe('too_large');
      expect(err.message).toMatch(/expands to far more data than a CV/);
    },
  );

  it('reads the same DOCX when its parts stay within the limit', async () => {
    const cv = await parseCv(lyingDocxBomb('word/header1.xml', 5 * MB), { filename: 'cv.docx' });
    expect(cv.text).toContain('Sam Bomb');
    expect(cv.text).toContain('Engineer at Acme');
  });

  it('refuses a PDF whose content stream is a flate bomb, one layer or two', async () => {
    for (const layers of [1, 2]) {
      const bomb = flateBombPdf(60 * MB, layers);
      expect(bomb.length).toBeLessThan(MB);
      const err = await failure(parseCv(bomb, { filename: 'cv.pdf' }));
      expect(err.code).toBe('too_large');
      expect(err.message).toMatch(/compressed streams/);
    }
    // Below the limit the same file reads.
    expect((await parseCv(flateBombPdf(MB), { filename: 'cv.pdf' })).text).toContain('Sam Bomb');
  });

  it('stops reading a PDF past its text item limit, and reads one below it', async () => {
    const err = await failure(parseCv(manyItemsPdf(CV_LIMITS.maxPdfTextItems + 1000)));
    expect(err.code).toBe('too_large');
    expect(err.message).toMatch(/more than 100,000 pieces of text/);
    expect((await parseCv(manyItemsPdf(3000))).text).toMatch(/w\d/);
  });

  it('stops reading a PDF past its character limit', async () => {
    const line = `(${'Go and PostgreSQL '.repeat(6)}) Tj`;
    const ops = ['BT /F1 1 Tf'];
    for (let i = 0; i < 2500; i++) ops.push(`1 0 0 1 10 ${i % 780} Tm ${line}`);
    ops.push('ET');
    const err = await failure(parseCv(pdfWithContent(new TextEncoder().encode(ops.join('\n')))));
    expect(err.code).toBe('too_large');
    expect(err.message).toMatch(/more than 200,000 characters/);
  });

  it('refuses a JSON Resume nested too deep or too long, before parsing it', async () => {
    const deep = await failure(parseCv(deepJsonResume(500_000)));
    expect(deep.code).toBe('too_large');
    expect(deep.message).toMatch(/nested more than 32 levels/);
    const long = new TextEncoder().encode(
      JSON.stringify({ basics: { name: 'Long', summary: 'x'.repeat(CV_LIMITS.maxJsonChars) } }),
    );
    expect((await failure(parseCv(long))).message).toMatch(/JSON Resume holds .* characters/);
    // Brackets inside strings do not count as nesting.
    const text = new TextEncoder().encode(
      JSON.stringify({ basics: { name: 'Ada', summary: '['.repeat(100) } }),
    );
    expect((await parseCv(text)).resume.basics.name).toBe('Ada');
  });

  it('keeps an ordinary PDF content stream readable through the stream scan', async () => {
    const pdf = pdfWithContent(
      new TextEncoder().encode('BT /F1 12 Tf 72 720 Td (Ada Lovelace, analyst) Tj ET'),
      2,
    );
    expect((await parseCv(pdf)).text).toContain('Ada Lovelace, analyst');
  });
});
