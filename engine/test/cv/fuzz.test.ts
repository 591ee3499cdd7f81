import { describe, expect, it } from 'vitest';
import { EngineError } from '../../src/engine-error.ts';
import { parseCv } from '../../src/cv/index.ts';
import { oneColumnPdf, twoColumnPdf } from '../fixtures/cv/build-cv-pdf.ts';
import { cvDocx } from '../fixtures/cv/build-cv-docx.ts';

// A seeded PRNG (mulberry32) so every run tries the same inputs.
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Parses and returns 'ok' or the EngineError code; any other exception fails the test. */
async function outcome(bytes: Uint8Array): Promise<string> {
  try {
    await parseCv(bytes);
    return 'ok';
  } catch (err) {
    expect(err).toBeInstanceOf(EngineError);
    return (err as EngineError).code;
  }
}

describe('parseCv never throws anything but EngineError', () => {
  it('on random bytes, with and without file signatures', async () => {
    const rand = prng(42);
    const prefixes = ['', '%PDF-1.7\n', 'PK\u0003\u0004', '{', '\uFEFF'];
    const codes = new Set<string>();
    for (let i = 0; i < 150; i++) {
      const prefix = new TextEncoder().encode(prefixes[i % prefixes.length]);
      const body = Uint8Array.from({ length: Math.floor(rand() * 3000) }, () =>
        Math.floor(rand() * 256),
      );
      codes.add(await outcome(new Uint8Array([...prefix, ...body])));
    }
    expect(
      [...codes].every((c) =>
        [
          'ok',
          'unsupported_type',
          'corrupt',
          'empty',
          'invalid_json_resume',
          'no_text_layer',
        ].includes(c),
      ),
    ).toBe(true);
    expect(codes.has('unsupported_type')).toBe(true);
    expect(codes.has('corrupt')).toBe(true);
  });

  it('on truncated and bit-flipped PDFs and DOCX files', async () => {
    const rand = prng(7);
    const files = [await oneColumnPdf(), await twoColumnPdf(), await cvDocx({ table: true })];
    for (const file of files) {
      for (let i = 1; i <= 12; i++)
        await outcome(file.slice(0, Math.floor((file.length * i) / 13)));
      for (let i = 0; i < 12; i++) {
        const copy = file.slice();
        for (let k = 0; k < 20; k++)
          copy[Math.floor(rand() * copy.length)] = Math.floor(rand() * 256);
        await outcome(copy);
      }
    }
  });

  it('says why a truncated file fails', async () => {
    const pdf = await oneColumnPdf();
    const docx = await cvDocx();
    expect(await outcome(pdf.slice(0, 300))).toBe('corrupt');
    expect(await outcome(docx.slice(0, 300))).toBe('corrupt');
  });
});
