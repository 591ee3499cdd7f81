import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromBody, errorMessage, fieldMessages } from './api-error';

describe('apiErrorFromBody', () => {
  it('keeps the server’s code, message and details', () => {
    const err = apiErrorFromBody(
      400,
      {
        error: { code: 'validation', message: 'Check the form', details: { day: ['Pick a day'] } },
      },
      'unused',
    );
    expect(err).toBeInstanceOf(ApiError);
    expect([err.status, err.code, err.message, err.details]).toEqual([
      400,
      'validation',
      'Check the form',
      { day: ['Pick a day'] },
    ]);
  });

  it('falls back to code internal and the given message when the body is not an error body', () => {
    const err = apiErrorFromBody(502, '<html>Bad gateway</html>', 'The export failed (502).');
    expect([err.status, err.code, err.message, err.details]).toEqual([
      502,
      'internal',
      'The export failed (502).',
      undefined,
    ]);
  });
});

describe('errorMessage', () => {
  it('takes the message of anything thrown, else the fallback', () => {
    expect(errorMessage(new ApiError(409, 'conflict', 'Changed elsewhere'))).toBe(
      'Changed elsewhere',
    );
    expect(errorMessage(new TypeError('Failed to fetch'), 'Could not save')).toBe(
      'Failed to fetch',
    );
    expect(errorMessage('??')).toBe('Something went wrong. Please try again.');
    expect(errorMessage(new Error(''), 'Could not save')).toBe('Could not save');
  });
});

describe('fieldMessages', () => {
  it('gives each field its first message, and nothing for other details', () => {
    expect(
      fieldMessages({ 'resume.basics.email': ['Enter a valid e-mail address', 'x'], day: [] }),
    ).toEqual([['resume.basics.email', 'Enter a valid e-mail address']]);
    expect(fieldMessages({ limit: 5 })).toEqual([]);
    expect(fieldMessages(undefined)).toEqual([]);
  });
});
