import { AUTH_BASE_PATH, type ApiRoute, apiRoutes } from '@jobfit/contracts';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../../test/http-client.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ smtp: false });
});
afterAll(() => t.close());

const table = Object.values(apiRoutes) as ApiRoute[];
const isAuth = (path: string) => path === AUTH_BASE_PATH || path.startsWith(`${AUTH_BASE_PATH}/`);
/** The reference page's static files: not API operations (decision 172). */
const DOCS_FILES_ROUTE = 'GET /api/docs/{file}';

/** Hono's `:id` and `:file{regex}` → OpenAPI's `{id}`, `{file}`. */
const openApiStyle = (path: string) => path.replace(/:(\w+)(\{[^/]*\})?/g, '{$1}');

/** Every `METHOD /api/path` the app routes to, Better Auth's wildcard aside. */
function appRoutes(): Set<string> {
  const routes = new Set<string>();
  for (const r of t.app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/') || isAuth(r.path)) continue;
    routes.add(`${r.method} ${openApiStyle(r.path)}`);
  }
  routes.delete(DOCS_FILES_ROUTE);
  return routes;
}

async function fetchDocument() {
  const res = await t.client().get('/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return readJson(res);
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = await fetchDocument();
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(doc.openapi).toBe('3.1.0');
  });

  it('is checked by a validator that refuses a broken document', async () => {
    const doc = await fetchDocument();
    doc.paths['/api/scans'].post.responses = 'none';
    const result = await new Validator().validate(doc);
    expect(result.valid).toBe(false);
  });

  it('documents each operation with its schemas and the one error body', async () => {
    const doc = await fetchDocument();
    const create = doc.paths['/api/job-targets'].post;
    expect(create.operationId).toBe('createJobTarget');
    expect(create.security).toEqual([{ session: [] }]);
    expect(create.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/CreateJobTargetInput',
    });
    expect(create.responses['201'].content['application/json'].schema.$ref).toMatch(
      /^#\/components\/schemas\/JobTargetDetail/,
    );
    expect(create.responses['401'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiErrorBody',
    });
    const get = doc.paths['/api/job-targets/{id}'].get;
    expect(get.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'id', required: true }),
    ]);
    expect(doc.components.schemas.ApiErrorBody).toMatchObject({
      type: 'object',
      required: ['error'],
      properties: { error: { required: ['code', 'message'] } },
    });
    expect(doc.paths['/api/health'].get.security).toEqual([]);
  });

  it('lists every operation of the route table once, by its id', async () => {
    const doc = await fetchDocument();
    const documented: string[] = [];
    for (const [path, item] of Object.entries<Record<string, { operationId: string }>>(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        documented.push(`${method} ${path} ${op.operationId}`);
      }
    }
    const expected = Object.entries(apiRoutes).map(([id, r]) => `${r.method} ${r.path} ${id}`);
    expect(documented.sort()).toEqual(expected.sort());
  });
});

describe('the route table against the app', () => {
  it('documents every API route the app has (Better Auth and the docs files aside)', () => {
    const documented = new Set(table.map((r) => `${r.method.toUpperCase()} ${r.path}`));
    const missing = [...appRoutes()].filter((route) => !documented.has(route));
    expect(missing, 'add these to contracts/src/api-routes/').toEqual([]);
  });

  it('documents no route the app does not have', () => {
    const routes = appRoutes();
    const extra = table
      .filter((r) => !isAuth(r.path))
      .map((r) => `${r.method.toUpperCase()} ${r.path}`)
      .filter((route) => !routes.has(route));
    expect(extra).toEqual([]);
  });

  it('documents only Better Auth routes that answer', async () => {
    const auth = table.filter((r) => isAuth(r.path));
    expect(auth.map((r) => r.path)).toContain('/api/auth/sign-in/email');
    for (const route of auth) {
      const res = await t.client().request(route.path, {
        method: route.method.toUpperCase(),
        ...(route.method === 'get' ? {} : { json: {} }),
      });
      // Better Auth answers 404 for a path or method it does not have; anything else is a route.
      expect(res.status, `${route.method} ${route.path}`).not.toBe(404);
    }
    const unknown = await t
      .client()
      .request('/api/auth/no-such-route', { method: 'POST', json: {} });
    expect(unknown.status).toBe(404);
  });
});

describe('GET /api/docs', () => {
  it('answers a page that loads Swagger UI from this server only', async () => {
    const res = await t.client().get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'");
    const html = await res.text();
    expect(html).toContain('<div id="swagger-ui"></div>');
    // The CSP forbids inline scripts: every script is a file.
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((m) => m[1]?.trim())).toEqual([
      'src="/api/docs/swagger-ui-bundle.js"',
      'src="/api/docs/init.js"',
    ]);
    expect(scripts.every((m) => m[2] === '')).toBe(true);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.every((url) => url.startsWith('/api/docs/'))).toBe(true);
    expect(assets).toContain('/api/docs/swagger-ui.css');
    for (const url of assets) {
      const asset = await t.client().get(url);
      expect(asset.status, url).toBe(200);
      expect((await asset.arrayBuffer()).byteLength, url).toBeGreaterThan(100);
    }
  });

  it('starts Swagger UI on /api/openapi.json, never asking swagger.io', async () => {
    const res = await t.client().get('/api/docs/init.js');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const script = await res.text();
    expect(script).toContain("url: '/api/openapi.json'");
    expect(script).toContain('validatorUrl: null');
    const bundle = await t.client().get('/api/docs/swagger-ui-bundle.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(bundle.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await bundle.text()).toContain('SwaggerUIBundle');
  });

  it('serves no other file', async () => {
    for (const url of [
      '/api/docs/index.html',
      '/api/docs/swagger-initializer.js',
      '/api/docs/..%2Fpackage.json',
      '/api/docs/%2e%2e%2f%2e%2e%2fpackage.json',
    ]) {
      const res = await t.client().get(url);
      expect(res.status, url).toBe(404);
      expect((await readJson(res)).error.code, url).toBe('not_found');
    }
  });
});
