import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface S3Request {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string;
}

/**
 * A small S3-compatible server on 127.0.0.1 for tests (no network here, decision 178): one bucket
 * in memory, path-style PUT, GET, HEAD and DELETE of objects and ListObjectsV2 in pages of
 * `pageSize`. It refuses a request not signed with AWS Signature V4 for its access key and
 * region (the signature itself is not checked) and records every request.
 */
export async function startS3StandIn(options: {
  bucket: string;
  region: string;
  accessKeyId: string;
  pageSize?: number;
}) {
  const objects = new Map<string, Uint8Array>();
  const requests: S3Request[] = [];
  const pageSize = options.pageSize ?? 2;
  const credential = new RegExp(
    `^AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/\\d{8}/${options.region}/s3/aws4_request,`,
  );

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://s3.test');
      const authorization = req.headers.authorization ?? '';
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        authorization,
      });
      const body = await readBody(req);
      if (!credential.test(authorization)) return reply(res, 403, '<Error>AccessDenied</Error>');
      const [, bucket, ...rest] = url.pathname.split('/');
      if (bucket !== options.bucket) return reply(res, 404, '<Error>NoSuchBucket</Error>');
      const key = rest.map(decodeURIComponent).join('/');
      if (key === '' && req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        return reply(res, 200, listPage(url.searchParams));
      }
      if (key === '') return reply(res, 400, '<Error>InvalidRequest</Error>');
      const stored = objects.get(key);
      switch (req.method) {
        case 'PUT':
          objects.set(key, body);
          return reply(res, 200, '');
        case 'GET':
        case 'HEAD':
          if (!stored) return reply(res, 404, '<Error>NoSuchKey</Error>');
          res.writeHead(200, { 'content-length': stored.length });
          return res.end(req.method === 'GET' ? stored : undefined);
        case 'DELETE':
          objects.delete(key);
          return reply(res, 204, '');
        default:
          return reply(res, 405, '');
      }
    })();
  });

  function listPage(query: URLSearchParams) {
    const prefix = query.get('prefix') ?? '';
    const all = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
    const start = Number(query.get('continuation-token') ?? '0');
    const page = all.slice(start, start + pageSize);
    const truncated = start + pageSize < all.length;
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<ListBucketResult><Name>${options.bucket}</Name><Prefix>${prefix}</Prefix>`,
      `<KeyCount>${page.length}</KeyCount><IsTruncated>${truncated}</IsTruncated>`,
      truncated ? `<NextContinuationToken>${start + pageSize}</NextContinuationToken>` : '',
      ...page.map(
        (k) => `<Contents><Key>${k}</Key><Size>${objects.get(k)?.length}</Size></Contents>`,
      ),
      '</ListBucketResult>',
    ].join('');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readBody(req: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

function reply(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(body);
}
