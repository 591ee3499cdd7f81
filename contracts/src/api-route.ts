import type { z } from 'zod';

/** Error statuses a route may answer, each with the one error body (decision 172). */
export type ApiErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/**
 * One HTTP route of the API, the single source of the OpenAPI document (`/api/openapi.json`), of
 * the web client's URLs and payload types, and of the completeness tests (decision 172).
 */
export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI style: `/api/job-targets/{id}`. */
  path: `/api/${string}`;
  tag: string;
  summary: string;
  description?: string;
  /** Who may call it: anyone, a signed-in user (session cookie), an administrator, Stripe. */
  access: 'public' | 'user' | 'admin' | 'stripe';
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** How the body is sent; JSON unless said. */
  bodyType?: 'application/json' | 'multipart/form-data';
  response: {
    status: 200 | 201 | 204;
    description: string;
    /** JSON body; absent for 204 and for files (then `contentType` names them). */
    schema?: z.ZodType;
    contentType?: string;
  };
  /** Another answer a client may ask for by `Accept`: a stream of JSON lines, say (decision 188). */
  alternative?: { status: 200 | 201; contentType: string; description: string; schema: z.ZodType };
  errors: readonly ApiErrorStatus[];
}

type Infer<S, Io extends 'in' | 'out'> = S extends z.ZodType
  ? Io extends 'in'
    ? z.input<S>
    : z.output<S>
  : never;

/** What a caller sends: path params, query and body as the route's schemas accept them. */
export type ApiRouteInput<R extends ApiRoute> = (R['params'] extends z.ZodType
  ? { params: Infer<R['params'], 'in'> }
  : { params?: never }) &
  (R['query'] extends z.ZodType ? { query?: Infer<R['query'], 'in'> } : { query?: never }) &
  (R['body'] extends z.ZodType ? { body: Infer<R['body'], 'in'> } : { body?: never });

/** What a caller receives: the parsed JSON body, or undefined for 204. */
export type ApiRouteOutput<R extends ApiRoute> = R['response']['schema'] extends z.ZodType
  ? z.output<R['response']['schema']>
  : undefined;

/**
 * The concrete URL of a call: `{name}` segments filled (encoded), the query appended (arrays as
 * repeated keys, undefined left out).
 *
 * @example apiPath(apiRoutes.getJobTarget, { params: { id } }) // '/api/job-targets/4f…'
 */
export function apiPath<R extends ApiRoute>(
  route: R,
  input: Pick<ApiRouteInput<R>, 'params' | 'query'> = {} as Pick<
    ApiRouteInput<R>,
    'params' | 'query'
  >,
): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${route.path}: no "${name}"`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v !== undefined && v !== null) search.append(key, String(v));
    }
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** `/api/job-targets/{id}` → `/api/job-targets/:id` (Hono's style). */
export const toHonoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Whether a concrete path (no query) is one of the route's: `{name}` matches one segment.
 *
 * @example matchesApiPath('/api/scans/{id}', '/api/scans/42') // true
 */
export function matchesApiPath(template: string, path: string): boolean {
  const pattern = template
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}$`).test(path);
}
