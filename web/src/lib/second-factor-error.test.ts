import { describe, expect, it } from 'vitest';
import { CHALLENGE_ENDED_CODES, secondFactorErrorMessage } from './second-factor-error';

describe('secondFactorErrorMessage', () => {
  it('names what went wrong with a code', () => {
    expect(secondFactorErrorMessage({ status: 401, code: 'INVALID_CODE' })).toMatch(
      /^That code is not right/,
    );
    expect(secondFactorErrorMessage({ status: 401, code: 'INVALID_BACKUP_CODE' })).toBe(
      'That backup code is not right, or it was already used.',
    );
    expect(secondFactorErrorMessage({ status: 429, code: 'ACCOUNT_TEMPORARILY_LOCKED' })).toMatch(
      /Wait 15 minutes/,
    );
  });

  it('tells the user to start again when the challenge is used up or expired', () => {
    for (const code of CHALLENGE_ENDED_CODES) {
      expect(secondFactorErrorMessage({ status: 400, code })).toMatch(/password again/);
    }
  });

  it('falls back to the rate limit, the server message, then the fallback', () => {
    expect(secondFactorErrorMessage({ status: 429 })).toBe(
      'Too many attempts, try again in a minute',
    );
    expect(secondFactorErrorMessage({ status: 400, message: 'Odd' })).toBe('Odd');
    expect(secondFactorErrorMessage(null, 'Could not')).toBe('Could not');
  });
});
