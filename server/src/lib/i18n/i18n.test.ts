import { describe, expect, it } from 'vitest';
import { negotiateLocale, say, worded } from './server-text.ts';
import { MESSAGES } from './messages.ts';

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en'],
    [null, 'en'],
    ['', 'en'],
    ['de', 'de'],
    ['DE', 'de'],
    ['de-CH', 'de'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['en-US,en;q=0.9,de;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['fr-FR,de;q=0.5', 'de'],
    ['en;q=0.4,de;q=0.6', 'de'],
    ['de;q=0, en', 'en'],
    ['de;q=0', 'en'],
    ['de;q=2', 'en'],
    ['de;q=abc', 'en'],
    ['*', 'en'],
    ['en, de', 'en'],
    ['de, en', 'de'],
    [' de ; q=0.7 , en ; q=0.3', 'de'],
    ['deutsch', 'en'],
  ] as const)('%j → %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the message table', () => {
  const entries = Object.entries(MESSAGES) as [string, { en: string; de: string }][];

  it.each(entries)('%s has German of its own with the same values', (_key, { en, de }) => {
    expect(de.trim()).not.toBe('');
    expect(de).not.toBe(en);
    expect(placeholders(de)).toEqual(placeholders(en));
    // German quotes „…“ around quoted words, never English or straight ones.
    expect(de).not.toMatch(/[”"]/);
    expect(de.split('„').length).toBe(de.split('“').length);
  });

  it('keeps the English as it is, values filled in with English digits', () => {
    expect(say('scan.posting_too_large', { max: 200_000 }).english).toBe(
      'The posting is too large: 200,000 characters at most.',
    );
    expect(say('scan.posting_too_large', { max: 200_000 }).in('de')).toBe(
      'Die Stellenanzeige ist zu lang: höchstens 200.000 Zeichen.',
    );
  });

  it('leaves a value as given, even when it looks like a placeholder', () => {
    const text = say('account.import.document_without_job', { title: '{title} & „x“' });
    expect(text.in('de')).toBe(
      'Das Dokument „{title} & „x““ verweist auf eine Stelle, die nicht in der Datei ist.',
    );
  });

  it('words the texts inside error details, and nothing else', () => {
    const details = { file: [say('cv.field.choose_file')], retryAfter: 30, reason: 'too_large' };
    expect(worded(details, 'de')).toEqual({
      file: ['Wählen Sie eine Datei zum Hochladen'],
      retryAfter: 30,
      reason: 'too_large',
    });
    expect(worded(details, 'en')).toEqual({
      file: ['Choose a file to upload'],
      retryAfter: 30,
      reason: 'too_large',
    });
  });
});
