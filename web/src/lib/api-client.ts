import { ApiErrorBody } from '@jobfit/contracts';
import type { z } from 'zod';
import { fetchWithConnection } from './connection';

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

type RequestOptions = { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown };

/**
 * Calls the API and parses the answer with the contracts schema: the only way the web reads
 * server data, so a drifting payload fails here, loudly, rather than deep in a component.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  { method = 'GET', body }: RequestOptions = {},
): Promise<z.infer<S>> {
  // Down, unreachable or busy: a ConnectionError the banner and pages explain (issue 19).
  const response = await fetchWithConnection(path, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ApiErrorBody.safeParse(payload);
    if (parsed.success) {
      const { code, message, details } = parsed.data.error;
      throw new ApiError(response.status, code, message, details);
    }
    throw new ApiError(response.status, 'internal', `Request failed (${response.status})`);
  }
  return schema.parse(payload);
}
