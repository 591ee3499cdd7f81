import {
  ENGINE_ERROR_ENGLISH,
  EngineError,
  type EngineErrorText,
  type EngineErrorValues,
} from '@jobfit/engine';
import { describe, expect, it } from 'vitest';
import { sayEngineError } from './server-text.ts';

// Values as the engine gives them, one set per key (a new key without one is a type error):
// numbers above a thousand, so English digit grouping must agree too.
const SAMPLES: { [K in keyof EngineErrorValues]: EngineErrorValues[K] } = {
  file_too_large: { size: '12.3', max: '10.0' },
  file_empty: {},
  file_no_text: {},
  file_unreadable: {},
  file_not_valid: { format: 'PDF' },
  file_unsupported: {},
  doc_unsupported: {},
  zip_damaged: {},
  zip_unsupported: {},
  docx_encrypted: {},
  docx_inflates: {},
  docx_damaged: {},
  docx_no_text: {},
  pdf_encrypted: {},
  pdf_damaged: {},
  pdf_inflates: {},
  pdf_too_many_items: { max: 100_000 },
  pdf_too_many_chars: { max: 200_000 },
  pdf_too_many_pages: { pages: '1250', max: '10' },
  pdf_no_text_layer: {},
  text_empty: {},
  text_too_long: { chars: '250000', max: '200000' },
  linkedin_inflates: {},
  linkedin_damaged: {},
  linkedin_no_profile: {},
  json_too_long: { chars: 1_234_567, max: 1_000_000 },
  json_too_deep: { max: 32 },
  json_invalid: { problem: 'Unexpected token \'}\', "{"a": }" is not valid JSON' },
  json_resume_not_object: {},
  json_resume_no_sections: {},
  json_resume_bad_date: { path: 'work[0].startDate', value: 'soon {max}' },
  json_resume_invalid: { problems: 'basics.email: Invalid email; work: Expected array' },
};

const texts = Object.entries(SAMPLES).map(
  ([key, values]) => [key, { key, values } as EngineErrorText] as const,
);

describe('engine errors in the server’s table (decision 207)', () => {
  it('has a sample for every engine error key', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(ENGINE_ERROR_ENGLISH).sort());
  });

  it.each(texts)('%s: the server’s English is the engine’s', (_key, text) => {
    expect(sayEngineError(text).english).toBe(new EngineError('corrupt', text).message);
  });

  it.each(texts)('%s: the German holds every value as given', (_key, text) => {
    const german = sayEngineError(text).in('de');
    expect(german).not.toBe(sayEngineError(text).english);
    for (const value of Object.values(text.values ?? {})) {
      if (typeof value === 'string') expect(german).toContain(value);
    }
  });

  it('writes numbers in German digits, and words from elsewhere as they are', () => {
    expect(sayEngineError({ key: 'json_too_long', values: SAMPLES.json_too_long }).in('de')).toBe(
      'Dieses JSON-Resume-Dokument enthält 1.234.567 Zeichen; erlaubt sind höchstens 1.000.000.',
    );
    expect(
      sayEngineError({ key: 'json_resume_bad_date', values: SAMPLES.json_resume_bad_date }).in(
        'de',
      ),
    ).toBe(
      'Ungültiges JSON-Resume-Dokument: work[0].startDate „soon {max}“ ist kein Datum (verwenden Sie JJJJ-MM-TT, JJJJ-MM oder JJJJ).',
    );
  });
});
