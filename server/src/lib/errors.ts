import { type ErrorCode, errorStatus, type FieldErrors } from '@jobfit/contracts';
import { EngineError } from '@jobfit/engine';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import {
  DEFAULT_SERVER_LOCALE,
  negotiateLocale,
  say,
  sayEngineError,
  type ServerLocale,
  type ServerText,
  worded,
} from './i18n/server-text.ts';
import { loggedPath } from './logged-path.ts';
import type { Logger } from './logger.ts';
import { PoolBusyError, PoolLimitError } from './worker-pool.ts';

/**
 * The one error family of the server: a code from the contracts, a message safe to show a user
 * (`say(key)`, worded in the request's language when answered; `message` is its English, for
 * logs), and optional details (field errors, quota figures; `ServerText`s in them are worded
 * too). Its status comes from the code.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly text: ServerText;
  readonly details: unknown;

  constructor(code: ErrorCode, text: ServerText, details?: unknown) {
    super(text.english);
    this.name = 'AppError';
    this.code = code;
    this.text = text;
    this.details = details;
  }

  get status(): ContentfulStatusCode {
    return errorStatus[this.code];
  }
}

export const notFound = (what: ServerText = say('request.not_found')) =>
  new AppError('not_found', what);
export const unauthorized = () => new AppError('unauthorized', say('request.sign_in'));

/** The language the request asked to be answered in (`Accept-Language`, decision 196). */
export const requestLocale = (c: Context): ServerLocale =>
  negotiateLocale(c.req.header('accept-language'));

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
  where: { requestId: unknown; path: string; locale?: ServerLocale },
): ErrorAnswer {
  const locale = where.locale ?? DEFAULT_SERVER_LOCALE;
  const text = (t: ServerText) => t.in(locale);
  if (err instanceof AppError) {
    return {
      status: err.status,
      body: errorBody(err.code, text(err.text), worded(err.details, locale)),
    };
  }
  // The engine throws EngineError only on input it cannot take (engine-error.ts): the user's 4xx.
  if (err instanceof EngineError) {
    const code = err.code === 'unsupported_type' ? 'unsupported_type' : 'unreadable_document';
    // Worded from its key and values in the request's language (decision 207).
    return {
      status: errorStatus[code],
      body: errorBody(code, text(sayEngineError(err.text)), { reason: err.code }),
    };
  }
  // A worker pool's full queue or a job killed over its budget (decision 140): never a 500.
  if (err instanceof PoolBusyError) {
    return {
      status: 503,
      body: errorBody('unavailable', text(say('request.busy'))),
      headers: { 'Retry-After': String(err.retryAfter) },
    };
  }
  if (err instanceof PoolLimitError) {
    return {
      status: errorStatus.unreadable_document,
      body: errorBody('unreadable_document', text(say('request.too_complex')), {
        reason: 'too_complex',
      }),
    };
  }
  // A malformed multipart body (a file name with a bare quote or a line break…): undici's
  // FormData parser, behind c.req.parseBody(), throws this TypeError. The client's fault.
  if (err instanceof TypeError && err.message.includes('parse body as FormData')) {
    return {
      status: errorStatus.validation,
      body: errorBody('validation', text(say('request.bad_multipart'))),
    };
  }
  if (err instanceof ZodError) {
    return {
      status: errorStatus.validation,
      body: errorBody('validation', text(say('request.invalid_fields')), fieldErrors(err)),
    };
  }
  if (err instanceof HTTPException && err.status < 500) {
    const code =
      err.status === 413 ? 'file_too_large' : err.status === 401 ? 'unauthorized' : 'validation';
    // Hono's own messages (a malformed JSON body…) are for developers, in English.
    return {
      status: err.status,
      body: errorBody(code, err.message || text(say('request.bad_request'))),
    };
  }
  logger.error(
    { err, requestId: where.requestId, path: loggedPath(where.path) },
    'unhandled error',
  );
  return {
    status: errorStatus.internal,
    body: errorBody('internal', text(say('request.internal'))),
  };
}

/** The app's onError: the error's answer (`errorAnswer`) as the response. */
export function handleError(err: Error, c: Context, logger: Logger): Response {
  const answer = errorAnswer(err, logger, {
    requestId: c.get('requestId'),
    path: c.req.path,
    locale: requestLocale(c),
  });
  for (const [name, value] of Object.entries(answer.headers ?? {})) c.header(name, value);
  return c.json(answer.body, answer.status);
}
