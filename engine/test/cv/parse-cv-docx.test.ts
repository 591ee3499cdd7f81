import { Document, Packer, Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../../src/engine-error.ts';
import { parseCv } from '../../src/cv/index.ts';
import { cvDocx } from '../fixtures/cv/build-cv-docx.ts';

async function code(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof EngineError) return err.code;
    throw err;
  }
  return 'no error';
}

describe('parseCv: DOCX', () => {
  it('reads Word headings, bold entry lines, bullets and hyperlinks', async () => {
    const heard: unknown[] = [];
    const { resume, meta } = await parseCv(await cvDocx(), {
      filename: 'cv.docx',
      onProgress: (p) => heard.push(p),
    });
    expect(heard).toEqual([{ step: 'sections' }]);
    expect(meta).toMatchObject({
      source: 'docx',
      sections: ['Professional Experience', 'Education', 'Skills', 'Languages'],
      warnings: [],
    });
    expect(resume.basics).toMatchObject({
      name: 'Priya Raman',
      label: 'Product Designer',
      email: 'priya.raman@example.net',
      phone: '(555) 201-7788',
      location: { city: 'Austin', region: 'TX' },
      profiles: [
        { network: 'GitHub', username: 'priyaraman', url: 'https://github.com/priyaraman' },
      ],
    });
    expect(resume.work).toEqual([
      {
        name: 'Bluebonnet Health',
        position: 'Lead Product Designer',
        startDate: '2019-07',
        current: true,
        highlights: [
          'Redesigned the patient intake flow, raising completion by 22%',
          'Built the design system used by 12 product teams',
        ],
      },
      {
        name: 'Pecan Studio',
        position: 'UX Designer',
        startDate: '2016',
        endDate: '2019',
        highlights: ['Ran usability studies for retail clients'],
      },
    ]);
    expect(resume.education).toEqual([
      {
        studyType: 'Bachelor of Fine Arts',
        area: 'Graphic Design',
        institution: 'University of Texas',
        startDate: '2012',
        endDate: '2016',
      },
    ]);
    expect(resume.languages).toEqual([
      { language: 'English', fluency: 'native' },
      { language: 'Tamil', fluency: 'fluent' },
    ]);
  });

  it('flattens tables row by row and warns about tables and images', async () => {
    const { resume, meta } = await parseCv(await cvDocx({ table: true, image: true }));
    expect(resume.skills).toEqual([
      { name: 'Design', keywords: ['Figma', 'Sketch'] },
      { name: 'Research', keywords: ['Interviews', 'Surveys'] },
    ]);
    expect(meta.warnings.map((w) => w.code)).toEqual(['tables', 'images']);
  });

  it('reads contacts from the page header, skips page numbers, and warns', async () => {
    const { resume, meta, text } = await parseCv(await cvDocx({ contactsInHeader: true }));
    expect(resume.basics).toMatchObject({
      name: 'Priya Raman',
      email: 'priya.raman@example.net',
      phone: '(555) 201-7788',
    });
    expect(meta.warnings.map((w) => w.code)).toEqual(['header_footer']);
    expect(text.split('\n').at(-1)).toBe('English (native), Tamil (fluent)');
  });

  it('gives clear errors for damaged, foreign, legacy and encrypted Office files', async () => {
    const docx = await cvDocx();
    expect(await code(parseCv(docx.slice(0, docx.length - 40)))).toBe('corrupt');
    // A zip that is not a Word document (word/document.xml replaced by another name).
    const renamed = Buffer.from(docx);
    let at = renamed.indexOf('word/document.xml');
    while (at >= 0) {
      renamed.write('word/documenx.xml', at, 'latin1');
      at = renamed.indexOf('word/document.xml');
    }
    expect(await code(parseCv(new Uint8Array(renamed)))).toBe('unsupported_type');
    const cfb = new Uint8Array(2048);
    cfb.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await code(parseCv(cfb))).toBe('unsupported_type');
    cfb.set(new Uint8Array(Buffer.from('EncryptionInfo', 'utf16le')), 512);
    expect(await code(parseCv(cfb))).toBe('encrypted');
  });

  it('refuses a DOCX without text, and empty or blank files, with empty', async () => {
    const blank = new Uint8Array(
      await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('')] }] })),
    );
    expect(await code(parseCv(blank))).toBe('empty');
    expect(await code(parseCv(new Uint8Array(0)))).toBe('empty');
    expect(await code(parseCv(new TextEncoder().encode(' \n\t\n')))).toBe('empty');
  });

  it('refuses a DOCX that would inflate far beyond a CV (zip bomb guard)', async () => {
    const docx = Buffer.from(await cvDocx());
    // Claim a huge uncompressed size in the first central directory entry.
    const central = docx.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    docx.writeUInt32LE(0xf0000000, central + 24);
    expect(await code(parseCv(new Uint8Array(docx)))).toBe('too_large');
  });
});
