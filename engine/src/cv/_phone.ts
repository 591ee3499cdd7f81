// Phone numbers in CV text (decision 121): our shape rules find candidates and reject year ranges,
// dates and coordinates; libphonenumber-js says whether a candidate is a real number of its
// country and gives its E.164 form.
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as PhoneLib from 'libphonenumber-js';
import type { CountryCode } from 'libphonenumber-js';
import type { CvTextValues, FieldConfidence } from '../resume.ts';
import { fieldConfidence } from './cv-english.ts';

// libphonenumber-js is ~110 ES modules (~100 ms to load at a CLI's start); its CommonJS build, the
// same code and metadata, loads in about half that, and only once a CV has a phone-shaped run
// (docs/decisions/182). Of that build only the parser is loaded, with the "min" metadata, as the
// package's own `parsePhoneNumberFromString` calls it: its entry point loads every other function
// too (as-you-type formatting, search in text, legacy APIs), 85 modules against 43 (decision 228).
const require = createRequire(import.meta.url);
type Parse = (
  text: string,
  options: { defaultCountry: CountryCode } | undefined,
  metadata: unknown,
) => ReturnType<typeof PhoneLib.parsePhoneNumberFromString>;
let phoneLib: { parse: Parse; metadata: unknown } | undefined;
function parsePhoneNumberFromString(text: string, options?: { defaultCountry: CountryCode }) {
  phoneLib ??= {
    // The package exports no path to the parser alone: it is found beside its package.json.
    parse: (
      require(
        path.join(
          path.dirname(require.resolve('libphonenumber-js/package.json')),
          'build/parsePhoneNumber.js',
        ),
      ) as { default: Parse }
    ).default,
    metadata: require('libphonenumber-js/min/metadata') as unknown,
  };
  return phoneLib.parse(text, options, phoneLib.metadata);
}

