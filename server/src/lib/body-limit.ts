import { ACCOUNT_IMPORT_MAX_BYTES, AVATAR_MAX_BYTES, CV_UPLOAD_MAX_BYTES } from '@jobfit/contracts';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';
import { AppError } from './errors.ts';
import { say } from './i18n/server-text.ts';

const KiB = 1024;
const MiB = 1024 * KiB;
// Multipart framing around an uploaded file.
const MULTIPART_OVERHEAD = 64 * KiB;

/**
 * The most bytes a request body may have, by path prefix, first match wins (decision 141).
 * Uploads keep their own size; routes may set a lower limit with a more specific message.
 */
const BODY_LIMITS: readonly (readonly [prefix: string, bytes: number])[] = [
  ['/api/cv/upload', CV_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD],
  ['/api/account/avatar', AVATAR_MAX_BYTES + MULTIPART_OVERHEAD],
  // A whole account's export read back (decision 174).
  ['/api/account/import', ACCOUNT_IMPORT_MAX_BYTES],
  // Sign-in, sign-up, update-user…: an address, a password, a name and a picture URL.
  ['/api/auth/', 64 * KiB],
  // A whole CV or tailored document as JSON; the contracts' field limits bound it well below.
  ['/api', 2 * MiB],
];

function bodyLimitFor(path: string): number {
  for (const [prefix, bytes] of BODY_LIMITS) if (path.startsWith(prefix)) return bytes;
  return BODY_LIMITS[BODY_LIMITS.length - 1]![1];
}

const limiters = new Map(
  BODY_LIMITS.map(([, maxSize]) => [
    maxSize,
    bodyLimit({
      maxSize,
      onError: () => {
        throw new AppError(
          'file_too_large',
          say('request.too_large', { size: formatBytes(maxSize) }),
        );
      },
    }),
  ]),
);

/**
 * Refuses a body over its route's limit with 413 before it is read: at once when Content-Length
 * says so, else as soon as the streamed bytes pass it. Nothing past the limit is ever buffered.
 */
export const limitBodies = createMiddleware<AppEnv>(async (c, next) => {
  const limiter = limiters.get(bodyLimitFor(c.req.path));
  if (!limiter) return next();
  return limiter(c, next);
});

function formatBytes(n: number): string {
  return n >= MiB ? `${Math.floor(n / MiB)} MB` : `${Math.floor(n / KiB)} KB`;
}
