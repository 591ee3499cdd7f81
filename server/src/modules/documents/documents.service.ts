import { randomUUID } from 'node:crypto';
import { UNTITLED_JOB } from '@jobfit/contracts';
import type {
  CoverLetter,
  CreateDocumentInput,
  DocumentContent,
  DocumentSummary,
  ExportFormat,
  JobfitDocument,
  LetterTone,
  ListDocumentsQuery,
  PageSize,
  Plan,
  UpdateDocumentInput,
} from '@jobfit/contracts';
import {
  CV_TEMPLATES,
  draftCoverLetter,
  findUnsupportedSkills,
  renderCvMarkdown,
  renderLetterMarkdown,
  type CvTemplateId,
  type Resume,
  resumeToText,
  type ScanResult,
  skillKey,
  type SkillPlacement,
  tailorCv,
} from '@jobfit/engine';
import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { document, jobTarget, scan } from '../../db/schema.ts';
import { type Clock, isoDay } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { findCvRow } from '../../lib/master-cv.ts';
import { exportFileName } from '../../lib/content-disposition.ts';
import { assertWithinQuota, assertWithinQuotaLocked } from '../../lib/quota.ts';
import { type RenderTask, renderPool } from '../../lib/render-pool.ts';
import { scanPool } from '../../lib/scan-pool.ts';
import { PoolLimitError } from '../../lib/worker-pool.ts';

type DocumentRow = typeof document.$inferSelect;
type WithJob = DocumentRow & { jobTitle: string | null; company: string | null };

const CV_TEMPLATE_IDS: readonly string[] = CV_TEMPLATES.map((t) => t.id);
const DEFAULT_CV_TEMPLATE: CvTemplateId = CV_TEMPLATES[0]?.id ?? 'classic';
const asTemplate = (t: string): CvTemplateId =>
  CV_TEMPLATE_IDS.includes(t) ? (t as CvTemplateId) : DEFAULT_CV_TEMPLATE;
const LETTER_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Letters have one template (issue 7); the column keeps the name for when there are more. */
const LETTER_TEMPLATE = 'letter';

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

function toDocument(row: WithJob): JobfitDocument {
  return {
    ...toSummary(row),
    content: row.content as DocumentContent,
    pageSize: row.pageSize,
    version: row.version,
    changes: row.changes as JobfitDocument['changes'],
  };
}

type Dismissed = readonly { name: string }[];

/**
 * The scan's result without the keywords the user dismissed for its job (decision 112): a scan
 * made before a dismissal still lists them, and tailoring must never offer or use one.
 */
function withoutDismissed(result: ScanResult, dismissed: Dismissed): ScanResult {
  if (dismissed.length === 0) return result;
  const gone = new Set(dismissed.map((d) => skillKey(d.name)));
  return {
    ...result,
    keywords: result.keywords.filter((k) => !gone.has(skillKey(k.name))),
    recommendations: result.recommendations.filter(
      (r) => !r.keyword || !gone.has(skillKey(r.keyword)),
    ),
  };
}

/**
 * The score of a resume against the scan's posting, by the same engine as the scan (in its worker
 * pool, decision 140) and without the job's dismissed keywords, like the scan's own score.
 */
async function scoreAgainst(
  resume: Resume,
  result: ScanResult,
  scannedAt: Date,
  dismissed: Dismissed,
): Promise<number> {
  const cv = {
    resume,
    text: resumeToText(resume),
    meta: { source: 'text' as const, sections: [], warnings: [], confidence: {} },
  };
  const { result: rescored } = await scanPool.run({
    cv,
    postingText: result.postingText,
    asOf: isoDay(scannedAt),
    dismissed: dismissed.map((d) => d.name),
  });
  return Math.round(rescored.score);
}

/**
 * The placements of skills the tailoring can use: those of a confirmed skill or a keyword of the
 * scan. One pass over the keys with set lookups, so a request with many keys stays linear
 * (issue 17); the contract bounds their number too.
 */
