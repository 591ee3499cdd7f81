import { z } from 'zod';
import { yieldToBrowser } from './_yield.ts';

// Its schemas are built in a task of their own in the browser (decision 223).
await yieldToBrowser();

// Field rules shared by several contracts (decision 141). Private to the package: each public
// schema names its own limits.

// Browsers drop tabs and line breaks inside a URL ("java\nscript:" runs as "javascript:"), so
// any white space or control character refuses the URL outright.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_URL_CHAR = /[\s\u0000-\u001f\u007f]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d)/i;

/**
 * True for an http(s) address, or one without a scheme (`linkedin.com/in/ada`, as CVs write
 * them); false for `javascript:`, `data:`, `mailto:` and any other scheme.
 */
export function isWebAddress(value: string): boolean {
  if (UNSAFE_URL_CHAR.test(value)) return false;
  const scheme = SCHEME.exec(value)?.[1];
  return scheme === undefined || /^https?$/i.test(scheme);
}

/** A web address as CVs write it, with or without `https://`; empty is allowed. */
export const webAddress = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v === '' || isWebAddress(v), 'Use a web address (http:// or https://)');

/** True when `2024-02-29` (or a `2021`, `2021-03` prefix) is a date of the calendar. */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = m[2] === undefined ? 1 : Number(m[2]);
  const day = m[3] === undefined ? 1 : Number(m[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
