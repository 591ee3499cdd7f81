import type { Plan, RephraseInput, RephraseResult } from '@jobfit/contracts';
import { PLAN_LIMITS } from '@jobfit/contracts';
import { findUnsupportedSkills, type Resume } from '@jobfit/engine';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { document } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Llm } from '../../lib/llm.ts';
import { findCvRow } from '../../lib/master-cv.ts';
import { say } from '../../lib/i18n/server-text.ts';

/**
 * Optional LLM rephrasing (Pro, when the server has a model configured). The suggestion goes
 * through the same honesty check as generated documents: one that names a skill the CV does not
 * show (nor the user confirmed) is withheld.
 */
export async function rephrase(
  db: Db,
  llm: Llm | undefined,
  userId: string,
  plan: Plan,
  documentId: string,
  input: z.output<typeof RephraseInput>,
): Promise<RephraseResult> {
  const [row] = await db
    .select({ content: document.content })
    .from(document)
    .where(and(eq(document.id, documentId), eq(document.userId, userId)));
  if (!row) throw notFound(say('document.not_found'));
  if (!llm) throw new AppError('not_found', say('rephrase.unavailable'));
  if (!PLAN_LIMITS[plan].llm) {
    throw new AppError('forbidden', say('rephrase.pro_only'));
  }
  const cvRow = await findCvRow(db, userId);
  const resume = (cvRow?.content ?? { basics: {}, work: [], education: [], skills: [] }) as Resume;
  const content = row.content as { kind: string; confirmedSkills?: string[] };
  const confirmed = content.confirmedSkills ?? [];
  let suggestion: string;
  try {
    suggestion = await llm.rephrase(input.text, input.kind);
  } catch {
    throw new AppError('internal', say('rephrase.no_answer'));
  }
  // What the original text already names is the user's own words; only new claims are withheld.
  const before = new Set(
    findUnsupportedSkills(input.text, resume, confirmed).map((s) => s.toLowerCase()),
  );
  const added = findUnsupportedSkills(suggestion, resume, confirmed).filter(
    (s) => !before.has(s.toLowerCase()),
  );
  return added.length > 0 ? { suggestion: null, withheld: added } : { suggestion, withheld: [] };
}
