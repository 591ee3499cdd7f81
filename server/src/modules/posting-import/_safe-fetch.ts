import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import ipaddr from 'ipaddr.js';
import { say } from '../../lib/i18n/server-text.ts';
import { ImportRefusal } from './_refusal.ts';

/** The fetch budget of one import (docs/decisions/170-posting-import.md). */
const IMPORT_LIMITS = { timeoutMs: 5000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 };

/** The content types an import reads: web pages, the boards' JSON, JSON-LD and plain text. */
const READABLE_TYPES = new Set([
  'text/html',
  'application/xhtml+xml',
  'application/json',
  'application/ld+json',
  'text/plain',
]);

// Cloud metadata services outside the ranges ipaddr.js already names as non-unicast (the usual
// 169.254.169.254 is link-local, AWS's fd00:ec2::254 unique-local): listed so that no reading
// of the ranges ever lets them through.
const METADATA_ADDRESSES = new Set(['169.254.169.254', '169.254.170.2', '100.100.100.200']);

export interface SafeFetchOptions {
  /** Host names (as written in the URL) fetched even though they are private: tests only. */
  allowPrivateHosts: readonly string[];
  /** The Accept header. */
  accept: string;
  limits?: typeof IMPORT_LIMITS;
}

export interface FetchedDocument {
  /** The address that answered, after redirects. */
  url: URL;
  /** The media type, lower case, without parameters. */
  contentType: string;
  body: string;
}

/**
 * True when `address` is not a public unicast address (loopback, private, link-local, CGNAT,
 * multicast, reserved, IPv4 inside IPv6 …) or is a cloud metadata address.
 */
export function isRefusedAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  const parsed = ipaddr.process(address);
  return parsed.range() !== 'unicast' || METADATA_ADDRESSES.has(parsed.toString());
}

/**
 * GET `url` the way a server may fetch an address a user typed: http(s) only; each host resolved
 * once and every address checked before connecting, the connection made to those very addresses;
 * redirects followed by hand and each checked the same way; 5 s for the whole and 2 MB of body
 * (after decompression) at most; only readable content types. Every refusal is an ImportRefusal.
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<FetchedDocument> {
  const limits = options.limits ?? IMPORT_LIMITS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    let current = parseWebAddress(url);
    for (let hop = 0; ; hop++) {
      const addresses = await resolveChecked(current, options.allowPrivateHosts, controller.signal);
      const response = await request(current, addresses, options.accept, controller.signal);
      const location = response.headers.location;
      if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400) {
        response.resume();
        if (!location) throw new ImportRefusal('unreachable', say('import.empty_redirect'));
        if (hop >= limits.maxRedirects) {
          throw new ImportRefusal('too_many_redirects', say('import.too_many_redirects'));
        }
        current = parseWebAddress(location, current);
        continue;
      }
      return await readDocument(current, response, limits.maxBytes);
    }
  } catch (err) {
    if (err instanceof ImportRefusal) throw err;
    if (controller.signal.aborted) {
      throw new ImportRefusal('timeout', say('import.timeout'));
    }
    throw new ImportRefusal('unreachable', say('import.unreachable'));
  } finally {
    clearTimeout(timer);
  }
}

function parseWebAddress(value: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    throw new ImportRefusal('bad_url', say('import.not_an_address'));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ImportRefusal(
      'bad_url',
      base ? say('import.redirect_not_web') : say('import.only_web'),
    );
  }
  if (url.username || url.password) {
    throw new ImportRefusal('bad_url', say('import.credentials_in_link'));
  }
  return url;
}

/** The host's addresses, resolved once; refused if any of them is not public. */
async function resolveChecked(
  url: URL,
  allowPrivateHosts: readonly string[],
  signal: AbortSignal,
): Promise<LookupAddress[]> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = ipaddr.isValid(host);
  let addresses: LookupAddress[];
  if (literal) {
    addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      addresses = await abortable(dnsLookup(host, { all: true, verbatim: true }), signal);
    } catch (err) {
      if (signal.aborted) throw err;
      throw new ImportRefusal('unreachable', say('import.host_not_found', { host }));
    }
  }
  if (addresses.length === 0) {
    throw new ImportRefusal('unreachable', say('import.host_not_found', { host }));
  }
  if (allowPrivateHosts.includes(host.toLowerCase())) return addresses;
  if (addresses.some((a) => isRefusedAddress(a.address))) {
    throw new ImportRefusal('private_address', say('import.private_address'));
  }
  return addresses;
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** A lookup that answers with the addresses already checked: no second resolution to rebind. */
function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
    const usable = addresses.filter((a) => wanted === undefined || a.family === wanted);
    const list = usable.length > 0 ? usable : addresses;
    if (options.all) {
      (callback as (err: null, addresses: LookupAddress[]) => void)(null, list);
    } else {
      const first = list[0] as LookupAddress;
      callback(null, first.address, first.family);
    }
  };
}

function request(
  url: URL,
  addresses: LookupAddress[],
  accept: string,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        lookup: pinnedLookup(addresses),
        signal,
        agent: false,
        headers: {
          accept,
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': 'Mozilla/5.0 (compatible; JobfitPostingImport/1.0)',
        },
      },
      resolve,
    );
    req.once('error', reject);
    req.end();
  });
}

async function readDocument(
  url: URL,
  response: IncomingMessage,
  maxBytes: number,
): Promise<FetchedDocument> {
  const status = response.statusCode ?? 0;
  if (status === 404 || status === 410) {
    response.resume();
    throw new ImportRefusal('not_found', say('import.posting_gone'));
  }
  if (status < 200 || status >= 300) {
    response.resume();
    throw new ImportRefusal('unreachable', say('import.http_error', { status: String(status) }));
  }
  const [mediaType = '', ...params] = (response.headers['content-type'] ?? '').split(';');
  const contentType = mediaType.trim().toLowerCase();
  if (!READABLE_TYPES.has(contentType)) {
    response.resume();
    throw new ImportRefusal(
      'unsupported_content',
      contentType ? say('import.not_a_page', { contentType }) : say('import.not_a_page_untyped'),
    );
  }
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge(maxBytes);
  }
  const bytes = await readLimited(decoded(response), maxBytes);
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(params.join(';'))?.[1];
  return { url, contentType, body: decode(bytes, charset) };
}

function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const inflate =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : undefined;
  if (!inflate) return response;
  response.once('error', (err) => inflate.destroy(err));
  return response.pipe(inflate);
}

const tooLarge = (maxBytes: number) =>
  new ImportRefusal('too_large', say('import.page_too_large', { mb: maxBytes / (1024 * 1024) }));

/** The body, counted as it arrives (after decompression): a bomb stops at the limit. */
async function readLimited(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      stream.destroy();
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

function decode(bytes: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
