import {
  CreateScanInput,
  DismissKeywordInput,
  ListScansQuery,
  RestoreKeywordQuery,
} from '@jobfit/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { AppEnv } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { requireUser } from '../../lib/require-user.ts';
import { validate } from '../../lib/validate.ts';
import { assertOwnScan, dismissKeyword, restoreKeyword } from './dismissed-keywords.service.ts';
import { createScan, deleteScan, getScan, listScans } from './scans.service.ts';
import { say } from '../../lib/i18n/server-text.ts';

const IdParam = z.object({ id: z.uuid('No such scan') });
const JSON_TYPE = { 'content-type': 'application/json' };

/** 404 for another user's scan before its body is read: nothing about it is theirs to learn. */
const ownScan = createMiddleware<AppEnv>(async (c, next) => {
  await assertOwnScan(c.var.db, c.var.user.id, c.req.param('id') ?? '');
  await next();
});

/** /api/scans: scans of the master CV against job postings. */
export const scansRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post(
    '/',
    // A posting is at most 200,000 characters (contracts); 1 MB leaves room for UTF-8 and JSON.
    bodyLimit({
      maxSize: 1024 * 1024,
      onError: () => {
        throw new AppError('file_too_large', say('scan.posting_too_large', { max: 200_000 }));
      },
    }),
    validate('json', CreateScanInput),
    // The service answers JSON text (decision 189).
    async (c) =>
      c.body(
        await createScan(
          c.var.db,
          c.var.user.id,
          c.var.user.plan,
          c.req.valid('json'),
          c.var.now,
          c.var.engine,
        ),
        201,
        JSON_TYPE,
      ),
  )
  .get('/', validate('query', ListScansQuery), async (c) =>
    c.body(
      await listScans(c.var.db, c.var.user.id, c.req.valid('query'), c.var.dataVersion),
      200,
      JSON_TYPE,
    ),
  )
  .get('/:id', validate('param', IdParam), async (c) =>
    c.json(await getScan(c.var.db, c.var.user.id, c.req.valid('param').id)),
  )
  .delete('/:id', validate('param', IdParam), async (c) => {
    await deleteScan(c.var.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  // The user has the last word on the posting's keywords (decision 112): both answer the scan
  // recomputed, and neither counts against a quota.
  .post(
    '/:id/dismissed-keywords',
    validate('param', IdParam),
    ownScan,
    validate('json', DismissKeywordInput),
    async (c) =>
      c.json(
        await dismissKeyword(
          c.var.db,
          c.var.user.id,
          c.req.valid('param').id,
          c.req.valid('json'),
          c.var.now,
          c.var.engine,
        ),
      ),
  )
  .delete(
    '/:id/dismissed-keywords',
    validate('param', IdParam),
    ownScan,
    validate('query', RestoreKeywordQuery),
    async (c) =>
      c.json(
        await restoreKeyword(
          c.var.db,
          c.var.user.id,
          c.req.valid('param').id,
          c.req.valid('query'),
          c.var.now,
          c.var.engine,
        ),
      ),
  );
