import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address: the socket's peer, or the first X-Forwarded-For entry when the server
 * runs behind a proxy it trusts (TRUST_PROXY). Undefined when neither is known.
 */
export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not a node socket (e.g. app.request in a unit test)
  }
}
