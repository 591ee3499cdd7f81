import { type ApiRoute, type ApiRouteInput, type ApiRouteOutput, apiPath } from '@jobfit/contracts';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { apiErrorFromBody } from './api-error';
import { ConnectionError, fetchWithConnection, isConnectionError } from './connection';
import { CONNECTION_MESSAGES } from './connection-message';
import { languageHeader } from './i18n/request-language';

type RequestOptions = { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown };

/**
 * Calls the API and parses the answer with the contracts schema, so a drifting payload fails
 * here, loudly, rather than deep in a component. Private to `apiCall`: a caller names a route of
 * the table, never a method and a URL of its own (decision 172).
 */
async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  { method = 'GET', body }: RequestOptions = {},
): Promise<z.infer<S>> {
  // Down, unreachable or busy: a ConnectionError the banner and pages explain, in the reader's
  // language (a toast shows its message).
  const response = await fetchWithConnection(path, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...languageHeader(),
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch((err: unknown) => {
    throw isConnectionError(err)
      ? new ConnectionError(err.kind, err.status, i18n._(CONNECTION_MESSAGES[err.kind]))
      : err;
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const status = response.status;
    throw apiErrorFromBody(status, payload, t`Request failed (${status})`);
  }
  return schema.parse(payload);
}

/** No argument for a route that takes no params and no body; the input otherwise. */
type ApiCallArgs<R extends ApiRoute> =
  Record<string, never> extends ApiRouteInput<R>
    ? [input?: ApiRouteInput<R>]
    : [input: ApiRouteInput<R>];

/**
 * Calls one route of the contracts' route table (decision 172): method and URL come from the
 * table, params, query and body are typed by its schemas, and the answer is parsed with its
 * response schema, so neither a path nor a payload can drift from the server's. JSON routes only:
 * uploads send FormData themselves, files are links (`apiPath`).
 *
 * @example const job = await apiCall(apiRoutes.getJobTarget, { params: { id } });
 */
export async function apiCall<R extends ApiRoute>(
  route: R,
  ...[input]: ApiCallArgs<R>
): Promise<ApiRouteOutput<R>> {
  if (route.bodyType === 'multipart/form-data') {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a programming error, for developers
    throw new Error(`${route.path} takes a file: send FormData to apiPath(route).`);
  }
  const method = route.method.toUpperCase() as NonNullable<RequestOptions['method']>;
  const url = apiPath(route, input as never);
  // A 204 has no body to parse; every other answer is parsed by the route's own schema.
  const schema = route.response.schema ?? z.undefined();
  return (await apiRequest(url, schema, { method, body: input?.body })) as ApiRouteOutput<R>;
}
