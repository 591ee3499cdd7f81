import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ENGINE_TEXT_KEYS, type EngineTextKey } from '@jobfit/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from 'src/lib/i18n/activate-locale';
import {
  checkLabel,
  ENGINE_MESSAGES,
  engineText,
  knockoutDetail,
  renderText,
  scoreLabel,
} from './engine-text';

// The engine's texts in German (decision 190), with the real catalogs as the app loads them. The
// samples are what the engine writes for its test corpus, kept as a golden file by the engine
// (engine/test/fixtures/texts/update-golden.ts): the web's messages are checked against them.
type Sample = { english: string; text: { key: EngineTextKey; values?: Record<string, unknown> } };
const samples = JSON.parse(
  readFileSync(
    path.resolve(
      import.meta.dirname,
      '../../../../engine/test/fixtures/texts/samples.expected.json',
    ),
    'utf8',
  ),
) as Sample[];

// Messages that read the same in German: a name, or values put together.
const SAME_IN_GERMAN = new Set<EngineTextKey>([
  'check.linkedin',
  'check.layout.found',
  'recommend.fix_check',
  'verbatim',
  'breakdown.sentences',
]);

// Values that are codes the web words itself: a degree level, a knockout's kind, a level, a kind
// of work.
const CODES = new Set([
  'has',
  'asked',
  'kind',
  'held',
  'seniority',
  'same',
  'family',
  'postingFamily',
  'specialty',
  'postingSpecialty',
]);

let english: Record<string, unknown> = {};
let german: Record<string, unknown> = {};
beforeAll(async () => {
  await activateLocale('en');
  english = { ...i18n.messages };
  await activateLocale('de');
  german = { ...i18n.messages };
});
beforeEach(() => activateLocale('de'));

