import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { franc } from 'franc-min';
import { describe, expect, it } from 'vitest';
import { francOnly } from '../src/franc-only.ts';
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

describe("franc's answer for the engine's languages", () => {
  const only = ['eng', 'deu', 'fra', 'spa', 'ita', 'nld', 'por', 'pol'];
  const dir = join(import.meta.dirname, 'fixtures');
  const files = ['postings', 'scan']
    .flatMap((d) => readdirSync(join(dir, d)).map((f) => join(dir, d, f)))
    .filter((f) => /\.(txt|html|json)$/.test(f));
  const other = [
    'Мы ищем опытного инженера для работы с нашей командой разработчиков в Москве и удалённо.',
    'Αναζητούμε έμπειρο μηχανικό λογισμικού για την ομάδα μας στην Αθήνα, με πλήρη απασχόληση.',
    '我们正在寻找一名经验丰富的软件工程师加入我们在上海的团队，负责后端服务的设计与开发。',
    'Buscamos una enfermera con experiencia para nuestra unidad de cuidados intensivos en Madrid.',
    'Nous recherchons un infirmier expérimenté pour notre service de réanimation à Lyon, CDI.',
    'Cerchiamo un ingegnere software esperto per il nostro team di Milano, contratto a tempo pieno.',
    'Wij zoeken een ervaren verpleegkundige voor onze afdeling intensive care in Utrecht, fulltime.',
    'Procuramos um enfermeiro experiente para a nossa unidade de cuidados intensivos em Lisboa.',
    'Szukamy doświadczonego inżyniera oprogramowania do naszego zespołu w Warszawie, pełny etat.',
    'Python, PostgreSQL, Kubernetes, Docker, Terraform, AWS, GCP, Azure, React, TypeScript, Go',
    GERMAN_POSTING,
    ENGLISH_CV,
    `${GERMAN_POSTING}\n${ENGLISH_CV}`,
  ];
  // Every fixture's openings and windows, short and long: hundreds of texts, each answered by
  // franc-min itself and by the engine's reading of its data.
  const samples = files.flatMap((f) => {
    const text = readFileSync(f, 'utf8');
    return [0, 97, 450, 1200].flatMap((at) =>
      [59, 60, 75, 140, 600].map((n) => text.slice(at, at + n)),
    );
  });

  it.each([10, 60])("gives franc-min's answer (minimum length %i)", (minLength) => {
    for (const sample of [...samples, ...other])
      expect([sample, francOnly(sample, only, minLength)]).toEqual([
        sample,
        franc(sample, { minLength, only }),
      ]);
  });
});
