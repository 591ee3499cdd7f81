import { AccountImport, AVATAR_MAX_BYTES, DeleteAccountInput } from '@jobfit/contracts';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import { contentDisposition } from '../../lib/content-disposition.ts';
import type { AppEnv } from '../../lib/context.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { consumeRate, type RateRule } from '../../lib/rate-limit.ts';
import { requireUser } from '../../lib/require-user.ts';
import { validate } from '../../lib/validate.ts';
import { importAccount } from './_import.ts';
import {
  deleteAccount,
  exportAccount,
  getAvatar,
  removeAvatar,
  setAvatar,
} from './account.service.ts';
import { say } from '../../lib/i18n/server-text.ts';

/**
 * /api/account: avatar, data export and import, and account deletion. Name, e-mail, password and sessions
 * go through Better Auth's own routes (/api/auth/update-user, change-email, change-password,
 * list-sessions, revoke-session).
 */
/**
 * Reading an export validates up to 20 MB of JSON on the event loop: a handful an hour is more
 * than moving accounts needs, and keeps a repeated import from stalling others (decision 174).
 */
const ACCOUNT_IMPORT_RATE: RateRule = { window: 3600, max: 5 };

const limitImports = createMiddleware<AppEnv>(async (c, next) => {
  const rate = await consumeRate(
    c.var.db,
    `account-import:${c.var.user.id}`,
    ACCOUNT_IMPORT_RATE,
    c.var.now(),
  );
  if (!rate.allowed) {
    throw new AppError('rate_limited', say('account.too_many_imports'), {
      retryAfter: rate.retryAfter,
    });
  }
  await next();
});

export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post(
    '/avatar',
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + 16 * 1024,
      onError: () => {
        throw new AppError('file_too_large', say('account.avatar_too_large'));
      },
    }),
    async (c) => {
      const body = await c.req.parseBody();
      const file = body.file;
      if (!(file instanceof File)) {
        throw new AppError('validation', say('account.choose_image'), {
          file: [say('account.field.choose_image')],
        });
      }
      if (file.size > AVATAR_MAX_BYTES)
        throw new AppError('file_too_large', say('account.avatar_too_large'));
      const bytes = new Uint8Array(await file.arrayBuffer());
      return c.json(await setAvatar(c.var.db, c.var.storage, c.var.user.id, bytes, c.var.now()));
    },
  )
  .get('/avatar', async (c) => {
    const avatar = await getAvatar(c.var.storage, c.var.user.id);
    c.header('Content-Type', avatar.mime);
    c.header('Cache-Control', 'private, max-age=31536000, immutable');
    return c.body(avatar.bytes);
  })
  .delete('/avatar', async (c) => {
    await removeAvatar(c.var.db, c.var.storage, c.var.user.id, c.var.now());
    return c.body(null, 204);
  })
  .get('/export', async (c) => {
    const data = await exportAccount(c.var.db, c.var.user.id, c.var.now());
    c.header(
      'Content-Disposition',
      contentDisposition(`jobfit-data-${data.exportedAt.slice(0, 10)}.json`),
    );
    c.header('Cache-Control', 'private, no-store');
    return c.json(data);
  })
  .post('/import', limitImports, validate('json', AccountImport), async (c) => {
    const result = await importAccount(c.var.db, c.var.user.id, c.req.valid('json'), c.var.now());
    return c.json(result, 201);
  })
  .delete('/', validate('json', DeleteAccountInput), async (c) => {
    const [context, session] = await Promise.all([
      c.var.auth.$context,
      c.var.auth.api.getSession({ headers: c.req.raw.headers }),
    ]);
    if (!session) throw unauthorized();
    await deleteAccount(c.var.db, c.var.storage, c.var.user.id, {
      password: c.req.valid('json').password,
      sessionCreatedAt: new Date(session.session.createdAt),
      now: c.var.now(),
      verifyPassword: (hash, password) => context.password.verify({ hash, password }),
    });
    return c.body(null, 204);
  });
