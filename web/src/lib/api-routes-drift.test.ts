import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AUTH_BASE_PATH, type ApiRoute, apiRoutes, matchesApiPath } from '@jobfit/contracts';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The "cannot drift" guard of decision 172: every API path the web writes down (a string, a
// template, a constant built from other constants, an `apiPath(apiRoutes.x)`) must be a path of
// the contracts' route table, which the server's test holds to the app's real routes.

const WEB_SRC = path.resolve(import.meta.dirname, '..');
const routes = Object.values(apiRoutes) as ApiRoute[];
const routesById = apiRoutes as Record<string, ApiRoute>;

type Source = { file: string; text: string };

function webSources(dir = WEB_SRC, { tests = false } = {}): Source[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return webSources(file, { tests });
    if (!/\.tsx?$/.test(entry.name) || (!tests && /\.test\.tsx?$/.test(entry.name))) return [];
    return [{ file: path.relative(WEB_SRC, file), text: readFileSync(file, 'utf8') }];
  });
}

const isText = (
  node: ts.Node,
): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression =>
  ts.isStringLiteral(node) ||
  ts.isNoSubstitutionTemplateLiteral(node) ||
  ts.isTemplateExpression(node);

/** `apiPath(apiRoutes.id, …)` → the route's path. */
function tablePath(node: ts.Node): string | undefined {
  if (!ts.isCallExpression(node) || node.expression.getText() !== 'apiPath') return undefined;
  const [first] = node.arguments;
  if (!first || !ts.isPropertyAccessExpression(first)) return undefined;
  if (first.expression.getText() !== 'apiRoutes') return undefined;
  return routesById[first.name.text]?.path ?? `/api/unknown-route-id/${first.name.text}`;
}

/**
 * Every API path in the sources, `{}` standing for each value filled in at run time. Constants
 * and one-expression functions (`const jobUrl = (id) => \`${JOBS_URL}/${id}\``) are followed
 * across files by name.
 */
function usedApiPaths(sources: Source[]): { file: string; path: string }[] {
  const parsed = sources.map(({ file, text }) => ({
    file,
    sf: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX),
  }));
  const definitions = new Map<string, ts.Node>();
  const walk = (node: ts.Node, visit: (n: ts.Node) => void) => {
    visit(node);
    ts.forEachChild(node, (child) => walk(child, visit));
  };
  for (const { sf } of parsed) {
    walk(sf, (node) => {
      if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || !node.initializer)
        return;
      const init = node.initializer;
      const value = ts.isArrowFunction(init) && !ts.isBlock(init.body) ? init.body : init;
      if (isText(value) || tablePath(value) !== undefined) definitions.set(node.name.text, value);
    });
  }
  const render = (node: ts.Node, depth = 0): string => {
    const fromTable = tablePath(node);
    if (fromTable !== undefined) return fromTable;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node)) {
      return (
        node.head.text +
        node.templateSpans
          .map((span) => substitute(span.expression, depth) + span.literal.text)
          .join('')
      );
    }
    return '{}';
  };
  const substitute = (expr: ts.Expression, depth: number): string => {
    const name = ts.isIdentifier(expr)
      ? expr.text
      : ts.isCallExpression(expr) && ts.isIdentifier(expr.expression)
        ? expr.expression.text
        : undefined;
    const definition = name === undefined ? undefined : definitions.get(name);
    return definition && depth < 5 ? render(definition, depth + 1) : '{}';
  };
  const found: { file: string; path: string }[] = [];
  for (const { file, sf } of parsed) {
    walk(sf, (node) => {
      if (!isText(node) && tablePath(node) === undefined) return;
      const text = render(node);
      if (text.startsWith('/api')) found.push({ file, path: text.split(/[?#]/)[0]! });
    });
  }
  return found;
}

/** Paths of the list that no route of the table has. */
function unknownPaths(used: { file: string; path: string }[]) {
  return used.filter(
    ({ path: p }) => p !== AUTH_BASE_PATH && !routes.some((r) => matchesApiPath(r.path, p)),
  );
}

describe('API paths of the web', () => {
  it('are all in the contracts route table', () => {
    const used = usedApiPaths(webSources());
    expect(unknownPaths(used), 'add the route to contracts/src/api-routes/').toEqual([]);
    // The scan sees the web's paths: plain, built with values, and named from the table.
    const paths = new Set(used.map((u) => u.path));
    expect(paths.size).toBeGreaterThan(20);
    expect(paths).toContain('/api/cv/file');
    expect(paths).toContain('/api/cv/uploads/{}/file');
    expect(paths).toContain('/api/job-targets/{id}');
    expect(paths).toContain('/api/me/plan/is-free');
  });

  it('finds a path the table does not have, however it is written', () => {
    const sources = [
      {
        file: 'a.ts',
        text: `export const JOBS_URL = '/api/job-target';
               // '/api/in-a-comment' is not code
               export const jobUrl = (id: string) => \`\${JOBS_URL}/\${encodeURIComponent(id)}\`;
               const OK = '/api/scans';`,
      },
      {
        file: 'b.tsx',
        text: `import { jobUrl } from './a';
               const x = apiRequest(\`\${jobUrl(id)}/notes\`, S);
               const y = apiRequest(\`/api/scans/\${id}/dismissed\`, S);
               const z = apiPath(apiRoutes.noSuchRoute);
               const ok = apiRequest(\`/api/scans/\${id}/dismissed-keywords?keyword=a\`, S);
               const el = <a href="/api/cv/files">CV</a>;`,
      },
    ];
    expect(unknownPaths(usedApiPaths(sources)).map((u) => u.path)).toEqual([
      '/api/job-target',
      '/api/job-target/{}',
      '/api/job-target/{}/notes',
      '/api/scans/{}/dismissed',
      '/api/unknown-route-id/noSuchRoute',
      '/api/cv/files',
    ]);
  });
});

/** Files that name `apiRequest` in code (comments and strings aside), api-client.ts excepted. */
function apiRequestUsers(sources: Source[]): string[] {
  return sources
    .filter(({ file }) => file !== path.join('lib', 'api-client.ts'))
    .filter(({ file, text }) => {
      const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      let found = false;
      const visit = (node: ts.Node) => {
        if (ts.isIdentifier(node) && node.text === 'apiRequest') found = true;
        if (!found) ts.forEachChild(node, visit);
      };
      visit(sf);
      return found;
    })
    .map(({ file }) => file);
}

// The method half of the guard: a call names a route of the table (`apiCall(apiRoutes.x, …)`),
// which holds its method, URL and schemas; the lower-level `apiRequest(path, schema, { method })`
// stays inside api-client.ts, so a method written by hand cannot drift from the server's.
describe('API calls of the web', () => {
  it('go through apiCall: nothing outside api-client.ts uses apiRequest', () => {
    expect(
      apiRequestUsers(webSources(WEB_SRC, { tests: true })),
      'use apiCall(apiRoutes.…)',
    ).toEqual([]);
  });

  it('finds a use of apiRequest, however it is imported', () => {
    const sources = [
      { file: 'a.ts', text: `import { apiRequest } from 'src/lib/api-client';` },
      {
        file: 'b.ts',
        text: `import * as client from './api-client'; client.apiRequest('/api/cv', S);`,
      },
      {
        file: 'c.ts',
        text: `// apiRequest is gone\nconst s = 'apiRequest'; apiCall(apiRoutes.getMasterCv);`,
      },
      { file: path.join('lib', 'api-client.ts'), text: `async function apiRequest() {}` },
    ];
    expect(apiRequestUsers(sources)).toEqual(['a.ts', 'b.ts']);
  });
});
