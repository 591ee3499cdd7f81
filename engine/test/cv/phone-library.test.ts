import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as esm from 'libphonenumber-js';
import type { CountryCode } from 'libphonenumber-js';

// The CV parser loads libphonenumber-js's CommonJS build (decision 182): it must read numbers
// exactly as the ES module build does.
const cjs = createRequire(import.meta.url)('libphonenumber-js') as typeof esm;

const NUMBERS: [string, CountryCode | undefined][] = [
  ['+44 20 7946 0958', undefined],
  ['020 7946 0958', 'GB'],
  ['(415) 555-0134', 'US'],
  ['+1 415 555 0134', undefined],
  ['06 12 34 56 78', 'FR'],
  ['+49 30 901820', undefined],
  ['0412 345 678', 'AU'],
  ['+91 98765 43210', undefined],
  ['12345', 'GB'],
  ['+999 123 456 789', undefined],
];

describe('libphonenumber-js builds', () => {
  it.each(NUMBERS)('read %s (%s) the same', (text, country) => {
    const read = (lib: typeof esm) => {
      const p = lib.parsePhoneNumberFromString(
        text,
        country ? { defaultCountry: country } : undefined,
      );
      return (
        p && { number: p.number, country: p.country, valid: p.isValid(), possible: p.isPossible() }
      );
    };
    expect(read(cjs)).toEqual(read(esm));
  });
});