describe('engine texts in German', () => {
  it('has a German message for every key the engine writes', () => {
    expect(samples.length).toBeGreaterThan(70);
    for (const key of ENGINE_TEXT_KEYS) {
      const { id } = ENGINE_MESSAGES[key];
      expect(german[id], key).toBeDefined();
      if (!SAME_IN_GERMAN.has(key)) expect(german[id], key).not.toEqual(english[id]);
    }
  });

  it('says every sample the engine wrote, each value in its place', () => {
    for (const { text } of samples) {
      const said = renderText(i18n, text);
      expect(said, text.key).toBeDefined();
      expect(said, text.key).not.toMatch(/[{}]|undefined|\[object/);
      for (const [name, value] of Object.entries(text.values ?? {}))
        if (typeof value === 'string' && !CODES.has(name)) expect(said, text.key).toContain(value);
    }
  });

  it('mirrors the engine’s English where no list is involved', async () => {
    await activateLocale('en');
    const plain = samples.filter(
      ({ text }) =>
        !JSON.stringify(text.values ?? {}).includes('[') &&
        // A list or a code the web words itself.
        !['check.headings.missing', 'check.headings.fix', 'keyword.partial.wording'].includes(
          text.key,
        ),
    );
    expect(plain.length).toBeGreaterThan(50);
    for (const { english: said, text } of plain)
      expect(renderText(i18n, text), text.key).toBe(said);
  });

  it('words checks, advice and reasons in German', () => {
    const de = (text: Sample['text'], en = 'English') => engineText(i18n, en, text);
    expect(de({ key: 'check.dates.some', values: { dated: 1, jobs: 3 } })).toBe(
      'Zeitangaben nur für 1 von 3 Stellen gelesen.',
    );
    expect(de({ key: 'check.metrics.count', values: { measured: 1, bullets: 4 } })).toBe(
      '1 von 4 Stichpunkten enthält Zahlen.',
    );
    expect(de({ key: 'knockout.years.compare', values: { years: 7.5, asked: 5 } })).toBe(
      'Etwa 7,5 Jahre Berufserfahrung in Ihrem Lebenslauf; die Stellenanzeige verlangt mindestens 5 Jahre.',
    );
    expect(
      de({
        key: 'check.layout.fix',
        values: { fixes: [{ key: 'layout.fix.columns' }, { key: 'layout.fix.icons' }] },
      }),
    ).toBe(
      'ATS-Software liest eine schlichte Seite am besten: einspaltiges Layout verwenden; Kontaktdaten als Text ohne Symbole schreiben.',
    );
    expect(
      de({
        key: 'recommend.add_skill',
        values: {
          keyword: 'Kubernetes',
          need: { key: 'recommend.need.required', values: { mentions: 2 } },
          points: 4,
        },
      }),
    ).toBe(
      'Wenn Sie Kubernetes beherrschen, nennen Sie es in einem Stichpunkt, der zeigt, wie Sie es eingesetzt haben – erforderlich, 2 Nennungen in der Stellenanzeige (ca. +4).',
    );
    expect(
      de({ key: 'check.headings.missing', values: { headings: ['Experience', 'Skills'] } }),
    ).toBe('Keine Standardüberschrift für: Berufserfahrung (Experience) und Kenntnisse (Skills).');
    expect(de({ key: 'knockout.license.none_of', values: { names: ['CPA', 'ACCA'] } })).toBe(
      'Ihr Lebenslauf nennt CPA oder ACCA nicht; die Stellenanzeige verlangt eines davon.',
    );
    expect(de({ key: 'keyword.partial.wording', values: { written: ['k8s', 'K8S'] } })).toBe(
      'Ihr Lebenslauf schreibt „k8s“ und „K8S“',
    );
    expect(de({ key: 'confidence.phone.header', values: { e164: '+4930123456' } })).toBe(
      'Telefonnummer im Kopfbereich; gelesen als +4930123456',
    );
    expect(de({ key: 'search.title_core' })).toBe(
      'Die Stellenbezeichnung der Anzeige ohne Karrierestufe und Zusatz.',
    );
    expect(
      de({
        key: 'breakdown.sentences',
        values: {
          sentences: [
            {
              key: 'breakdown.skills.coverage',
              values: {
                counts: [
                  {
                    key: 'breakdown.skills.required',
                    values: { kind: 'hard', matched: 5, total: 7 },
                  },
                  { key: 'breakdown.skills.others', values: { matched: 2, total: 19 } },
                ],
                covered: 14,
                full: 75,
              },
            },
            {
              key: 'breakdown.held_back',
              values: { percent: 39, reasons: ['skills', 'occupation'] },
            },
          ],
        },
      }),
    ).toBe(
      '5 von 7 erforderlichen Kompetenzen gefunden, 2 von 19 weiteren; erforderliche zählen am meisten (14 % abgedeckt, voll ab 75 %). 39 % zurückgehalten: zählt nur so weit, wie die erforderlichen Kompetenzen erfüllt sind und der Beruf passt.',
    );
    expect(
      de({
        key: 'breakdown.occupation.other_specialty',
        values: {
          title: 'Software Engineer',
          specialty: 'software development',
          family: 'tech',
          posting: 'Data Scientist',
          postingSpecialty: 'data science and machine learning',
        },
      }),
    ).toBe(
      '„Software Engineer“ (Softwareentwicklung) ist eine andere Fachrichtung im Bereich IT als „Data Scientist“ (Data Science und maschinelles Lernen).',
    );
    expect(
      de({
        key: 'breakdown.occupation.level_above',
        values: { asked: 'senior', steps: 2, title: 'Junior Developer', held: 'junior' },
      }),
    ).toBe(
      'Eine Stelle der Ebene Senior, 2 Ebenen über Ihrer Stellenbezeichnung „Junior Developer“ (Ebene Junior).',
    );
    expect(
      de({
        key: 'breakdown.education.compare_required',
        values: { has: 'bachelor', asked: 'master' },
      }),
    ).toBe('Lebenslauf: Bachelor; Stellenanzeige: Master (erforderlich).');
    expect(knockoutDetail(i18n, 'degree', 'doctorate')).toBe('Promotion');
    expect(knockoutDetail(i18n, 'minimum_years', '5+ years')).toBe('mindestens 5 Jahre');
    expect(knockoutDetail(i18n, 'license', 'NMC registration')).toBe('NMC registration');
    expect(checkLabel(i18n, { id: 'verbs', label: 'Action verbs' })).toBe('Aktionsverben');
    expect(scoreLabel(i18n, { id: 'content', label: 'Requirement wording' })).toBe(
      'Formulierung der Anforderungen',
    );
  });

  it('shows the English when a text cannot be said: stored before keys, unknown, or of another shape', () => {
    const english = 'Dates read for only 1 of 3 jobs.';
    expect(engineText(i18n, english, undefined)).toBe(english);
    expect(engineText(i18n, english, { key: 'check.dates.later' })).toBe(english);
    expect(engineText(i18n, english, { key: 'check.dates.some', values: 'three' })).toBe(english);
    expect(
      engineText(i18n, english, {
        key: 'check.layout.found',
        values: { notes: [{ key: 'layout.tables' }, { key: 'layout.later' }] },
      }),
    ).toBe(english);
    expect(
      engineText(i18n, english, { key: 'knockout.degree.compare', values: { has: 'phd' } }),
    ).toBe(english);
    expect(checkLabel(i18n, { id: 'later', label: 'Later check' })).toBe('Later check');
    // A score detail whose kind of work this build does not know.
    expect(
      engineText(i18n, english, {
        key: 'breakdown.occupation.same',
        values: { title: 'Baker', same: 'baking', posting: 'Baker' },
      }),
    ).toBe(english);
  });

  it('keeps the engine’s own English for English readers', async () => {
    await activateLocale('en');
    expect(
      engineText(i18n, 'Dates read for only 1 of 3 jobs.', {
        key: 'check.dates.some',
        values: { dated: 1, jobs: 3 },
      }),
    ).toBe('Dates read for only 1 of 3 jobs.');
    expect(knockoutDetail(i18n, 'degree', 'bachelor')).toBe('bachelor');
  });
});
