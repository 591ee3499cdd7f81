import { describe, expect, it } from 'vitest';
import { parseCvText } from '../src/cv/index.ts';
import { textLanguage } from '../src/language.ts';
import { scan } from '../src/match/index.ts';
import { analyzePosting } from '../src/posting/index.ts';

// The language of a posting and a CV, so a scan can say when its English-only rules read neither
// (docs/decisions/185). Texts written for these tests.
const GERMAN_POSTING = [
  'Pflegefachkraft (m/w/d) Innere Medizin',
  '',
  'Ihre Aufgaben:',
  '- Sie betreuen und versorgen Patientinnen und Patienten auf unserer internistischen Station.',
  '- Sie dokumentieren die Pflege und arbeiten eng mit dem ärztlichen Team zusammen.',
  'Ihr Profil:',
  '- Abgeschlossene Ausbildung als Pflegefachkraft und Freude an der Arbeit im Team.',
].join('\n');
const ENGLISH_CV = [
  'Jane Doe',
  'Registered Nurse',
  'Experience',
  'Staff Nurse, City Hospital, 2019 – Present',
  '- Cared for up to eight patients a shift on a busy acute medical ward.',
  '- Led the ward’s falls prevention audit and cut falls by a third in a year.',
].join('\n');

describe('the language a text is written in', () => {
  it('tells German from English', () => {
    expect(textLanguage(GERMAN_POSTING)).toBe('de');
    expect(textLanguage(ENGLISH_CV)).toBe('en');
  });

  it('keeps a terse English text of names and skills English', () => {
    const cv =
      'Sam Doe\nBackend Engineer\nsam@example.com\nExperience\nBackend Engineer, Acme\n2019 – 2023\n- Built Python services on PostgreSQL with Docker.\nSkills\nPython, PostgreSQL, Docker';
    expect(textLanguage(cv)).toBe('en');
  });

  it('gives no answer for a text too short to tell', () => {
    expect(textLanguage('Python, SQL, Excel')).toBeUndefined();
  });

  it('is part of the posting and of the scan', () => {
    expect(analyzePosting(GERMAN_POSTING).language).toBe('de');
    const result = scan(parseCvText(ENGLISH_CV), GERMAN_POSTING, { asOf: '2026-11-24' });
    expect(result.languages).toEqual({ posting: 'de', cv: 'en' });
  });
});
