import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address. With `trustedHops` proxies in front (TRUST_PROXY), each appends the
 * address it received from to X-Forwarded-For, so the client is the entry that many places from
 * the right; anything further left was written by the client and is ignored (rotating it changes
 * nothing). With 0 hops, or fewer entries than hops, the socket's peer. Undefined when unknown.
 */
export function clientIp(c: Context, trustedHops: number): string | undefined {
  if (trustedHops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const forwarded = entries[entries.length - trustedHops];
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not a node socket (e.g. app.request in a unit test)
  }
}
