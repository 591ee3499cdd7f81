import type { Db } from './client.ts';

const cache = new WeakMap<Db, Map<string, unknown>>();

/**
 * The prepared statement `name` of `db`, built by `build` on first use. A hot query is built once
 * per database and, on PostgreSQL, parsed and planned once per connection instead of per request
 * (docs/decisions/095-session-lookup.md). `name` must stand for one SQL text.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db, name);
    statements.set(name, statement);
  }
  return statement;
}

/**
 * A list page and the list's total. The page's rows carry the total (a scalar subquery, so one
 * query serves both, decision 090) except past the end of the list, where there is no row to
 * carry it and the count statement answers it.
 */
export async function pageWithTotal<Params, Row extends { total: number }>(
  statements: {
    page: { execute(params: Params): Promise<Row[]> };
    count: { execute(params: Params): Promise<{ n: unknown }[]> };
  },
  params: Params,
): Promise<{ rows: Row[]; total: number }> {
  const rows = await statements.page.execute(params);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [row] = await statements.count.execute(params);
    total = Number(row?.n ?? 0);
  }
  return { rows, total };
}