const CANDIDATE = /(?:\+|\(\+?)?\d[\d ().\-/–]{5,}\d/g;

/** A phone number as written, with what the phone library made of it. */
export interface PhoneMatch {
  /** As written in the CV (trimmed). */
  raw: string;
  /** E.164 ("+14155550134") when the number could be read for a country. */
  e164?: string;
  country?: string;
  /** 2: a valid number of its country; 1: a possible length; 0: phone-shaped only. */
  quality: 0 | 1 | 2;
  /** Where it starts in the text searched. */
  index: number;
}

const YEAR = /^(1[5-9]|20)\d{2}$/;

/** Shape rules: what is never a phone whatever its digits (decision 121). */
function notPhone(raw: string, before: string, after: string): boolean {
  const digits = raw.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return true;
  // Glued to letters or to a decimal point: an id, a file name or a coordinate ("669956380245Mickey").
  if (/[\p{L}\d_]$/u.test(before) || /^[\p{L}_]/u.test(after) || /^\.\d/.test(after)) return true;
  // Year ranges and year pairs, any century: "1863-1865", "2019 – 2021", "2011 2016".
  const groups = raw
    .replace(/^[(+]+|[)]+$/g, '')
    .split(/[^\d]+/)
    .filter(Boolean);
  if (groups.length === 2 && groups.every((g) => YEAR.test(g))) return true;
  if (groups.length === 1 && /^((1[5-9]|20)\d{2}){2}$/.test(digits)) return true;
  // Dates: 16/03/1992, 03.2019-06.2021, 2019-03-01, 2019/03.
  if (/^\(?\d{1,2}[./-]\d{1,2}[./-](1[5-9]|20)\d{2}\)?$/.test(raw)) return true;
  if (
    /^\d{1,2}[./](1[5-9]|20)\d{2}/.test(raw) ||
    /^(1[5-9]|20)\d{2}[./-]\d{1,2}([./-]\d{1,2})?$/.test(raw)
  )
    return true;
  if (groups.some((g) => YEAR.test(g)) && /\d{1,2}[./]\d{4}|\d{4}[./]\d{1,2}(?!\d)/.test(raw))
    return true;
  // Decimal numbers and coordinate lists ("595.28 841.89", "0 0 612 792"): short dotted fractions
  // or several one-digit groups.
  if (/\d\.\d{1,2}(?!\d)/.test(raw) && /\s/.test(raw)) return true;
  const single = groups.filter((g) => g.length === 1).length - (/^\+\d\D/.test(raw) ? 1 : 0);
  if (single >= 2) return true;
  // A long run of digits without any separator or "+" is an id, not a phone.
  if (groups.length === 1 && !raw.startsWith('+') && digits.length > 11) return true;
  return false;
}

function parse(raw: string, country: string | undefined): Omit<PhoneMatch, 'raw' | 'index'> {
  // "0044 20 …": the international call prefix written out.
  const text = raw.replace(/^\(?00(?=[1-9])/, '+').replace(/^\(\+/, '+');
  const explicit = text.startsWith('+');
  const tries: (CountryCode | undefined)[] = explicit ? [undefined] : [];
  if (!explicit && country) tries.push(country as CountryCode);
  // Ten digits grouped 3-3-4 is the North American plan, the commonest national form in CVs.
  if (!explicit && !country && /^\(?\d{3}\)?[\s.-]*\d{3}[\s.-]+\d{4}$/.test(text)) tries.push('US');
  let best: Omit<PhoneMatch, 'raw' | 'index'> = { quality: 0 };
  for (const c of tries) {
    const p = parsePhoneNumberFromString(text, c ? { defaultCountry: c } : undefined);
    if (!p) continue;
    const quality = p.isValid() ? 2 : p.isPossible() ? 1 : 0;
    if (quality > best.quality)
      best = { quality, e164: p.number, ...(p.country ? { country: p.country } : {}) };
  }
  return best;
}

/**
 * Every phone-shaped run in the text that is not a year range, a date or a coordinate, with what
 * libphonenumber-js reads in it (national forms read for `country` when given).
 * @example findPhones('Tel +44 20 7946 0958, 2019-2021')[0]?.e164 // '+442079460958'
 */
export function findPhones(text: string, country?: string): PhoneMatch[] {
  const out: PhoneMatch[] = [];
  for (const m of text.matchAll(CANDIDATE)) {
    const raw = m[0].replace(/[\s(–-]+$/, '').trim();
    const index = m.index + (m[0].length - m[0].trimStart().length);
    const before = text.slice(Math.max(0, index - 1), index);
    const after = text.slice(index + raw.length, index + raw.length + 2);
    if (notPhone(raw, before, after)) continue;
    const balanced = raw.startsWith('(') && !raw.includes(')') ? raw.slice(1) : raw;
    out.push({ raw: balanced, index, ...parse(balanced, country) });
  }
  return out;
}

/** Where to look for the CV owner's phone number. */
export interface PhoneSources {
  /** The header's text (before the first heading), emails removed. */
  header: string;
  /** Every short line of the CV, cells joined by two spaces. */
  lines: string[];
  links: string[];
  /** ISO country the CV's place implies, for national numbers. */
  country?: string;
}

/** Where a number was found, as the key of the text that says so. */
type PhoneReason = Extract<keyof CvTextValues, `confidence.phone.${string}`>;

interface Ranked extends PhoneMatch {
  weight: number;
  reason: PhoneReason;
  score: number;
}

const LABEL = /(?:phone|tel|mobile|cell|telephone|mob|handy|téléphone|teléfono)\.?\s*:?\s*/i;

/**
 * The CV owner's phone: header numbers first, then a tel: link, a labelled or international number
 * elsewhere, then a line holding nothing but a number; a valid number beats a merely phone-shaped
 * one from the same place (weights: decision 121). Confidence says where it came from and its E.164.
 * @example pickPhone({ header: 'Tel 020 7946 0958', lines: [], links: [], country: 'GB' })?.raw // '020 7946 0958'
 */
export function pickPhone(
  src: PhoneSources,
): (PhoneMatch & { confidence: FieldConfidence }) | undefined {
  const ranked: Ranked[] = [];
  const add = (ms: PhoneMatch[], weight: number, reason: PhoneReason, score: number): void => {
    for (const m of ms) ranked.push({ ...m, weight, reason, score });
  };
  add(findPhones(src.header, src.country), 2, 'confidence.phone.header', 0.9);
  const tel = src.links.find((u) => /^tel:/i.test(u));
  if (tel) {
    const raw = decodeURIComponent(tel.replace(/^tel:/i, '')).trim();
    add([{ raw, index: 0, ...parse(raw, src.country) }], 2, 'confidence.phone.tel_link', 0.85);
  }
  for (const line of src.lines) {
    // Most lines hold no phone: skip those with fewer than seven digits before any regex work.
    if ((line.match(/\d/g)?.length ?? 0) < 7) continue;
    const found = findPhones(line, src.country);
    if (found.length === 0) continue;
    const label = LABEL.exec(line);
    const labelEnd = label ? label.index + label[0].length : Infinity;
    add(
      found.filter((m) => m.index >= labelEnd || /^(\+|\(\+|00)/.test(m.raw)),
      1,
      'confidence.phone.outside_header',
      0.7,
    );
    // A line (or cell) that is only a number, maybe behind an icon letter: "(404) 555-0199".
    for (const cell of line.split(/ {2,}/)) {
      const m = found.find((f) => cell.includes(f.raw));
      if (m && m.quality > 0 && cell.replace(m.raw, '').replace(/^\W*\p{L}?\W*$/u, '') === '')
        add([m], 0.5, 'confidence.phone.own_line', 0.6);
    }
  }
  let best: Ranked | undefined;
  for (const r of ranked)
    if (!best || r.weight * 3 + r.quality > best.weight * 3 + best.quality) best = r;
  if (!best) return undefined;
  const e164 = best.quality > 0 && best.e164 ? best.e164 : undefined;
  const score = Math.min(0.98, best.score + (best.quality === 2 ? 0.05 : 0));
  return {
    ...best,
    confidence: fieldConfidence(
      score,
      e164 ? { key: best.reason, values: { e164 } } : { key: best.reason },
    ),
  };
}
