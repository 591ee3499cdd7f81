import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// A subscription token is a public lookup id followed by a secret (decision 171): the id finds
// the row with an ordinary index lookup, and only the secret's SHA-256 is stored and compared,
// in constant time. 9 random bytes → 12 base64url characters; 32 bytes → 43 characters.
const LOOKUP_CHARS = 12;
const SECRET_CHARS = 43;

/** The token's shape in a URL path: 55 base64url characters. */
const FEED_TOKEN_PATTERN = `[A-Za-z0-9_-]{${LOOKUP_CHARS + SECRET_CHARS}}`;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A new token, and what the database keeps of it. */
export function newFeedToken(): { token: string; lookupId: string; secretHash: string } {
  const lookupId = randomBytes(9).toString('base64url');
  const secret = randomBytes(32).toString('base64url');
  return { token: lookupId + secret, lookupId, secretHash: sha256(secret) };
}

/** Splits a token from a URL; null when it cannot be one of ours. */
export function splitFeedToken(token: string): { lookupId: string; secret: string } | null {
  if (!new RegExp(`^${FEED_TOKEN_PATTERN}$`).test(token)) return null;
  return { lookupId: token.slice(0, LOOKUP_CHARS), secret: token.slice(LOOKUP_CHARS) };
}

/** True when `secret` hashes to `secretHash`, compared in constant time. */
export function secretMatches(secret: string, secretHash: string): boolean {
  const given = Buffer.from(sha256(secret), 'hex');
  const stored = Buffer.from(secretHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
