import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './file-name';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Tailored-CV-Z_rich.pdf"; filename*=UTF-8''Tailored-CV-Z%C3%BCrich.pdf`,
        'x.pdf',
      ),
    ).toBe('Tailored-CV-Zürich.pdf');
  });

  it('falls back to the quoted or bare name, then to the fallback', () => {
    expect(fileNameFromDisposition('attachment; filename="cv.docx"', 'x')).toBe('cv.docx');
    expect(fileNameFromDisposition('attachment; filename=cv.md', 'x')).toBe('cv.md');
    expect(fileNameFromDisposition('attachment', 'document.pdf')).toBe('document.pdf');
    expect(fileNameFromDisposition(null, 'document.pdf')).toBe('document.pdf');
  });

  it('drops any path and survives a broken encoding', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"', 'x')).toBe('passwd');
    expect(
      fileNameFromDisposition(`attachment; filename="ok.pdf"; filename*=UTF-8''%E0%A4%A`, 'x'),
    ).toBe('ok.pdf');
  });
});
