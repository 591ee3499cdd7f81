import { CV_UPLOAD_MAX_BYTES, type Resume, SaveCvInput } from '@jobfit/contracts';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../../lib/context.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { AppError } from '../../lib/errors.ts';
import { requireUser } from '../../lib/require-user.ts';
import { validate } from '../../lib/validate.ts';
import { streamUpload, wantsUploadEvents } from './cv-upload-stream.ts';
import {
  contractResume,
  engineErrorToAppError,
  getCv,
  getCvFile,
  getUploadFile,
  saveCv,
  uploadCv,
} from './cv.service.ts';
import { say } from '../../lib/i18n/server-text.ts';

// Multipart framing around the file is small; the file itself is held to the contracts limit.
const MULTIPART_OVERHEAD = 64 * 1024;
const JSON_IMPORT_MAX_BYTES = 1024 * 1024;

const tooLarge = (limit: number) =>
  bodyLimit({
    maxSize: limit,
    onError: () => {
      throw new AppError(
        'file_too_large',
        say('cv.file_too_large', { mb: Math.round(limit / 1048576) }),
      );
    },
  });

function sendFile(
  c: Context<AppEnv>,
  file: { bytes: Uint8Array<ArrayBuffer>; name: string; mime: string },
) {
  c.header('Content-Type', file.mime);
  c.header('Content-Disposition', contentDisposition(file.name));
  c.header('Cache-Control', 'private, no-store');
  return c.body(file.bytes);
}

/** /api/cv: the signed-in user's master CV. */
export const cvRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json(await getCv(c.var.db, c.var.user.id)))
  .put('/', validate('json', SaveCvInput), async (c) => {
    const input = c.req.valid('json');
    return c.json(await saveCv(c.var.db, c.var.storage, c.var.user.id, input, c.var.now));
  })
  .post('/upload', tooLarge(CV_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD), async (c) => {
    const contentType = c.req.header('content-type') ?? '';
    if (!contentType.startsWith('multipart/form-data')) {
      throw new AppError('validation', say('cv.send_multipart'), {
        file: [say('cv.field.choose_file')],
      });
    }
    const body = await c.req.parseBody();
    const file = body.file;
    if (!(file instanceof File)) {
      throw new AppError('validation', say('cv.choose_file'), {
        file: [say('cv.field.choose_file')],
      });
    }
    if (file.size > CV_UPLOAD_MAX_BYTES) {
      throw new AppError('file_too_large', say('cv.file_too_large', { mb: 10 }));
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const upload = (onProgress?: Parameters<typeof uploadCv>[6]) =>
      uploadCv(
        c.var.db,
        c.var.storage,
        c.var.user.id,
        { name: file.name, bytes },
        c.var.now,
        c.var.engine,
        onProgress,
      );
    // Asked for, the reading's progress comes first, line by line (decision 188).
    if (wantsUploadEvents(c)) return streamUpload(c, upload);
    return c.json(await upload(), 201);
  })
  .post('/import', tooLarge(JSON_IMPORT_MAX_BYTES), async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    let resume: Resume;
    try {
      const { cv: parsed } = await c.var.engine.parseCv(bytes, {
        filename: 'resume.json',
        mimeType: 'application/json',
      });
      if (parsed?.meta.source !== 'json') {
        throw new AppError('validation', say('cv.send_json_resume'));
      }
      resume = parsed.resume as Resume;
    } catch (err) {
      throw engineErrorToAppError(err);
    }
    const input = SaveCvInput.parse({ resume: contractResume(resume), source: 'json' });
    return c.json(await saveCv(c.var.db, c.var.storage, c.var.user.id, input, c.var.now));
  })
  .get('/file', async (c) => sendFile(c, await getCvFile(c.var.db, c.var.storage, c.var.user.id)))
  // The upload under review, drawn beside its parsed fields; the owner's only (404 otherwise).
  .get('/uploads/:id/file', async (c) =>
    sendFile(c, await getUploadFile(c.var.db, c.var.storage, c.var.user.id, c.req.param('id'))),
  )
  .get(
    '/export',
    validate('query', z.object({ format: z.enum(['json']).default('json') })),
    async (c) => {
      const master = await getCv(c.var.db, c.var.user.id);
      const stem =
        (master.resume.basics.name ?? 'cv')
          .replace(/[^\p{L}\p{N}]+/gu, '-')
          .replace(/^-|-$/g, '') || 'cv';
      c.header('Content-Disposition', contentDisposition(`${stem}-resume.json`));
      c.header('Cache-Control', 'private, no-store');
      return c.json({
        $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
        ...master.resume,
      });
    },
  );
