import { ImportPostingInput } from '@jobfit/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { requireUser } from '../../lib/require-user.ts';
import { validate } from '../../lib/validate.ts';
import { importPosting, type PostingImportConfig } from './posting-import.service.ts';

/**
 * /api/posting-import: `POST { url }` → 200 ImportedPosting | 400 | 401 | 422 `import_refused`
 * (details.reason) | 429. Nothing is saved: the user checks the fields, then saves or scans.
 */
export function postingImportRoutes(config: PostingImportConfig) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .post('/', validate('json', ImportPostingInput), async (c) =>
      c.json(
        await importPosting(
          c.var.db,
          c.var.user.id,
          c.req.valid('json').url,
          config,
          c.var.now(),
          c.var.engine,
        ),
      ),
    );
}
