import { describe, expect, it } from 'vitest';
import { parseCv, parseCvText } from '../../src/cv/index.ts';
import { ENGINE_ERROR_ENGLISH, EngineError } from '../../src/engine-error.ts';

// An engine error carries its text as a key and values beside its English message, which is
// made from the key's template (decision 207).
const failure = async (run: () => Promise<unknown>): Promise<EngineError> => {
  const err = await run().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(EngineError);
  return err as EngineError;
};

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('engine error texts', () => {
  it('names an empty file by its key, its message the English as before', async () => {
    const err = await failure(() => parseCv(new Uint8Array()));
    expect(err.code).toBe('empty');
    expect(err.text).toEqual({ key: 'file_empty' });
    expect(err.message).toBe('The file is empty.');
  });

  it('keeps a file’s own words and the limits as values', async () => {
    const date = await failure(() =>
      parseCv(
        utf8(JSON.stringify({ basics: { name: 'A' }, work: [{ name: 'B', startDate: 'soon' }] })),
      ),
    );
    expect(date.text).toEqual({
      key: 'json_resume_bad_date',
      values: { path: 'work[0].startDate', value: 'soon' },
    });
    expect(date.message).toBe(
      'Invalid JSON Resume: work[0].startDate "soon" is not a date (use YYYY-MM-DD, YYYY-MM or YYYY).',
    );
    const big = await failure(() => parseCv(new Uint8Array(2 * 1048576), { maxBytes: 1048576 }));
    expect(big.text).toEqual({ key: 'file_too_large', values: { size: '2.0', max: '1.0' } });
    expect(big.message).toBe('The file is 2.0 MB; the limit is 1.0 MB.');
  });

  it('writes every message from its key’s template', async () => {
    const errors = [
      await failure(() => Promise.resolve().then(() => parseCvText('  \n '))),
      await failure(() => parseCv(utf8('%PDF-1.7\nnot really'), { filename: 'cv.pdf' })),
      await failure(() => parseCv(utf8('[1, 2]'), { filename: 'cv.json' })),
    ];
    for (const err of errors) {
      const template = ENGINE_ERROR_ENGLISH[err.text.key] as (values: unknown) => string;
      expect(err.message).toBe(template(err.text.values ?? {}));
    }
  });
});
