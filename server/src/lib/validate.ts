import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { AppError, fieldErrors } from './errors.ts';
import { say } from './i18n/server-text.ts';

/**
 * Validates one part of the request (json, query, param, form) with a contracts schema; a failure
 * is a 400 `validation` error whose details name every bad field.
 *
 * @example app.post('/api/scans', validate('json', CreateScanInput), (c) => c.req.valid('json'))
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return validator(target, (value): z.output<T> => {
    const parsed = schema.safeParse(sanitized(value));
    if (!parsed.success) {
      throw new AppError('validation', say('request.invalid_fields'), fieldErrors(parsed.error));
    }
    return parsed.data;
  });
}

/**
 * What PostgreSQL cannot store, and no user means to type, is mended in every string (keys
 * included) before validation instead of failing the save: U+0000 is dropped (text and jsonb
 * refuse it) and a lone UTF-16 surrogate becomes U+FFFD (jsonb refuses `\ud800`).
 */
function sanitized(value: unknown): unknown {
  if (typeof value === 'string') return cleanString(value);
  if (Array.isArray(value)) return value.map(sanitized);
  // Plain objects only: a File (multipart) stays as it is.
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [cleanString(k), sanitized(v)]),
    );
  }
  return value;
}

function cleanString(s: string): string {
  const wellFormed = s.isWellFormed() ? s : s.toWellFormed();
  return wellFormed.includes('\u0000') ? wellFormed.replaceAll('\u0000', '') : wellFormed;
}
