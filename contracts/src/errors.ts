import { z } from 'zod';
import { yieldToBrowser } from './_yield.ts';

// Its schemas are built in a task of their own in the browser (decision 223).
await yieldToBrowser();

/** Every API error code; the HTTP status for each is in `errorStatus`. */
export const ErrorCode = z.enum([
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'quota_exceeded',
  'file_too_large',
  'unsupported_type',
  'unreadable_document',
  'import_refused',
  'rate_limited',
  'internal',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const errorStatus = {
  validation: 400,
  unauthorized: 401,
  quota_exceeded: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  file_too_large: 413,
  unsupported_type: 415,
  unreadable_document: 422,
  import_refused: 422,
  rate_limited: 429,
  internal: 500,
} as const satisfies Record<ErrorCode, number>;

/** The API's one error body, `{ error: { code, message, details? } }` (docs/product.md, Errors). */
export const ApiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/** `details` of a validation error: field path → messages. */
export const FieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrors>;
