import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const FIXTURES = path.join(import.meta.dirname, '../modules/posting-import/fixtures');

/** A saved posting fixture of the import (server/src/modules/posting-import/fixtures). */
const postingFixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');

/** Job ids of the saved board answers. */
export const SITE_JOBS = {
  greenhouse: { board: 'contosoretail', id: '4012345' },
  lever: { site: 'fabrikam-freight', id: '5ac21346-8e0c-4494-8e7a-3eb92ff77902' },
  ashby: { org: 'northwind', id: '7d3f5a2e-1c44-4b8e-b0a1-5e6f7a8b9c0d' },
};

const TWO_MB = 2 * 1024 * 1024;

/**
 * A real HTTP server on 127.0.0.1 standing in for employers' pages and the job boards' APIs:
 * saved postings of each kind, and the hostile answers an import must refuse (a redirect to the
 * metadata address or to another host, a body over 2 MB, an answer that never ends, a PDF).
 *
 * @example const site = await startPostingSite(); site.url('/json-ld') // 'http://127.0.0.1:…/json-ld'
 */
export async function startPostingSite() {
  let port = 0;
  const send = (res: ServerResponse, type: string, body: string | Buffer, status = 200) => {
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
    const { greenhouse, lever, ashby } = SITE_JOBS;
    switch (pathname) {
      case '/json-ld':
        return send(res, 'text/html; charset=utf-8', postingFixture('json-ld-posting.html'));
      case '/plain':
        return send(res, 'text/html; charset=utf-8', postingFixture('plain-posting.html'));
      case '/moved':
        res.writeHead(301, { location: '/json-ld' });
        return res.end();
      case '/no-posting':
        return send(res, 'text/html', '<html><body><p>Careers</p></body></html>');
      case '/redirect-metadata':
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        return res.end();
      case '/redirect-file':
        res.writeHead(302, { location: 'file:///etc/passwd' });
        return res.end();
      case '/redirect-localhost':
        // Another name for this very server: a host the tests never allow.
        res.writeHead(302, { location: `http://localhost:${port}/json-ld` });
        return res.end();
      case '/huge': {
        // No content-length: the limit is enforced on the bytes as they arrive.
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        for (let sent = 0; sent <= TWO_MB; sent += chunk.length) res.write(chunk);
        return res.end();
      }
      case '/slow':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html><body>');
        return; // never ends
      case '/pdf':
        return send(res, 'application/pdf', Buffer.from('%PDF-1.7\n%…'));
      case '/gone':
        return send(res, 'text/html', 'Not found', 404);
      case `/v1/boards/${greenhouse.board}/jobs/${greenhouse.id}`:
        return send(res, 'application/json', postingFixture('greenhouse-job.json'));
      case `/v0/postings/${lever.site}/${lever.id}`:
        return send(res, 'application/json', postingFixture('lever-posting.json'));
      case `/posting-api/job-board/${ashby.org}`:
        return send(res, 'application/json', postingFixture('ashby-board.json'));
      default:
        return send(res, 'application/json', '{"error":"not found"}', 404);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    url: (p: string) => `${origin}${p}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
