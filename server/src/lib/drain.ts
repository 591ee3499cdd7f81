import type { Server, ServerResponse } from 'node:http';

/**
 * Graceful close of an HTTP server (decision 176). `drain` stops accepting connections at once,
 * lets the requests in flight finish and answer, then closes their connections: every answer
 * from then on says `Connection: close`, so no client reuses a connection that is about to go,
 * and a connection that falls idle is closed at once (Node would keep it for its keep-alive
 * time). After `timeoutMs` the connections still open are cut; `drain` resolves with how many
 * requests that cut.
 *
 * @example const server = drainable(httpServer); await server.drain(10_000); // 0
 */
export function drainable(server: Server) {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  const closeIdle = () => setImmediate(() => server.closeIdleConnections());

  server.on('request', (_req, res: ServerResponse) => {
    // A keep-alive connection opened before the close may still bring a request: it is served.
    if (draining) res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (draining) closeIdle();
    });
  });

  let drained: Promise<number> | undefined;
  return {
    drain(timeoutMs: number): Promise<number> {
      drained ??= new Promise<number>((resolve) => {
        draining = true;
        for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
        let cut = 0;
        const timer = setTimeout(() => {
          cut = inFlight.size;
          server.closeAllConnections();
        }, timeoutMs);
        server.close(() => {
          clearTimeout(timer);
          resolve(cut);
        });
        server.closeIdleConnections();
      });
      return drained;
    },
  };
}

/** How long an idle keep-alive connection stays open: above the 5 s of Node's and browsers' pools. */
const KEEP_ALIVE_MS = 65_000;

/**
 * Keeps an idle keep-alive connection open for `KEEP_ALIVE_MS` (decision 232). Node closes one
 * after 5 s, the same time its own clients' pools keep an idle socket; a client that reuses the
 * socket in the instant the server closes it gets ECONNRESET. The headers' timeout stays above
 * the keep-alive time, as Node requires. `drainable` still closes idle connections at once on
 * shutdown.
 *
 * @example keepIdleConnections(httpServer); httpServer.keepAliveTimeout; // 65_000
 */
export function keepIdleConnections(server: Server) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
