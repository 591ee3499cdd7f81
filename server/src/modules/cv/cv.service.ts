import { randomUUID } from 'node:crypto';
import {
  type CvDraft,
  type CvFile,
  type MasterCv,
  Resume,
  type SaveCvInput,
} from '@jobfit/contracts';
import {
  checkCv,
  type CvFormat,
  EngineError,
  parseCvText,
  parseWarning,
  type ParseProgress,
  type Resume as EngineResume,
  resumeToText,
} from '@jobfit/engine';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cv, cvUpload } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, fieldErrors, notFound } from '../../lib/errors.ts';
import { type CvRow, findCvRow, toParsedCv } from '../../lib/master-cv.ts';
import type { EnginePool } from '../../lib/scan-pool.ts';
import type { ParsedUpload } from '../../lib/scan-worker.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { PoolLimitError } from '../../lib/worker-pool.ts';
import { say, sayEngineError } from '../../lib/i18n/server-text.ts';

const MIME: Record<CvFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  json: 'application/json',
  text: 'text/plain',
  linkedin: 'application/zip',
};

/** Uploads not saved as the master CV within a day are removed on the next upload. */
const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

function toMasterCv(row: CvRow): MasterCv {
  return {
    resume: row.content as Resume,
    source: row.source,
    file:
      row.fileName && row.fileMime && row.fileSize != null
        ? { name: row.fileName, mime: row.fileMime, size: row.fileSize }
        : null,
    warnings: row.warnings as MasterCv['warnings'],
    sections: row.sections as string[],
    checks: checkCv(toParsedCv(row)),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getCv(db: Db, userId: string): Promise<MasterCv> {
  const row = await findCvRow(db, userId);
  if (!row) throw notFound(say('cv.none'));
  return toMasterCv(row);
}

/**
 * What the engine read, held to the contract the web reads it with (one schema for both sides,
 * checked here): a field it refuses is a 400 that names it, never an answer the web cannot parse.
 */
export function contractResume(resume: unknown): Resume {
  const result = Resume.safeParse(resume);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const where = (first?.path ?? [])
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i > 0 ? '.' : ''}${String(p)}`))
    .join('');
  throw new AppError(
    'validation',
    say('cv.field_not_taken', { field: where, problem: first?.message ?? 'invalid' }),
    fieldErrors(result.error),
  );
}

/** A text cut to `max` characters at a word break, with an ellipsis; the schema trims first. */
function cutText(text: string, max: number): string {
  const t = text.trim();
  if (t.length <= max) return t;
  const head = t.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** Replaces the value at `path` in `root` by `change(value)`, when the path is there. */
function changeAt(root: unknown, path: readonly PropertyKey[], change: (v: unknown) => unknown) {
  const last = path.at(-1);
  let parent: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (parent === null || typeof parent !== 'object') return;
    parent = (parent as Record<PropertyKey, unknown>)[key];
  }
  if (last === undefined || parent === null || typeof parent !== 'object') return;
  const holder = parent as Record<PropertyKey, unknown>;
  if (last in holder) holder[last] = change(holder[last]);
}

/**
 * What the engine read of an upload, fitted to the contract's limits for the review step: a text
 * or a list beyond them (a cover letter read as a CV's publications, two columns run into a list
 * of languages) is shortened (a text at a word break, a list after its last allowed item) and a
 * `shortened` warning says so. A real CV is never refused for a limit; the user checks the draft
 * before anything is saved. Anything else the contract refuses is the 400 of `contractResume`.
 */
function fittedResume(resume: unknown): { resume: Resume; shortened: boolean } {
  const draft = structuredClone(resume);
  let shortened = false;
  // A list cut short can leave no more to fix; a few rounds reach every nesting level.
  for (let round = 0; round < 4; round++) {
    const result = Resume.safeParse(draft);
    if (result.success) return { resume: result.data, shortened };
    const tooBig = result.error.issues.flatMap((i) =>
      i.code === 'too_big' && (i.origin === 'string' || i.origin === 'array') ? [i] : [],
    );
    if (tooBig.length < result.error.issues.length) break;
    // Texts first, then lists, so no cut list moves a text the next cut points at.
    const texts = tooBig.filter((i) => i.origin === 'string');
    for (const issue of [...texts, ...tooBig.filter((i) => i.origin !== 'string')]) {
      const max = Number(issue.maximum);
      changeAt(draft, issue.path, (v) =>
        typeof v === 'string' ? cutText(v, max) : Array.isArray(v) ? v.slice(0, max) : v,
      );
      shortened = true;
    }
  }
  return { resume: contractResume(draft), shortened };
}

/** An engine failure as its API error: 413, 415 or 422 with the parser's reason. */
export function engineErrorToAppError(err: unknown): unknown {
  // The parse ran over its time or memory budget in the worker pool (decision 140).
  if (err instanceof PoolLimitError)
    return new AppError('unreadable_document', say('cv.too_complex'), { reason: 'too_complex' });
  if (!(err instanceof EngineError)) return err;
  // The upload's own size is checked before parsing; `too_large` from the engine is about what
  // the file holds (a zip that inflates far beyond any CV), so the document is unreadable.
  if (err.code === 'unsupported_type')
    return new AppError('unsupported_type', sayEngineError(err.text));
  return new AppError('unreadable_document', sayEngineError(err.text), { reason: err.code });
}

/**
 * Parses an uploaded file into a draft for the review step and keeps the original aside; the
 * master CV changes only when the user saves the reviewed draft. `onProgress` hears how far the
 * reading in the worker has got.
 */
export async function uploadCv(
  db: Db,
  storage: FileStorage,
  userId: string,
  file: { name: string; bytes: Uint8Array },
  now: Clock,
  engine: EnginePool,
  onProgress?: (progress: ParseProgress) => void,
): Promise<CvDraft> {
  let upload: ParsedUpload;
  try {
    upload = await engine.parseCv(file.bytes, {
      filename: file.name,
      ...(onProgress ? { onProgress } : {}),
    });
  } catch (err) {
    throw engineErrorToAppError(err);
  }
  const { format, cv: parsed } = upload;
  if (!format || !parsed) {
    throw new AppError('unsupported_type', say('cv.not_readable_type'));
  }
  const id = randomUUID();
  const storageKey = `${userId}/${id}`;
  const meta: CvFile = {
    name: safeFileName(file.name, format),
    mime: MIME[format],
    size: file.bytes.length,
  };
  await storage.put(storageKey, file.bytes);
  try {
    await db.insert(cvUpload).values({
      id,
      userId,
      fileName: meta.name,
      fileMime: meta.mime,
      fileSize: meta.size,
      storageKey,
      warnings: parsed.meta.warnings,
      createdAt: now(),
    });
  } catch (err) {
    await storage.delete(storageKey);
    throw err;
  }
  await removeStaleUploads(db, storage, userId, now);
  const fitted = fittedResume(parsed.resume);
  return {
    uploadId: id,
    file: meta,
    resume: fitted.resume,
    warnings: fitted.shortened
      ? [...parsed.meta.warnings, parseWarning('shortened')]
      : parsed.meta.warnings,
    sections: parsed.meta.sections,
    confidence: parsed.meta.confidence,
    ...(parsed.meta.layout ? { layout: parsed.meta.layout } : {}),
    ...(parsed.meta.pages ? { pages: parsed.meta.pages } : {}),
    text: parsed.text,
  };
}

async function removeStaleUploads(db: Db, storage: FileStorage, userId: string, now: Clock) {
  const cutoff = new Date(now().getTime() - UPLOAD_TTL_MS);
  const stale = await db
    .delete(cvUpload)
    .where(and(eq(cvUpload.userId, userId), lt(cvUpload.createdAt, cutoff)))
    .returning({ storageKey: cvUpload.storageKey });
  for (const s of stale) await storage.delete(s.storageKey);
}

/**
 * Saves the master CV (insert or update). With `uploadId` the reviewed upload's file becomes the
 * CV's original file; with `baseVersion` a newer stored version is a 409 conflict.
 */
export async function saveCv(
  db: Db,
  storage: FileStorage,
  userId: string,
  input: SaveCvInput & { resume: Resume },
  now: Clock,
): Promise<MasterCv> {
  const text = resumeToText(input.resume as EngineResume);
  // Nothing typed in: the form's own field error, not the engine's (which would be a 4xx with no
  // field to point at).
  if (!text.trim()) {
    throw new AppError('validation', say('cv.empty'), {
      'resume.basics.name': [say('cv.field.add_name')],
    });
  }
  const sections = parseCvText(text).meta.sections;
  let oldFileKey: string | null = null;
  const saved = await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(cv).where(eq(cv.userId, userId)).for('update');
    if (existing && input.baseVersion !== undefined && input.baseVersion !== existing.version) {
      throw new AppError('conflict', say('cv.changed_elsewhere'), {
        currentVersion: existing.version,
      });
    }
    // The parser's warnings describe the original file, so they stay with it.
    let file: Pick<CvRow, 'fileName' | 'fileMime' | 'fileSize' | 'storageKey' | 'warnings'> = {
      fileName: existing?.fileName ?? null,
      fileMime: existing?.fileMime ?? null,
      fileSize: existing?.fileSize ?? null,
      storageKey: existing?.storageKey ?? null,
      warnings: existing?.warnings ?? [],
    };
    if (input.uploadId) {
      const [upload] = await tx
        .delete(cvUpload)
        .where(and(eq(cvUpload.id, input.uploadId), eq(cvUpload.userId, userId)))
        .returning();
      if (!upload) throw notFound(say('cv.upload_not_found'));
      oldFileKey = existing?.storageKey ?? null;
      file = {
        fileName: upload.fileName,
        fileMime: upload.fileMime,
        fileSize: upload.fileSize,
        storageKey: upload.storageKey,
        warnings: upload.warnings,
      };
    }
    const values = {
      content: input.resume,
      text,
      source: input.source ?? 'manual',
      sections,
      ...file,
      updatedAt: now(),
    };
    if (existing) {
      const [row] = await tx
        .update(cv)
        .set({ ...values, version: existing.version + 1 })
        .where(eq(cv.userId, userId))
        .returning();
      return row;
    }
    const [row] = await tx
      .insert(cv)
      .values({ id: randomUUID(), userId, ...values, createdAt: now() })
      .returning();
    return row;
  });
  if (oldFileKey) await storage.delete(oldFileKey);
  if (!saved) throw new Error('save returned no row');
  return toMasterCv(saved);
}

/** The original uploaded file of the master CV. */
export async function getCvFile(db: Db, storage: FileStorage, userId: string) {
  const row = await findCvRow(db, userId);
  if (!row?.storageKey || !row.fileName || !row.fileMime) {
    throw notFound(say('cv.no_uploaded_file'));
  }
  const bytes = await storage.get(row.storageKey);
  if (!bytes) throw notFound(say('cv.original_gone'));
  return { bytes, name: row.fileName, mime: row.fileMime };
}

/**
 * The original file of an upload still under review, for the review screen's page preview. Only
 * its owner gets it: anyone else's upload, a saved or expired one, is a 404 like a missing one.
 */
export async function getUploadFile(db: Db, storage: FileStorage, userId: string, id: string) {
  const [upload] = await db
    .select()
    .from(cvUpload)
    .where(and(eq(cvUpload.id, id), eq(cvUpload.userId, userId)));
  const bytes = upload && (await storage.get(upload.storageKey));
  if (!upload || !bytes) throw notFound(say('cv.upload_not_found'));
  return { bytes, name: upload.fileName, mime: upload.fileMime };
}

const EXT: Record<CvFormat, string> = {
  pdf: '.pdf',
  docx: '.docx',
  json: '.json',
  text: '.txt',
  linkedin: '.zip',
};

/** A display name with no path parts or control characters, ending in the real format's extension. */
function safeFileName(name: string, format: CvFormat): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .trim()
    .slice(0, 120);
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'cv';
  return `${stem}${format === 'text' && /\.md$/i.test(base) ? '.md' : EXT[format]}`;
}
