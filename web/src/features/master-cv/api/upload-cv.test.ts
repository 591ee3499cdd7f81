import { describe, expect, it } from 'vitest';
import { uploadError, uploadEventReader } from './upload-cv';

describe('uploadError', () => {
  it('reads the error body, or falls back to a message per status', () => {
    const err = uploadError(415, { error: { code: 'unsupported_type', message: 'Not a CV' } });
    expect([err.status, err.code, err.message]).toEqual([415, 'unsupported_type', 'Not a CV']);
    expect(uploadError(413, '<html>').message).toBe('The file is too large: the limit is 10 MB.');
    expect(uploadError(502, null).message).toBe('Something went wrong (502). Please try again.');
  });
});

describe('uploadEventReader', () => {
  const page = (n: number) => `{"type":"progress","step":"page","page":${n},"pages":3}\n`;

  it('gives each completed line once, as the streamed text grows', () => {
    const read = uploadEventReader();
    expect(read('')).toEqual([]);
    expect(read(page(1).slice(0, 20))).toEqual([]);
    expect(read(page(1))).toEqual([{ type: 'progress', step: 'page', page: 1, pages: 3 }]);
    expect(read(page(1))).toEqual([]);
    // Two lines came in one chunk: both, in order.
    const sofar = page(1) + page(2) + page(3) + '{"type":"progress","step":"sections"}\n';
    expect(read(sofar).map((e) => (e.type === 'progress' ? e.step : e.type))).toEqual([
      'page',
      'page',
      'sections',
    ]);
    const error =
      '{"type":"error","status":422,"error":{"code":"unreadable_document","message":"No text"}}';
    // The last line may end without a newline: it counts once the answer is complete.
    expect(read(sofar + error)).toEqual([]);
    expect(read(sofar + error, true)).toEqual([
      {
        type: 'error',
        status: 422,
        error: { code: 'unreadable_document', message: 'No text' },
      },
    ]);
  });

  it('skips what is not an upload event', () => {
    const read = uploadEventReader();
    expect(
      read('<html>\n{"type":"draft","draft":{}}\n{"type":"progress","step":"sections"}\n'),
    ).toEqual([{ type: 'progress', step: 'sections' }]);
  });
});
