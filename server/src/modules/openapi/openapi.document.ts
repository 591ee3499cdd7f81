import * as contracts from '@jobfit/contracts';
import { AUTH_BASE_PATH, ApiErrorBody, type ApiRoute, apiRoutes } from '@jobfit/contracts';
import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';

// The OpenAPI 3.1 document is generated from the contracts' route table, never written by hand
// (decision 172). Named contracts schemas become components; the rest are inlined.

const ERROR_MEANINGS: Record<number, string> = {
  400: 'Not valid: `error.details` maps each field path to its messages.',
  401: 'Not signed in (or the session expired).',
  402: 'Past the plan’s monthly quota: `error.details` holds quota, limit, used, resetsAt.',
  403: 'Not allowed: a request from another site, or a plan or role that lacks it.',
  404: 'Not found, or not the signed-in user’s (the two are never told apart).',
  409: 'Conflict: a newer saved version, or something to do first (`error.message` says what).',
  413: 'The body or file is too large.',
  415: 'A file type that is not accepted.',
  422: 'The file or input cannot be read.',
  429: 'Too many attempts: wait and try again.',
  500: 'Something went wrong on our side; the body never holds internals.',
  503: 'Busy or starting: try again after `Retry-After` seconds.',
};

/** Better Auth answers its own error shape on /api/auth. */
const BetterAuthError = z
  .looseObject({ code: z.string().optional(), message: z.string() })
  .meta({ description: 'Better Auth’s error body.' });

const SESSION_COOKIE = 'better-auth.session_token';

function operation(id: string, route: ApiRoute): ZodOpenApiOperationObject {
  const isAuth = route.path.startsWith(`${AUTH_BASE_PATH}/`);
  const responses: ZodOpenApiResponsesObject = {
    [route.response.status]: {
      description: route.response.description,
      ...(route.response.schema
        ? { content: { 'application/json': { schema: route.response.schema } } }
        : route.response.contentType
          ? { content: { [route.response.contentType]: {} } }
          : {}),
    },
  };
  const alt = route.alternative;
  if (alt) {
    const content = { [alt.contentType]: { schema: alt.schema } };
    const status = `${alt.status}` as const;
    const same = alt.status === route.response.status ? responses[status] : undefined;
    responses[status] =
      same && 'content' in same
        ? { ...same, content: { ...same.content, ...content } }
        : { description: alt.description, content };
  }
  const errorStatuses = isAuth ? route.errors : [...route.errors, 500];
  for (const status of errorStatuses) {
    responses[`${status}` as `${4 | 5}${string}`] = {
      description: ERROR_MEANINGS[status] ?? 'Error.',
      content: { 'application/json': { schema: isAuth ? BetterAuthError : ApiErrorBody } },
    };
  }
  return {
    operationId: id,
    tags: [route.tag],
    summary: route.summary,
    ...(route.description && { description: route.description }),
    ...(route.access === 'user' || route.access === 'admin'
      ? { security: [{ session: [] }] }
      : { security: [] }),
    ...((route.params || route.query) && {
      requestParams: {
        ...(route.params && { path: route.params }),
        ...(route.query && { query: route.query }),
      },
    }),
    ...(route.body && {
      requestBody: {
        required: true,
        content: { [route.bodyType ?? 'application/json']: { schema: route.body } },
      },
    }),
    responses,
  };
}

/**
 * Every zod schema the contracts export by name becomes `#/components/schemas/<name>`, except
 * query and path schemas: those are spelt out as parameters.
 */
function namedSchemas(): Record<string, z.ZodType> {
  const parameters = new Set<unknown>(
    Object.values(apiRoutes as Record<string, ApiRoute>).flatMap((r) => [r.query, r.params]),
  );
  const named: Record<string, z.ZodType> = {};
  for (const [name, value] of Object.entries(contracts)) {
    if (value instanceof z.ZodType && /^[A-Z]/.test(name) && !parameters.has(value)) {
      named[name] = value;
    }
  }
  return named;
}

/** Components nothing points at (named schemas no route uses) are left out of the document. */
function withoutUnusedSchemas<T extends { components?: { schemas?: Record<string, unknown> } }>(
  doc: T,
): T {
  const schemas = doc.components?.schemas;
  if (!schemas) return doc;
  const { components, ...rest } = doc;
  const used = new Set<string>();
  const visit = (text: string) => {
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (name && !used.has(name)) {
        used.add(name);
        visit(JSON.stringify(schemas[name]));
      }
    }
  };
  visit(JSON.stringify(rest));
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...doc, components: { ...components, schemas: kept } };
}

/** Builds the document from `apiRoutes`; the server builds it once, on the first request. */
export function buildOpenApiDocument() {
  const paths: ZodOpenApiPathsObject = {};
  for (const [id, route] of Object.entries(apiRoutes) as [string, ApiRoute][]) {
    (paths[route.path] ??= {})[route.method] = operation(id, route);
  }
  const doc = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Jobfit API',
      version: '1',
      description:
        'The HTTP API of Jobfit, generated from its zod contracts. Signed-in routes use the ' +
        'session cookie set by `POST /api/auth/sign-in/email`; browsers must send writes from ' +
        'the app’s own origin. Every error outside /api/auth has the body ' +
        '`{ "error": { "code", "message", "details"? } }`.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(Object.values(apiRoutes).map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ...namedSchemas(), ApiErrorBody, BetterAuthError },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
      },
    },
  });
  return withoutUnusedSchemas(doc);
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
