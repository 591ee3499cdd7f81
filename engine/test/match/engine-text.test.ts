import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCv, parseCvText } from '../../src/cv/index.ts';
import { checkCv, englishText, scan, TEXT_KEYS } from '../../src/match/index.ts';
import type { EngineText } from '../../src/match/index.ts';
import { loadParsedCv, scanFixtures } from '../fixtures/scan/golden.ts';
import {
  corpusScans,
  ELSEWHERE,
  MET,
  reasonsOf,
  samplesPath,
  SILENT,
  textSamples,
  textsOf,
} from '../fixtures/texts/corpus.ts';

// Every text a user reads carries a key and values (decision 190); the web shows them in the
// reader's language, so they must say all the English says, and survive the trip as JSON.

/** A text's key and the keys of the texts among its values. */
function keysIn(text: EngineText): string[] {
  const nested = Object.values(text.values ?? {}).flatMap((v: unknown) =>
    (Array.isArray(v) ? v : [v]).flatMap((x: unknown) =>
      typeof x === 'object' && x !== null && 'key' in x ? keysIn(x as EngineText) : [],
    ),
  );
  return [text.key, ...nested];
}

/** Asserts each text renders, from its JSON, to the English beside it; returns the keys seen. */
function expectComplete(pairs: [string, EngineText | undefined][]): Set<string> {
  const seen = new Set<string>();
  for (const [english, text] of pairs) {
    expect(text, english).toBeDefined();
    if (!text) continue;
    const sent = JSON.parse(JSON.stringify(text)) as EngineText;
    expect(sent).toEqual(text);
    expect(englishText(sent)).toBe(english);
    for (const key of keysIn(text)) {
      expect(TEXT_KEYS, key).toContain(key);
      seen.add(key);
    }
  }
  return seen;
}

describe('engine texts: keys and values say what the English says', () => {
  it.each(scanFixtures().map((f) => [f.name, f] as const))('scan fixture %s', (_, f) => {
    const r = scan(loadParsedCv(f), readFileSync(f.jobPath, 'utf8'), { asOf: '2026-01-15' });
    expect(expectComplete(textsOf(r)).size).toBeGreaterThan(10);
  });

  it('knockouts met, not met and not shown, with the advice they give', () => {
    const keys = new Set<string>();
    for (const r of corpusScans()) for (const key of expectComplete(textsOf(r))) keys.add(key);
    // Each family of screen speaks through its own texts, and so does the advice about them.
    for (const prefix of [
      'knockout.years.',
      'knockout.degree.',
      'knockout.license.',
      'knockout.location.',
      'knockout.authorization.',
      'knockout.other.',
      'recommend.knockout.',
      'recommend.fix_check',
      'keyword.partial.',
      // The score parts' details (decision 192).
      'breakdown.sentences',
      'breakdown.held_back',
      'breakdown.skills.coverage',
      'breakdown.occupation.level_above',
      'breakdown.experience.',
      'breakdown.education.',
      'breakdown.empty_cv',
    ])
      expect(
        [...keys].some((k) => k.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });

  it('labels each check and score component by its id', () => {
    const f = scanFixtures()[0];
    if (!f) throw new Error('no scan fixture');
    const r = scan(loadParsedCv(f), readFileSync(f.jobPath, 'utf8'));
    for (const c of r.breakdown) expect(englishText({ key: `score.${c.id}` })).toBe(c.label);
    for (const c of [...r.checks, ...checkCv(SILENT)])
      expect(englishText({ key: `check.${c.id}` })).toBe(c.label);
  });

  it('gives a fix its text exactly when the check has a fix', () => {
    for (const cv of [MET, ELSEWHERE, SILENT])
      for (const c of checkCv(cv)) expect(c.fixText === undefined).toBe(c.fix === undefined);
  });

  it('keys the CV parser’s warnings and its reasons for each field', async () => {
    const parsed = [
      ...scanFixtures().map((f) => parseCvText(f.cvText)),
      parseCvText('Kim\n\nI like gardens.'),
      await parseCv(
        new TextEncoder().encode(
          JSON.stringify({ basics: { name: 'Ada Lovelace', email: 'ada@example.com' } }),
        ),
      ),
    ];
    const keys = new Set<string>();
    for (const cv of parsed) {
      for (const key of expectComplete(reasonsOf(cv))) keys.add(key);
      for (const w of cv.meta.warnings)
        expect(englishText({ key: `warning.${w.code}` } as EngineText)).toBe(w.message);
    }
    expect([...keys].filter((k) => k.startsWith('confidence.name.')).length).toBeGreaterThan(0);
    expect(keys).toContain('confidence.json_resume');
  });

  it('lists every key once', () => {
    expect(new Set(TEXT_KEYS).size).toBe(TEXT_KEYS.length);
  });

  it('matches the text samples the web checks its messages against (update-golden.ts)', () => {
    expect(textSamples()).toEqual(JSON.parse(readFileSync(samplesPath, 'utf8')));
  });
});
