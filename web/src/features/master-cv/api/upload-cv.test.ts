import { describe, expect, it } from 'vitest';
import { uploadError } from './upload-cv';

describe('uploadError', () => {
  it('reads the error body, or falls back to a message per status', () => {
    const err = uploadError(415, { error: { code: 'unsupported_type', message: 'Not a CV' } });
    expect([err.status, err.code, err.message]).toEqual([415, 'unsupported_type', 'Not a CV']);
    expect(uploadError(413, '<html>').message).toBe('The file is too large: the limit is 10 MB.');
    expect(uploadError(502, null).message).toBe('Something went wrong (502). Please try again.');
  });
});
