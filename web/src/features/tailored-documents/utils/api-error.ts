import { ApiErrorBody } from '@jobfit/contracts';
import { ApiError } from 'src/lib/api-client';

/** A non-2xx answer that is not JSON-parsed by `apiCall` (a download) as an `ApiError`. */
export function apiErrorFromBody(status: number, payload: unknown): ApiError {
  const parsed = ApiErrorBody.safeParse(payload);
  if (parsed.success) {
    const { code, message, details } = parsed.data.error;
    return new ApiError(status, code, message, details);
  }
  return new ApiError(status, 'internal', `The export failed (${status}). Please try again.`);
}