function usablePlacements(
  placements: Record<string, SkillPlacement> | undefined,
  confirmed: readonly string[],
  result: ScanResult,
): Record<string, SkillPlacement> | undefined {
  if (!placements) return undefined;
  const known = new Set([...confirmed, ...result.keywords.map((k) => k.name)].map(skillKey));
  const out: Record<string, SkillPlacement> = {};
  for (const [name, place] of Object.entries(placements))
    if (known.has(skillKey(name))) out[name] = place;
  return out;
}

/** Text of a document's content as it would be exported, for the honesty check. */
function contentText(content: DocumentContent, resume: Resume): string {
  if (content.kind === 'cv')
    return renderCvMarkdown(content.resume as Resume, { sectionOrder: content.sectionOrder });
  return renderLetterMarkdown(content.letter, { sender: resume.basics });
}

/**
 * Refuses generated content that claims a skill neither the master CV shows nor the user
 * confirmed: a generator must never invent experience (DESIGN.md §1). The job title and company
 * a letter quotes are not claims ("the Senior Go Developer role").
 */
function assertHonest(
  content: DocumentContent,
  master: Resume,
  confirmed: string[],
  job: { title: string | null; company: string | null },
) {
  const invented = findUnsupportedSkills(contentText(content, master), master, confirmed, {
    ignore: [job.title ?? '', job.company ?? ''],
  });
  if (invented.length > 0) {
    throw new Error(`honesty check failed for generated ${content.kind}: ${invented.join(', ')}`);
  }
}

async function countDocuments(db: Db, userId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(document)
    .where(and(eq(document.userId, userId), gte(document.createdAt, since)));
  return Number(row?.n ?? 0);
}

/**
 * Builds a tailored CV or a cover letter from one of the user's scans. Only skills the master CV
 * shows or the user confirmed (among the scan's missing keywords) can appear (DESIGN.md §1).
 */
