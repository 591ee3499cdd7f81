import {
  extractSkills,
  parseCvText,
  type Resume,
  type ResumeSkill,
  resumeToText,
} from '@jobfit/engine';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { cv, document } from './schema.ts';

// The CV parser used to put the line under a job's header into `work[].summary`, and for many CVs
// that line is the job's tool list ("Python · SQL · Spark"): printed under the job in every export
// but shown nowhere in the editors. This data migration moves such runs of skill words into the
// skills section; any other summary stays where it is, now shown as the job's "Summary" field
// (docs/decisions/122-cv-nothing-hidden.md).

/** A sentence ends here: a full stop, question or exclamation mark before a space or the end. */
const SENTENCE_END = /[.!?](\s|$)/;
/** Words of prose, never of a list of tools: pronouns, articles, auxiliaries, prepositions. */
const PROSE_WORDS =
  /\b(i|we|my|our|me|the|a|an|was|were|is|are|be|been|has|had|have|will|of|for|to|in|on|at|by|from|as|that|this|which|who|while|responsible)\b/i;
const SEPARATORS = /\s*[,;|·•]\s*/;
/** A word of a tool list: starts with a capital or digit, or carries `+ # .` (C++, C#, Node.js). */
const SKILL_WORD = /^([A-Z0-9]|.*[+#.])/;
const MAX_TOKEN_WORDS = 4;
const MAX_TOKEN_CHARS = 40;

const known = (text: string) => extractSkills(text, { taxonomyOnly: true });

/**
 * The skills a job's summary lists, as written, when the summary is only a run of skill words:
 * separated by `, ; | · •` or by spaces, no sentence, no prose words, and at least half of it a
 * known skill. Anything else is prose (or unclear) and gives null: it stays a summary.
 *
 * @example skillRunTokens('Python · SQL · Spark') // ['Python', 'SQL', 'Spark']
 * @example skillRunTokens('Led the payments team.') // null
 */
export function skillRunTokens(summary: string): string[] | null {
  const text = summary.trim();
  if (!text || text.length > 400 || SENTENCE_END.test(text) || PROSE_WORDS.test(text)) return null;
  if (SEPARATORS.test(text)) {
    const tokens = text
      .split(SEPARATORS)
      .map((t) => t.trim())
      .filter(Boolean);
    const short = tokens.every(
      (t) => t.length <= MAX_TOKEN_CHARS && t.split(/\s+/).length <= MAX_TOKEN_WORDS,
    );
    const recognised = tokens.filter((t) => known(t).length > 0).length;
    return tokens.length >= 2 && short && recognised * 2 >= tokens.length ? tokens : null;
  }
  const words = text.split(/\s+/);
  if (words.length < 3 || !words.every((w) => SKILL_WORD.test(w))) return null;
  // Known skills keep their words together ("Active Directory"); other words stand alone.
  const tokens: string[] = [];
  let covered = 0;
  let at = 0;
  for (const m of known(text)) {
    if (m.start < at) continue;
    tokens.push(...text.slice(at, m.start).split(/\s+/).filter(Boolean));
    const phrase = text.slice(m.start, m.end);
    tokens.push(phrase);
    covered += phrase.split(/\s+/).length;
    at = m.end;
  }
  tokens.push(...text.slice(at).split(/\s+/).filter(Boolean));
  return covered * 2 >= words.length ? tokens : null;
}

/** Most skills the contracts schema accepts (contracts/src/cv.ts). */
const MAX_SKILLS = 100;

/**
 * The resume with each skill-run summary moved into its skills (as flat entries, like the parser
 * writes a plain list; names already there are not repeated). A summary stays when moving it would
 * pass the schema's skill limit. `moved` counts the summaries moved.
 *
 * @example moveSkillRunSummaries(resume).moved // 1
 */
export function moveSkillRunSummaries(resume: Resume): { resume: Resume; moved: number } {
  let moved = 0;
  const skills: ResumeSkill[] = [...(resume.skills ?? [])];
  const have = new Set(
    skills.flatMap((s) => [s.name, ...(s.keywords ?? [])]).map((n) => n.toLowerCase()),
  );
  const work = (resume.work ?? []).map((w) => {
    const tokens = w.summary ? skillRunTokens(w.summary) : null;
    if (!tokens) return w;
    const added = [...new Set(tokens)].filter((t) => !have.has(t.toLowerCase()));
    if (skills.length + added.length > MAX_SKILLS) return w;
    for (const name of added) {
      have.add(name.toLowerCase());
      skills.push({ name, keywords: [] });
    }
    moved++;
    const { summary: _summary, ...rest } = w;
    return rest;
  });
  return moved === 0 ? { resume, moved } : { resume: { ...resume, work, skills }, moved };
}

/**
 * The data migration: every master CV and tailored CV. A master CV's text and sections are
 * derived again as a save would (cv.service.ts); its version stays, so an editor open meanwhile
 * saves without a conflict, and what it saves now shows the summary it keeps.
 */
export async function migrateSkillRunSummaries(
  db: Db,
): Promise<{ cvs: number; documents: number }> {
  let cvs = 0;
  let documents = 0;
  const rows = await db.select({ id: cv.id, content: cv.content }).from(cv);
  for (const row of rows) {
    const { resume, moved } = moveSkillRunSummaries(row.content as Resume);
    if (moved === 0) continue;
    const text = resumeToText(resume);
    const sections = parseCvText(text).meta.sections;
    await db.update(cv).set({ content: resume, text, sections }).where(eq(cv.id, row.id));
    cvs++;
  }
  const docs = await db
    .select({ id: document.id, content: document.content })
    .from(document)
    .where(eq(document.kind, 'cv'));
  for (const row of docs) {
    const content = row.content as { kind: 'cv'; resume: Resume };
    const { resume, moved } = moveSkillRunSummaries(content.resume);
    if (moved === 0) continue;
    await db
      .update(document)
      .set({ content: { ...content, resume } })
      .where(eq(document.id, row.id));
    documents++;
  }
  return { cvs, documents };
}
