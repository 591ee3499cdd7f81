import { randomUUID } from 'node:crypto';
import { UNTITLED_JOB } from '@jobfit/contracts';
import type {
  CoverLetter,
  CreateDocumentInput,
  DocumentContent,
  JobfitDocument,
  LetterTone,
  Plan,
} from '@jobfit/contracts';
import { draftCoverLetter, type Resume, type ScanResult, tailorCv } from '@jobfit/engine';
import { and, count, eq, gte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { document, jobTarget, scan } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { findCvRow } from '../../lib/master-cv.ts';
import { withSenderName } from './_sender.ts';
import { assertWithinQuota, assertWithinQuotaLocked } from '../../lib/quota.ts';
import {
  CV_TEMPLATE_IDS,
  DEFAULT_CV_TEMPLATE,
  findDocument,
  toDocument,
} from './_document-rows.ts';
import {
  LETTER_DATE,
  LETTER_TEMPLATE,
  assertHonest,
  scoreAgainst,
  usablePlacements,
  withoutDismissed,
} from './_tailoring.ts';
import { say, type ServerLocale } from '../../lib/i18n/server-text.ts';
import type { EnginePool } from '../../lib/scan-pool.ts';

async function countDocuments(db: Db, userId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(document)
    .where(and(eq(document.userId, userId), gte(document.createdAt, since)));
  return Number(row?.n ?? 0);
}

/**
 * Builds a tailored CV or a cover letter from one of the user's scans. Only skills the master CV
 * shows or the user confirmed (among the scan's missing keywords) can appear (docs/product.md,
 * Promise).
 */
export async function createDocument(
  db: Db,
  userId: string,
  plan: Plan,
  input: z.output<typeof CreateDocumentInput>,
  now: Clock,
  engine: EnginePool,
  locale: ServerLocale,
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
  if (!scanRow) throw notFound(say('scan.not_found'));
  const cvRow = await findCvRow(db, userId);
  if (!cvRow) throw new AppError('conflict', say('document.needs_master_cv'));
  const at = now();
  // A quick refusal before tailoring; the count that decides is in the insert's transaction.
  await assertWithinQuota(plan, 'documents', at, (since) => countDocuments(db, userId, since));

  const result = withoutDismissed(scanRow.scan.result as ScanResult, scanRow.dismissed);
  const master = cvRow.content as Resume;
  const keywordNames = new Map(result.keywords.map((k) => [k.name.toLowerCase(), k.name]));
  const unknown = input.confirmedSkills.filter((s) => !keywordNames.has(s.toLowerCase()));
  if (unknown.length > 0) {
    throw new AppError('validation', say('document.only_own_keywords_confirmed'), {
      confirmedSkills: [say('scan.field.not_a_keyword', { keywords: unknown.join(', ') })],
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
    score = await scoreAgainst(
      tailored.resume,
      result,
      scanRow.scan.createdAt,
      scanRow.dismissed,
      engine,
    );
  } else {
    const letter = draftCoverLetter({
      resume: await withSenderName(db, userId, master),
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
  // Named in the language of the request that made it, like everything else the user sees then.
  const job = scanRow.jobTitle;
  const title = scanRow.company
    ? say(`document.title.${input.kind}_at`, { job, company: scanRow.company })
    : say(`document.title.${input.kind}`, { job });
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
        title: input.title ?? title.in(locale),
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
    throw new AppError('validation', say('document.only_letter_redrafted'), {
      kind: [say('document.field.expected_cover_letter')],
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
    throw new AppError('conflict', say('document.scan_deleted'));
  }
  const cvRow = await findCvRow(db, userId);
  if (!cvRow) throw new AppError('conflict', say('document.needs_master_cv'));
  const master = cvRow.content as Resume;
  const letter = draftCoverLetter({
    resume: await withSenderName(db, userId, master),
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
