import type {
  DocumentSummary,
  JobfitDocument,
  ListDocumentsQuery,
  UpdateDocumentInput,
} from '@jobfit/contracts';
import type { Resume, ScanResult } from '@jobfit/engine';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { document, jobTarget, scan } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { CV_TEMPLATE_IDS, findDocument, toDocument } from './_document-rows.ts';
import { scoreAgainst } from './_tailoring.ts';
import { say } from '../../lib/i18n/server-text.ts';
import type { EnginePool } from '../../lib/scan-pool.ts';

// Reading, listing, autosaving and deleting documents; drafting is in draft.service.ts, exports
// in export.service.ts.

export async function getDocument(db: Db, userId: string, id: string): Promise<JobfitDocument> {
  return toDocument(await findDocument(db, userId, id));
}

export async function listDocuments(
  db: Db,
  userId: string,
  query: z.output<typeof ListDocumentsQuery>,
) {
  // One page, newest change first, without the documents' content (decision 142).
  const where = and(
    eq(document.userId, userId),
    query.scanId ? eq(document.scanId, query.scanId) : undefined,
    query.kind ? eq(document.kind, query.kind) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: document.id,
        scanId: document.scanId,
        jobTargetId: document.jobTargetId,
        kind: document.kind,
        title: document.title,
        template: document.template,
        jobTitle: jobTarget.title,
        company: jobTarget.company,
        createdAt: document.createdAt,
        updatedAt: document.updatedAt,
        score: document.score,
        originalScore: document.originalScore,
      })
      .from(document)
      .leftJoin(jobTarget, eq(jobTarget.id, document.jobTargetId))
      .where(where)
      .orderBy(desc(document.updatedAt), desc(document.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(document).where(where),
  ]);
  return {
    items: rows.map((r): DocumentSummary => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Autosave: a stale `baseVersion` is a 409 with the current version unless `force` (the user
 * chose to overwrite). The tailored CV's score is recomputed from the edited content.
 */
export async function updateDocument(
  db: Db,
  userId: string,
  id: string,
  input: z.output<typeof UpdateDocumentInput>,
  now: Clock,
  engine: EnginePool,
): Promise<JobfitDocument> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(document)
      .where(and(eq(document.id, id), eq(document.userId, userId)))
      .for('update');
    if (!current) throw notFound(say('document.not_found'));
    if (current.version !== input.baseVersion && !input.force) {
      throw new AppError('conflict', say('document.changed_elsewhere'), {
        currentVersion: current.version,
      });
    }
    if (input.content && input.content.kind !== current.kind) {
      throw new AppError('validation', say('document.kind_mismatch'), {
        'content.kind': [say(`document.field.expected_kind_${current.kind}`)],
      });
    }
    if (input.template && current.kind === 'cv' && !CV_TEMPLATE_IDS.includes(input.template)) {
      throw new AppError('validation', say('document.unknown_template'), {
        template: [
          say('document.field.choose_template', { templates: CV_TEMPLATE_IDS.join(', ') }),
        ],
      });
    }
    let score = current.score;
    if (input.content?.kind === 'cv' && current.scanId) {
      const [s] = await tx
        .select({
          result: scan.result,
          createdAt: scan.createdAt,
          dismissed: jobTarget.dismissedKeywords,
        })
        .from(scan)
        .innerJoin(jobTarget, eq(jobTarget.id, scan.jobTargetId))
        .where(eq(scan.id, current.scanId));
      if (s)
        score = await scoreAgainst(
          input.content.resume as Resume,
          s.result as ScanResult,
          s.createdAt,
          s.dismissed,
          engine,
        );
    }
    const [row] = await tx
      .update(document)
      .set({
        ...(input.title ? { title: input.title } : {}),
        ...(input.content ? { content: input.content } : {}),
        ...(input.template && current.kind === 'cv' ? { template: input.template } : {}),
        ...(input.pageSize ? { pageSize: input.pageSize } : {}),
        score,
        version: current.version + 1,
        updatedAt: now(),
      })
      .where(and(eq(document.id, id), eq(document.userId, userId)))
      .returning();
    if (!row) throw notFound(say('document.not_found'));
    const [job] = row.jobTargetId
      ? await tx
          .select({ title: jobTarget.title, company: jobTarget.company })
          .from(jobTarget)
          .where(eq(jobTarget.id, row.jobTargetId))
      : [];
    return toDocument({ ...row, jobTitle: job?.title ?? null, company: job?.company ?? null });
  });
}

export async function deleteDocument(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(document)
    .where(and(eq(document.id, id), eq(document.userId, userId)))
    .returning({ id: document.id });
  if (deleted.length === 0) throw notFound(say('document.not_found'));
}
