import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi.document.ts';
import { say } from '../../lib/i18n/server-text.ts';

// Swagger UI's files come from the installed swagger-ui-dist, never a CDN (decision 172). Its
// package.json locates them without loading its index (which evaluates the whole bundle).
const swaggerDir = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);
const ownDir = path.join(import.meta.dirname, 'docs');

/** The only files /api/docs/* serves: name → where it is and its type. */
const DOCS_FILES = new Map([
  ['swagger-ui.css', { file: path.join(swaggerDir, 'swagger-ui.css'), type: 'text/css' }],
  [
    'swagger-ui-bundle.js',
    { file: path.join(swaggerDir, 'swagger-ui-bundle.js'), type: 'text/javascript' },
  ],
  ['favicon-32x32.png', { file: path.join(swaggerDir, 'favicon-32x32.png'), type: 'image/png' }],
  ['init.js', { file: path.join(ownDir, 'init.js'), type: 'text/javascript' }],
]);

const loaded = new Map<string, Uint8Array>();
function docsFile(name: string): Uint8Array {
  const entry = DOCS_FILES.get(name);
  if (!entry) throw notFound(say('openapi.no_file'));
  let bytes = loaded.get(name);
  // A copy: a small Buffer may share its ArrayBuffer with others.
  if (!bytes) loaded.set(name, (bytes = new Uint8Array(readFileSync(entry.file))));
  return bytes;
}

let page: string | undefined;

let document: OpenApiDocument | undefined;

/** GET /api/openapi.json, GET /api/docs (Swagger UI) and its files: the API reference. */
export const openApiRoutes = new Hono<AppEnv>()
  .get('/openapi.json', (c) => {
    document ??= buildOpenApiDocument();
    c.header('Cache-Control', 'no-cache');
    return c.json(document);
  })
  .get('/docs', (c) => {
    c.header('Cache-Control', 'no-cache');
    page ??= readFileSync(path.join(ownDir, 'index.html'), 'utf8');
    return c.html(page);
  })
  .get('/docs/:file', compress(), (c) => {
    const name = c.req.param('file');
    const bytes = docsFile(name);
    c.header('Content-Type', DOCS_FILES.get(name)!.type);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(bytes.buffer as ArrayBuffer);
  });
