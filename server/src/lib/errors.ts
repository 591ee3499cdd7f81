import { type ErrorCode, errorStatus, type FieldErrors } from '@jobfit/contracts';
import { EngineError } from '@jobfit/engine';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { loggedPath } from './logged-path.ts';
import type { Logger } from './logger.ts';
import { PoolBusyError, PoolLimitError } from './worker-pool.ts';

/**
 * The one error family of the server: a code from the contracts, a message safe to show a user,
 * and optional details (field errors, quota figures). Its status comes from the code.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): ContentfulStatusCode {
    return errorStatus[this.code];
  }
}

export const notFound = (what = 'Not found') => new AppError('not_found', what);
export const unauthorized = () => new AppError('unauthorized', 'Sign in to continue.');

/** zod issues → `{ "field.path": ["message"] }` for the web forms. */
export function fieldErrors(error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

export function errorBody(code: string, message: string, details?: unknown) {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** An error as the API answers it: its status, the one error body, and headers to send. */
export interface ErrorAnswer {
  status: ContentfulStatusCode;
  body: ReturnType<typeof errorBody>;
  headers?: Record<string, string>;
}

/**
 * Known errors keep their status and message; anything else is logged (with where it happened)
 * and answered as a 500 with no internals. Also for answers a stream carries after its status.
 */
export function errorAnswer(
  err: Error,
  logger: Logger,
  where: { requestId: unknown; path: string },
): ErrorAnswer {
  if (err instanceof AppError) {
    return { status: err.status, body: errorBody(err.code, err.message, err.details) };
  }
  // The engine throws EngineError only on input it cannot take (engine-error.ts): the user's 4xx.
  if (err instanceof EngineError) {
    const code = err.code === 'unsupported_type' ? 'unsupported_type' : 'unreadable_document';
    return { status: errorStatus[code], body: errorBody(code, err.message, { reason: err.code }) };
  }
  // A worker pool's full queue or a job killed over its budget (decision 140): never a 500.
  if (err instanceof PoolBusyError) {
    return {
      status: 503,
      body: errorBody('unavailable', err.message),
      headers: { 'Retry-After': String(err.retryAfter) },
    };
  }
  if (err instanceof PoolLimitError) {
    return {
      status: errorStatus.unreadable_document,
      body: errorBody(
        'unreadable_document',
        'This input is too complex to process within our limits.',
        { reason: 'too_complex' },
      ),
    };
  }
  // A malformed multipart body (a file name with a bare quote or a line break…): undici's
  // FormData parser, behind c.req.parseBody(), throws this TypeError. The client's fault.
  if (err instanceof TypeError && err.message.includes('parse body as FormData')) {
    return {
      status: errorStatus.validation,
      body: errorBody('validation', 'The upload is not valid multipart/form-data.'),
    };
  }
  if (err instanceof ZodError) {
    return {
      status: errorStatus.validation,
      body: errorBody('validation', 'Some fields are not valid.', fieldErrors(err)),
    };
  }
  if (err instanceof HTTPException && err.status < 500) {
    const code =
      err.status === 413 ? 'file_too_large' : err.status === 401 ? 'unauthorized' : 'validation';
    return { status: err.status, body: errorBody(code, err.message || 'Bad request.') };
  }
  logger.error(
    { err, requestId: where.requestId, path: loggedPath(where.path) },
    'unhandled error',
  );
  return {
    status: errorStatus.internal,
    body: errorBody('internal', 'Something went wrong on our side. Please try again.'),
  };
}

/** The app's onError: the error's answer (`errorAnswer`) as the response. */
export function handleError(err: Error, c: Context, logger: Logger): Response {
  const answer = errorAnswer(err, logger, { requestId: c.get('requestId'), path: c.req.path });
  for (const [name, value] of Object.entries(answer.headers ?? {})) c.header(name, value);
  return c.json(answer.body, answer.status);
}
