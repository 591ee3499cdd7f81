import { describe, expect, it } from 'vitest';
import { parseCv } from '../src/cv/index.ts';
import { speedInputs } from './speed-cv.ts';

// The speed benchmark times these inputs; this checks they parse to what a real CV gives.
describe('speed-cv inputs', () => {
  it('parse correctly, with the page counts the benchmark names', async () => {
    const results = [];
    for (const { name, bytes } of await speedInputs()) {
      const { resume, meta } = await parseCv(bytes);
      results.push([
        name,
        meta.pages,
        resume.basics.name,
        meta.sections.length >= 3,
        resume.work.length > 0,
      ]);
    }
    expect(results).toEqual([
      ['1-page PDF', 1, 'Maria Jensen', true, true],
      ['2-page PDF', 2, 'Maria Jensen', true, true],
      ['3-page PDF', 3, 'Maria Jensen', true, true],
      ['2-column PDF', 1, 'Jonas Weber', true, true],
      ['DOCX', undefined, 'Priya Raman', true, true],
    ]);
  });
});
