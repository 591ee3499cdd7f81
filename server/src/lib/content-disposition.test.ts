import { describe, expect, it } from 'vitest';
import { contentDisposition, exportFileName } from './content-disposition.ts';

describe('exportFileName', () => {
  it('names the person, the document and the employer, as a recruiter files them', () => {
    expect(
      exportFileName({
        person: 'Jordan Example',
        kind: 'cv',
        company: 'Acme Payments',
        format: 'pdf',
      }),
    ).toBe('Jordan-Example-CV-Acme-Payments.pdf');
    expect(
      exportFileName({
        person: 'Jordan Example',
        kind: 'cover_letter',
        company: 'Acme Payments, Inc.',
        format: 'docx',
      }),
    ).toBe('Jordan-Example-Cover-Letter-Acme-Payments-Inc.docx');
  });

  it('adds the page size only when asked, so both sizes of one document differ', () => {
    const base = { person: 'Zoë Łukasik', kind: 'cv', company: 'Nordlys', format: 'pdf' } as const;
    expect(exportFileName(base)).toBe('Zoë-Łukasik-CV-Nordlys.pdf');
    expect(exportFileName({ ...base, pageSize: 'Letter' })).toBe(
      'Zoë-Łukasik-CV-Nordlys-US-Letter.pdf',
    );
    expect(exportFileName({ ...base, pageSize: 'A4' })).toBe('Zoë-Łukasik-CV-Nordlys-A4.pdf');
  });

  it('leaves out what is unknown, never writing a placeholder', () => {
    expect(exportFileName({ person: '', kind: 'cover_letter', company: null, format: 'md' })).toBe(
      'Cover-Letter.md',
    );
    expect(exportFileName({ kind: 'cv', company: '../../etc', format: 'json' })).toBe(
      'CV-etc.json',
    );
  });

  it('gives an ASCII fallback and the UTF-8 name in the header', () => {
    expect(contentDisposition('Zoë-CV.pdf')).toBe(
      `attachment; filename="Zo_-CV.pdf"; filename*=UTF-8''Zo%C3%AB-CV.pdf`,
    );
  });
});
