import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { AppError, fieldErrors } from './errors.ts';

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
    const parsed = schema.safeParse(withoutNul(value));
    if (!parsed.success) {
      throw new AppError('validation', 'Some fields are not valid.', fieldErrors(parsed.error));
    }
    return parsed.data;
  });
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000, and no user means to type it: drop it from every
 * string before validation instead of failing the save.
 */
export function withoutNul(value: unknown): unknown {
  if (typeof value === 'string')
    return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutNul(v)]));
  }
  return value;
}
