import {
  BulkStatusInput,
  CreateJobTargetInput,
  JobTargetBoardQuery,
  ListJobTargetsQuery,
  UpdateJobTargetInput,
} from '@jobfit/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import type { AppEnv } from '../../lib/context.ts';
import { requireUser } from '../../lib/require-user.ts';
import { validate } from '../../lib/validate.ts';
import {
  bulkSetStatus,
  createJobTarget,
  deleteJobTarget,
  exportJobTargetsCsv,
  getJobTarget,
  jobTargetBoard,
  listJobTargets,
  updateJobTarget,
} from './job-targets.service.ts';

const IdParam = z.object({ id: z.uuid('No such job') });

const listQuery = validate('query', ListJobTargetsQuery);

/** /api/job-targets: the job tracker. */
export const jobTargetsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', listQuery, async (c) => {
    return c.json(await listJobTargets(c.var.db, c.var.user.id, c.req.valid('query')));
  })
  .get('/board', validate('query', JobTargetBoardQuery), async (c) =>
    c.json(await jobTargetBoard(c.var.db, c.var.user.id, c.req.valid('query'), c.var.dataVersion)),
  )
  .get('/export.csv', listQuery, async (c) => {
    const csv = await exportJobTargetsCsv(c.var.db, c.var.user.id, c.req.valid('query'));
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', contentDisposition('jobfit-jobs.csv'));
    c.header('Cache-Control', 'private, no-store');
    return c.body(csv);
  })
  .post('/', validate('json', CreateJobTargetInput), async (c) =>
    c.json(await createJobTarget(c.var.db, c.var.user.id, c.req.valid('json'), c.var.now), 201),
  )
  .post('/bulk-status', validate('json', BulkStatusInput), async (c) =>
    c.json(await bulkSetStatus(c.var.db, c.var.user.id, c.req.valid('json'), c.var.now)),
  )
  .get('/:id', validate('param', IdParam), async (c) =>
    c.json(await getJobTarget(c.var.db, c.var.user.id, c.req.valid('param').id)),
  )
  .patch('/:id', validate('param', IdParam), validate('json', UpdateJobTargetInput), async (c) =>
    c.json(
      await updateJobTarget(
        c.var.db,
        c.var.user.id,
        c.req.valid('param').id,
        c.req.valid('json'),
        c.var.now,
      ),
    ),
  )
  .delete('/:id', validate('param', IdParam), async (c) => {
    await deleteJobTarget(c.var.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
