import { describe, expect, it } from 'vitest';
import { authErrorMessage, signInErrorMessage } from './auth-error-message';

describe('signInErrorMessage', () => {
  it('maps the server answers of a failed sign-in', () => {
    expect(signInErrorMessage({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' })).toBe(
      'Invalid email or password',
    );
    expect(signInErrorMessage({ status: 429 })).toBe('Too many attempts, try again in a minute');
    expect(signInErrorMessage({ status: 403, code: 'EMAIL_NOT_VERIFIED' })).toMatch(
      /verify your email/,
    );
  });

  it('gives any other refusal its own message, not a call to verify the e-mail', () => {
    const message = 'Open Jobfit at http://localhost:3000 and try again.';
    expect(signInErrorMessage({ status: 403, code: 'INVALID_ORIGIN', message })).toBe(message);
    expect(signInErrorMessage({ status: 403, message: 'Invalid origin' })).toBe('Invalid origin');
  });
});

describe('authErrorMessage', () => {
  it('uses the server message, else the fallback', () => {
    expect(authErrorMessage({ status: 400, message: 'Invalid token' })).toBe('Invalid token');
    expect(authErrorMessage({ status: 500 }, 'Could not do it')).toBe('Could not do it');
    expect(authErrorMessage(null, 'x')).toBe('x');
  });
});