export async function createDocument(
  db: Db,
  userId: string,
  plan: Plan,
  input: z.output<typeof CreateDocumentInput>,
  now: Clock,
): Promise<JobfitDocument> {
  const [scanRow] = await db
    .select({
      scan,
      jobTitle: jobTarget.title,
      company: jobTarget.company,
      dismissed: jobTarget.dismissedKeywords,
    })
    .from(scan)
    .innerJoin(jobTarget, eq(jobTarget.id, scan.jobTargetId))
    .where(and(eq(scan.id, input.scanId), eq(scan.userId, userId)));
  if (!scanRow) throw notFound('That scan was not found.');
  const cvRow = await findCvRow(db, userId);
  if (!cvRow) throw new AppError('conflict', 'Add your master CV first.');
  const at = now();
  // A quick refusal before tailoring; the count that decides is in the insert's transaction.
  await assertWithinQuota(plan, 'documents', at, (since) => countDocuments(db, userId, since));

  const result = withoutDismissed(scanRow.scan.result as ScanResult, scanRow.dismissed);
  const master = cvRow.content as Resume;
  const keywordNames = new Map(result.keywords.map((k) => [k.name.toLowerCase(), k.name]));
  const unknown = input.confirmedSkills.filter((s) => !keywordNames.has(s.toLowerCase()));
  if (unknown.length > 0) {
    throw new AppError('validation', 'Only keywords of this scan can be confirmed.', {
      confirmedSkills: [`Not a keyword of this scan: ${unknown.join(', ')}`],
    });
  }
  const confirmed = input.confirmedSkills.map((s) => keywordNames.get(s.toLowerCase()) ?? s);

  let content: DocumentContent;
  let changes: JobfitDocument['changes'] = [];
  let score: number | null = null;
  if (input.kind === 'cv') {
    const tailored = tailorCv({
      resume: master,
      scan: result,
      confirmedSkills: confirmed,
      placements: usablePlacements(input.placements, confirmed, result),
    });
    content = {
      kind: 'cv',
      resume: tailored.resume,
      sectionOrder: tailored.sectionOrder,
      confirmedSkills: confirmed,
    };
    changes = tailored.changes as JobfitDocument['changes'];
    score = await scoreAgainst(tailored.resume, result, scanRow.scan.createdAt, scanRow.dismissed);
  } else {
    const letter = draftCoverLetter({
      resume: master,
      scan: result,
      tone: input.tone,
      company: scanRow.company ?? undefined,
      // "Untitled job" is the tracker's placeholder: the letter then says "the advertised position".
      ...(scanRow.jobTitle && scanRow.jobTitle !== UNTITLED_JOB ? { title: scanRow.jobTitle } : {}),
      date: LETTER_DATE.format(at),
    });
    content = { kind: 'cover_letter', letter };
  }
  assertHonest(content, master, confirmed, { title: scanRow.jobTitle, company: scanRow.company });

  const template =
    input.kind === 'cv'
      ? input.template && CV_TEMPLATE_IDS.includes(input.template)
        ? input.template
        : DEFAULT_CV_TEMPLATE
      : LETTER_TEMPLATE;
  const kindTitle = input.kind === 'cv' ? 'Tailored CV' : 'Cover letter';
  const [row] = await db.transaction(async (tx) => {
    await assertWithinQuotaLocked(tx, userId, plan, 'documents', at, (since) =>
      countDocuments(tx, userId, since),
    );
    return tx
      .insert(document)
      .values({
        id: randomUUID(),
        userId,
        scanId: scanRow.scan.id,
        jobTargetId: scanRow.scan.jobTargetId,
        kind: input.kind,
        title:
          input.title ??
          `${kindTitle} — ${scanRow.jobTitle}${scanRow.company ? ` at ${scanRow.company}` : ''}`,
        content,
        template,
        score,
        originalScore: scanRow.scan.score,
        changes,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
  });
  if (!row) throw new Error('insert returned no row');
  return toDocument({ ...row, jobTitle: scanRow.jobTitle, company: scanRow.company });
}

/**
 * A new draft of a cover letter in `tone`, from the current master CV and the letter's scan. It is
 * not saved: the editor shows it, and autosave stores it like any edit (decision 100).
 */
export async function redraftLetter(
  db: Db,
  userId: string,
  id: string,
  tone: LetterTone,
  now: Clock,
): Promise<CoverLetter> {
  const doc = await findDocument(db, userId, id);
  if (doc.kind !== 'cover_letter') {
    throw new AppError('validation', 'Only a cover letter can be redrafted in another tone.', {
      kind: ['Expected a cover letter'],
    });
  }
  const [scanRow] = doc.scanId
    ? await db
        .select({ result: scan.result, dismissed: jobTarget.dismissedKeywords })
        .from(scan)
        .innerJoin(jobTarget, eq(jobTarget.id, scan.jobTargetId))
        .where(and(eq(scan.id, doc.scanId), eq(scan.userId, userId)))
    : [];
  if (!scanRow) {
    throw new AppError(
      'conflict',
      'The scan this letter was drafted from has been deleted, so it cannot be redrafted. Draft a new letter from another scan.',
    );
  }
  const cvRow = await findCvRow(db, userId);
  if (!cvRow) throw new AppError('conflict', 'Add your master CV first.');
  const master = cvRow.content as Resume;
  const letter = draftCoverLetter({
    resume: master,
    scan: withoutDismissed(scanRow.result as ScanResult, scanRow.dismissed),
    tone,
    company: doc.company ?? undefined,
    ...(doc.jobTitle && doc.jobTitle !== UNTITLED_JOB ? { title: doc.jobTitle } : {}),
    date: LETTER_DATE.format(now()),
  });
  assertHonest({ kind: 'cover_letter', letter }, master, [], {
    title: doc.jobTitle,
    company: doc.company,
  });
  return letter;
}

async function findDocument(db: Db, userId: string, id: string): Promise<WithJob> {
  const [row] = await db
    .select(withJob)
    .from(document)
    .leftJoin(jobTarget, eq(jobTarget.id, document.jobTargetId))
    .where(and(eq(document.id, id), eq(document.userId, userId)));
  if (!row) throw notFound('That document was not found.');
  return { ...row.document, jobTitle: row.jobTitle, company: row.company };
}

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
): Promise<JobfitDocument> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(document)
      .where(and(eq(document.id, id), eq(document.userId, userId)))
      .for('update');
    if (!current) throw notFound('That document was not found.');
    if (current.version !== input.baseVersion && !input.force) {
      throw new AppError(
        'conflict',
        'This document was changed in another window. Reload it, or overwrite with your version.',
        {
          currentVersion: current.version,
        },
      );
    }
    if (input.content && input.content.kind !== current.kind) {
      throw new AppError('validation', 'The content does not match the document kind.', {
        'content.kind': [`Expected ${current.kind}`],
      });
    }
    if (input.template && current.kind === 'cv' && !CV_TEMPLATE_IDS.includes(input.template)) {
      throw new AppError('validation', 'Unknown template.', {
        template: [`Choose one of ${CV_TEMPLATE_IDS.join(', ')}`],
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
    if (!row) throw notFound('That document was not found.');
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
  if (deleted.length === 0) throw notFound('That document was not found.');
}

const MIME: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  md: 'text/markdown; charset=utf-8',
  json: 'application/json',
};

/** A PDF or DOCX render in the render pool; one over its budget is a clear 413 (decision 140). */
async function render(task: RenderTask): Promise<Uint8Array> {
  try {
    return await renderPool.render(task);
  } catch (err) {
    if (!(err instanceof PoolLimitError)) throw err;
    throw new AppError(
      'file_too_large',
      'This document is too large to export as PDF or Word within our limits: shorten it, or export it as Markdown.',
    );
  }
}

/** Renders a document for download in PDF, DOCX, Markdown or JSON Resume. */
export async function exportDocument(
  db: Db,
  userId: string,
  id: string,
  format: ExportFormat,
  pageSizeOverride: PageSize | undefined,
): Promise<{ bytes: Uint8Array; mime: string; fileName: string }> {
  const row = await findDocument(db, userId, id);
  const content = row.content as DocumentContent;
  const pageSize = pageSizeOverride ?? row.pageSize;
  const encode = (s: string) => new TextEncoder().encode(s);
  let bytes: Uint8Array;
  if (content.kind === 'cv') {
    const resume = content.resume as Resume;
    const options = { template: asTemplate(row.template), sectionOrder: content.sectionOrder };
    bytes =
      format === 'pdf'
        ? await render({
            doc: 'cv',
            format,
            resume,
            options: { ...options, pageSize },
          })
        : format === 'docx'
          ? await render({ doc: 'cv', format, resume, options })
          : format === 'md'
            ? encode(renderCvMarkdown(resume, { sectionOrder: content.sectionOrder }))
            : encode(JSON.stringify(resume, null, 2));
  } else {
    const cvRow = await findCvRow(db, userId);
    const sender = (cvRow?.content as Resume | undefined)?.basics ?? {};
    if (format === 'json') {
      bytes = encode(JSON.stringify(content.letter, null, 2));
    } else {
      bytes =
        format === 'pdf'
          ? await render({
              doc: 'letter',
              format,
              letter: content.letter,
              options: { sender, pageSize },
            })
          : format === 'docx'
            ? await render({
                doc: 'letter',
                format,
                letter: content.letter,
                options: { sender },
              })
            : encode(renderLetterMarkdown(content.letter, { sender }));
    }
  }
  // The name a recruiter receives; the page size only when the other one was picked (decision 150).
  const fileName = exportFileName({
    person:
      content.kind === 'cv' ? (content.resume as Resume).basics.name : content.letter.signature,
    kind: content.kind,
    company: row.company ?? (content.kind === 'cover_letter' ? content.letter.company : undefined),
    format,
    ...(format === 'pdf' && pageSizeOverride && pageSizeOverride !== row.pageSize
      ? { pageSize: pageSizeOverride }
      : {}),
  });
  return { bytes, mime: MIME[format], fileName };
}
