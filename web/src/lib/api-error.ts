import { ApiErrorBody, FieldErrors } from '@jobfit/contracts';
import { t } from '@lingui/core/macro';

/** An API answer that was not 2xx, with the `{ error: { code, message } }` body when there is one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/**
 * A non-2xx answer as an `ApiError`: the server's `{ error }` body when it sent one, else code
 * `internal` with `fallback` (a proxy's HTML page, an empty body).
 *
 * @example throw apiErrorFromBody(res.status, await res.json().catch(() => undefined), 'The export failed.')
 */
export function apiErrorFromBody(status: number, payload: unknown, fallback: string): ApiError {
  const parsed = ApiErrorBody.safeParse(payload);
  if (parsed.success) {
    const { code, message, details } = parsed.data.error;
    return new ApiError(status, code, message, details);
  }
  return new ApiError(status, 'internal', fallback);
}

/**
 * A message for the user from anything thrown: its own message, else `fallback`.
 *
 * @example toast.error(errorMessage(err, 'Could not delete the job'))
 */
export function errorMessage(err: unknown, fallback = t`Something went wrong. Please try again.`) {
  return err instanceof Error && err.message ? err.message : fallback;
}

/**
 * A 400's `details` (`{ "resume.work.0.startDate": ["…"] }`) as [field path, first message]
 * pairs; nothing when the details are not field errors.
 *
 * @example fieldMessages({ day: ['Pick a day'] }) // [['day', 'Pick a day']]
 */
export function fieldMessages(details: unknown): [path: string, message: string][] {
  const parsed = FieldErrors.safeParse(details);
  if (!parsed.success) return [];
  return Object.entries(parsed.data).flatMap(([path, messages]) =>
    messages[0] ? [[path, messages[0]] as [string, string]] : [],
  );
}
