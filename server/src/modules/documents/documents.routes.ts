import {
  CreateDocumentInput,
  ExportDocumentQuery,
  ListDocumentsQuery,
  RedraftLetterInput,
  RephraseInput,
  UpdateDocumentInput,
} from '@jobfit/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import type { AppEnv } from '../../lib/context.ts';
import { requestLocale } from '../../lib/errors.ts';
import { requireUser } from '../../lib/require-user.ts';
import { validate } from '../../lib/validate.ts';
import { deleteDocument, getDocument, listDocuments, updateDocument } from './documents.service.ts';
import { createDocument, redraftLetter } from './draft.service.ts';
import { exportDocument } from './export.service.ts';
import { rephrase } from './rephrase.service.ts';

const IdParam = z.object({ id: z.uuid('No such document') });

/** /api/documents: tailored CVs and cover letters built from scans. */
export const documentsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post('/', validate('json', CreateDocumentInput), async (c) =>
    c.json(
      await createDocument(
        c.var.db,
        c.var.user.id,
        c.var.user.plan,
        c.req.valid('json'),
        c.var.now,
        c.var.engine,
        requestLocale(c),
      ),
      201,
    ),
  )
  .get('/', validate('query', ListDocumentsQuery), async (c) =>
    c.json(await listDocuments(c.var.db, c.var.user.id, c.req.valid('query'))),
  )
  .get('/:id', validate('param', IdParam), async (c) =>
    c.json(await getDocument(c.var.db, c.var.user.id, c.req.valid('param').id)),
  )
  .put('/:id', validate('param', IdParam), validate('json', UpdateDocumentInput), async (c) =>
    c.json(
      await updateDocument(
        c.var.db,
        c.var.user.id,
        c.req.valid('param').id,
        c.req.valid('json'),
        c.var.now,
        c.var.engine,
      ),
    ),
  )
  .delete('/:id', validate('param', IdParam), async (c) => {
    await deleteDocument(c.var.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .get(
    '/:id/export',
    validate('param', IdParam),
    validate('query', ExportDocumentQuery),
    async (c) => {
      const { format, pageSize } = c.req.valid('query');
      const file = await exportDocument(
        c.var.db,
        c.var.user.id,
        c.req.valid('param').id,
        format,
        pageSize,
        c.var.engine,
      );
      c.header('Content-Type', file.mime);
      c.header('Content-Disposition', contentDisposition(file.fileName));
      c.header('Cache-Control', 'private, no-store');
      return c.body(file.bytes.buffer as ArrayBuffer);
    },
  )
  .post(
    '/:id/redraft',
    validate('param', IdParam),
    validate('json', RedraftLetterInput),
    async (c) =>
      c.json(
        await redraftLetter(
          c.var.db,
          c.var.user.id,
          c.req.valid('param').id,
          c.req.valid('json').tone,
          c.var.now,
        ),
      ),
  )
  .post('/:id/rephrase', validate('param', IdParam), validate('json', RephraseInput), async (c) =>
    c.json(
      await rephrase(
        c.var.db,
        c.var.llm,
        c.var.user.id,
        c.var.user.plan,
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
    ),
  );
