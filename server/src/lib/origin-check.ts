import type { MiddlewareHandler } from 'hono';
import { errorBody, requestLocale } from './errors.ts';
import { say } from './i18n/server-text.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The other names of this machine for a loopback app URL (`http://localhost:3000` →
 * `http://127.0.0.1:3000`, `http://[::1]:3000`); none for a public host.
 */
export function loopbackAliases(appUrl: string): string[] {
  const url = new URL(appUrl);
  const loopback = ['localhost', '127.0.0.1', '[::1]'];
  if (!loopback.includes(url.hostname)) return [];
  return loopback
    .filter((host) => host !== url.hostname)
    .map((host) => {
      const alias = new URL(appUrl);
      alias.hostname = host;
      return alias.origin;
    });
}

/**
 * A browser request that changes something from a page on another address is refused with a
 * message naming the address to use, rather than Better Auth's bare "Invalid origin" or the CSRF
 * guard's "Forbidden". Requests without an Origin (scripts, webhooks) pass through to
 * the checks further on.
 */
export function rejectOtherOrigins(trustedOrigins: string[]): MiddlewareHandler {
  const [appUrl] = trustedOrigins;
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (SAFE_METHODS.has(c.req.method) || !origin || trustedOrigins.includes(origin)) {
      return next();
    }
    const message = say('request.wrong_origin', { origin, appUrl: appUrl ?? '' }).in(
      requestLocale(c),
    );
    // Better Auth's client reads `{ code, message }`; the rest of the API has one error body.
    const body = c.req.path.startsWith('/api/auth/')
      ? { code: 'INVALID_ORIGIN', message }
      : errorBody('forbidden', message);
    return c.json(body, 403);
  };
}
