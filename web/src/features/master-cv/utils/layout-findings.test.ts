import { describe, expect, it } from 'vitest';
import { layoutFindings } from './layout-findings';

const plain = { columns: 1, tables: false, images: false, icons: false };

describe('layoutFindings', () => {
  it('finds nothing on a plain single-column page', () => {
    expect(layoutFindings(plain, [])).toEqual({ findings: [], otherWarnings: [] });
    expect(layoutFindings(undefined, [])).toEqual({ findings: [], otherWarnings: [] });
  });

  it('says what meta.layout saw, in a fixed order', () => {
    const { findings } = layoutFindings(
      { columns: 2, sidebar: 'right', tables: true, images: true, icons: true },
      [],
    );
    expect(findings).toEqual([
      'Two columns side by side: ATS software may read across them and mix your sections.',
      'A sidebar on the right: ATS software may read it in the middle of your experience, or skip it.',
      'Tables or text boxes: ATS software often scrambles or skips what is inside them.',
      'Images: nothing written in a picture, logo or chart can be read.',
      'Icons: symbols next to contact details or skill dots read as nothing or as junk.',
    ]);
  });

  it("prefers the parser's message, says each finding once, and keeps other warnings apart", () => {
    const columns = {
      code: 'two_columns',
      message: 'Two-column layout: a single column is safer.',
    };
    const email = { code: 'missing_email', message: 'No email address found.' };
    const footer = { code: 'header_footer', message: 'Contact details sit in the footer.' };
    expect(layoutFindings({ ...plain, columns: 2 }, [email, columns, footer])).toEqual({
      findings: [
        'Two-column layout: a single column is safer.',
        'Contact details sit in the footer.',
      ],
      otherWarnings: [email],
    });
  });

  it('reads the warnings alone for a draft without layout', () => {
    const sidebar = { code: 'sidebar', message: 'A sidebar on the left.' };
    expect(layoutFindings(undefined, [sidebar]).findings).toEqual(['A sidebar on the left.']);
  });
});
