import { ApiErrorBody } from '@jobfit/contracts';
import { ApiError } from 'src/lib/api-client';

const FALLBACK: Record<number, string> = {
  413: 'The file is too large: the limit is 10 MB.',
  415: 'This file type is not supported. Upload a PDF, Word (.docx), text, Markdown or JSON file, or your LinkedIn data export (.zip).',
  422: 'We could not read this document. Try another format, or enter your CV manually.',
  429: 'Too many requests. Wait a moment and try again.',
};

/** A non-2xx answer as an `ApiError`, with the server's `{ error }` body when it sent one. */
export function apiErrorFromBody(status: number, payload: unknown): ApiError {
  const parsed = ApiErrorBody.safeParse(payload);
  if (parsed.success) {
    const { code, message, details } = parsed.data.error;
    return new ApiError(status, code, message, details);
  }
  return new ApiError(
    status,
    'internal',
    FALLBACK[status] ?? `Something went wrong (${status}). Please try again.`,
  );
}

/** A message for the user from anything thrown. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error && err.message) return err.message;
  return 'Something went wrong. Please try again.';
}
