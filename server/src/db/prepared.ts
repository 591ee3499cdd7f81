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
