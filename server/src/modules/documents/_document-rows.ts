import type { DocumentContent, DocumentSummary, JobfitDocument } from '@jobfit/contracts';
import { CV_TEMPLATES, type CvTemplateId } from '@jobfit/engine';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { document, jobTarget } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { say } from '../../lib/i18n/server-text.ts';

// A document row with its job's title and company, as every documents service reads it.

type DocumentRow = typeof document.$inferSelect;
type WithJob = DocumentRow & { jobTitle: string | null; company: string | null };

export const CV_TEMPLATE_IDS: readonly string[] = CV_TEMPLATES.map((t) => t.id);
export const DEFAULT_CV_TEMPLATE: CvTemplateId = CV_TEMPLATES[0]?.id ?? 'classic';
export const asTemplate = (t: string): CvTemplateId =>
  CV_TEMPLATE_IDS.includes(t) ? (t as CvTemplateId) : DEFAULT_CV_TEMPLATE;

const withJob = {
  document,
  jobTitle: jobTarget.title,
  company: jobTarget.company,
};

function toSummary(row: WithJob): DocumentSummary {
  return {
    id: row.id,
    scanId: row.scanId,
    jobTargetId: row.jobTargetId,
    kind: row.kind,
    title: row.title,
    template: row.template,
    jobTitle: row.jobTitle,
    company: row.company,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    score: row.score,
    originalScore: row.originalScore,
  };
}

export function toDocument(row: WithJob): JobfitDocument {
  return {
    ...toSummary(row),
    content: row.content as DocumentContent,
    pageSize: row.pageSize,
    version: row.version,
    changes: row.changes as JobfitDocument['changes'],
  };
}

export async function findDocument(db: Db, userId: string, id: string): Promise<WithJob> {
  const [row] = await db
    .select(withJob)
    .from(document)
    .leftJoin(jobTarget, eq(jobTarget.id, document.jobTargetId))
    .where(and(eq(document.id, id), eq(document.userId, userId)));
  if (!row) throw notFound(say('document.not_found'));
  return { ...row.document, jobTitle: row.jobTitle, company: row.company };
}
