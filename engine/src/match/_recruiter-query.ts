import { educationIn } from '../posting/index.ts';
import type { Posting, PostingSkill } from '../posting/index.ts';
import { getSkill, phraseFinder, skillKey } from '../skills/index.ts';
import type { SkillCategory } from '../skills/index.ts';
import type { ParsedCv } from '../resume.ts';
import type { CvSide } from './cv-side.ts';
import { lineAt } from './_keywords.ts';
import { reasoned } from './_texts.ts';
import { MAX_FORMS, MAX_SKILL_TERMS, TOOL_FACTOR } from './_weights.ts';
import type { EvidenceSpan, Keyword, RecruiterSearch, SearchTerm } from './types.ts';

// Recruiters search for skills, tools and credentials; soft skills, languages and industries are
// judged by reading, not by a Boolean string (docs/decisions/080).
const SEARCHED = new Set<SkillCategory>(['hard', 'tool', 'certification']);
// Words before a title that say how senior or how the job is held, not what it is.
const SENIORITY_WORD =
  /^(?:(?:senior|junior|entry|mid|middle)(?:[- ]level)?|sr\.?|jr\.?|lead|principal|staff|chief|graduate|trainee|experienced|remote|hybrid|contract|freelance|temporary|interim)\s+/i;
// The head nouns recruiters swap when they search a title.
const TITLE_SWAPS: [RegExp, string][] = [
  [/\bengineer$/i, 'developer'],
  [/\bdeveloper$/i, 'engineer'],
  [/\bprogrammer$/i, 'developer'],
];
// Separators of a list the posting accepts any one of: "Go, Java or Kotlin", "AWS/GCP".
const LIST_GAP = /^\s*(?:,\s*(?:or\s+|and\/or\s+)?|\/|or|and\/or)\s*$/i;

/** How a term is typed: a phrase or a form with punctuation in quotes. */
const typed = (form: string) => (/^[\p{L}\p{N}]+$/u.test(form) ? form : `"${form}"`);
const anyOf = (forms: string[]) =>
  forms.length === 1 ? typed(forms[0] ?? '') : `(${forms.map(typed).join(' OR ')})`;

/** The title a recruiter types: no seniority, no suffix ("Senior Backend Engineer - Payments" → "Backend Engineer"). */
function coreTitle(title: string): string {
  let core = (title.split(/\s+[-–—|:@]\s+|\s*[(,]|\s+\/\s+/)[0] ?? title).trim();
  while (SENIORITY_WORD.test(core)) core = core.replace(SENIORITY_WORD, '');
  core = core.replace(/\s+(?:I{1,3}|IV|[1-4])$/, '').trim();
  return core === '' ? title.trim() : core;
}

/** Whether phrase `inner` occurs inside `outer` word for word. */
const contains = (outer: string, inner: string) => phraseFinder(outer)(inner).spans.length > 0;

type Forms = { forms: string[]; exactCase: Set<string> };
// A skill's search forms are the posting's alone: found once per skill of an analysed posting
// (and the sentence it is searched from), whichever CV it is scanned against.
const formsKept = new WeakMap<PostingSkill, Map<string, Forms>>();

/**
 * A skill's search forms: the posting's own wording first, then the name and aliases, without
 * duplicates or forms that contain another (a search for "Docker" already finds "Docker Compose").
 */
function formsOf(skill: PostingSkill, sentence?: { start: number; end: number }): Forms {
  let bySentence = formsKept.get(skill);
  if (!bySentence) formsKept.set(skill, (bySentence = new Map()));
  const at = sentence ? `${sentence.start}:${sentence.end}` : '';
  let forms = bySentence.get(at);
  if (!forms) bySentence.set(at, (forms = findForms(skill, sentence)));
  return forms;
}

function findForms(skill: PostingSkill, sentence?: { start: number; end: number }): Forms {
  const surfaces = new Map<string, number>();
  // The wording of the requirement the term comes from counts most.
  for (const s of skill.spans) {
    const inSentence = sentence && s.start >= sentence.start && s.end <= sentence.end;
    surfaces.set(s.surface, (surfaces.get(s.surface) ?? 0) + (inSentence ? 100 : 1));
  }
  const written = [...surfaces].sort((a, b) => b[1] - a[1])[0]?.[0];
  // "PYTHON" is searched as the skill's name; "Postgres" as the posting wrote it.
  const first = written && skillKey(written) === skillKey(skill.name) ? skill.name : written;
  const taxonomy = getSkill(skill.name);
  const aliases = taxonomy?.aliases ?? [];
  const exactCase = new Set(aliases.filter((a) => a.startsWith('!')).map((a) => a.slice(1)));
  const all = [first, skill.name, ...aliases.map((a) => a.replace(/^!/, ''))].filter(
    (f): f is string => !!f,
  );
  const forms: string[] = [];
  for (const f of all) {
    if (forms.some((g) => skillKey(g) === skillKey(f) || contains(f, g))) continue;
    // A shorter form found later replaces the longer ones that contain it.
    for (let i = forms.length - 1; i >= 0; i--) if (contains(forms[i] ?? '', f)) forms.splice(i, 1);
    forms.push(f);
  }
  return { forms: forms.slice(0, MAX_FORMS), exactCase };
}

interface Candidate {
  skills: PostingSkill[];
  weight: number;
  at: number;
  sentence?: { text: string; start: number; end: number };
}

/** Required skills in lists the posting accepts any one of, each list one candidate term. */
function candidates(
  posting: Posting,
  skills: PostingSkill[],
  weightOf: (s: PostingSkill) => number,
): Candidate[] {
  const grouped = new Set<PostingSkill>();
  const out: Candidate[] = [];
  for (const sentence of posting.sentences) {
    if (sentence.tag !== 'required') continue;
    const inside = skills
      .filter((s) => !grouped.has(s))
      .map((s) => ({
        s,
        span: s.spans.find((x) => x.start >= sentence.start && x.end <= sentence.end),
      }))
      .filter((x): x is { s: PostingSkill; span: PostingSkill['spans'][number] } => !!x.span)
      .sort((a, b) => a.span.start - b.span.start);
    let chain = inside.slice(0, 1);
    let either = false;
    const close = () => {
      if (chain.length > 1 && either) {
        chain.forEach((x) => grouped.add(x.s));
        out.push({
          skills: chain.map((x) => x.s),
          weight: Math.max(...chain.map((x) => weightOf(x.s))),
          at: chain[0]?.span.start ?? 0,
          sentence: { text: sentence.text, start: sentence.start, end: sentence.end },
        });
      }
    };
    for (let i = 1; i < inside.length; i++) {
      const prev = inside[i - 1];
      const next = inside[i];
      if (!prev || !next) continue;
      const gap = posting.text.slice(prev.span.end, next.span.start);
      if (LIST_GAP.test(gap)) {
        chain.push(next);
        either ||= /\bor\b|\//i.test(gap);
      } else {
        close();
        chain = [next];
        either = false;
      }
    }
    close();
  }
  for (const s of skills) {
    if (grouped.has(s)) continue;
    const first = s.spans[0]?.start ?? 0;
    const sentence = posting.sentences.find(
      (x) => x.tag === 'required' && s.spans.some((sp) => sp.start >= x.start && sp.end <= x.end),
    );
    const c: Candidate = { skills: [s], weight: weightOf(s), at: first };
    if (sentence) c.sentence = { text: sentence.text, start: sentence.start, end: sentence.end };
    out.push(c);
  }
  return out.sort((a, b) => b.weight - a.weight || a.at - b.at);
}

/** Runs one term's forms against the CV: the first form found, with its line. */
function search(
  forms: string[],
  exactCase: Set<string>,
  cv: ParsedCv,
  side: CvSide,
): Pick<SearchTerm, 'found' | 'matched' | 'evidence'> {
  for (const form of forms) {
    const span = side
      .find(form)
      .spans.find((s) => !exactCase.has(form) || cv.text.slice(s.start, s.end) === form);
    const line = span ? lineAt(side.view.lines, span.start) : undefined;
    if (!span || !line) continue;
    const evidence: EvidenceSpan = {
      text: line.text,
      start: line.start,
      end: line.end,
      highlight: { start: span.start, end: span.end },
      section: line.section,
    };
    return { found: true, matched: form, evidence };
  }
  return { found: false };
}

// Which required skills a recruiter would search is the posting's alone: found once per analysed
// posting, whichever CV it is scanned against.
const searchableKept = new WeakMap<Posting, PostingSkill[]>();

/** The posting's required skills a recruiter searches for (the title's own skills left out). */
function searchableOf(posting: Posting, title: string | undefined): PostingSkill[] {
  const kept = searchableKept.get(posting);
  if (kept) return kept;
  const degree = posting.knockouts.find((k) => k.kind === 'degree')?.sentence;
  const searchable = posting.skills.filter(
    (s) =>
      s.required &&
      s.source === 'taxonomy' &&
      SEARCHED.has(s.category) &&
      educationIn(s.name) === undefined &&
      // The title term already searches a skill the title names ("Registered Nurse").
      !(title && formsOf(s).forms.some((f) => contains(title, f))) &&
      // A degree's subject is screened with the degree, not searched.
      !s.spans.every((sp) => degree && sp.start >= degree.start && sp.end <= degree.end),
  );
  searchableKept.set(posting, searchable);
  return searchable;
}

/**
 * The Boolean query a recruiter would type for the posting, run against the CV: the title's
 * variants OR'ed, AND the heaviest must-have skills, each with its aliases OR'ed.
 */
export function recruiterSearch(
  posting: Posting,
  keywords: Keyword[],
  cv: ParsedCv,
  side: CvSide,
): RecruiterSearch {
  const terms: SearchTerm[] = [];
  const title = posting.title ? coreTitle(posting.title) : undefined;
  if (title) {
    const variants = [title.toLowerCase()];
    for (const [re, swap] of TITLE_SWAPS)
      if (re.test(title)) variants.push(title.replace(re, swap).toLowerCase());
    const stripped = title !== posting.title;
    const titleAt = posting.text.indexOf(posting.title ?? '');
    const variant = variants.length > 1 ? variants[1]?.split(' ').pop() : undefined;
    const term: SearchTerm = {
      kind: 'title',
      anyOf: variants,
      query: anyOf(variants),
      ...search(variants, new Set(), cv, side),
      ...reasoned({
        key: stripped ? 'search.title_core' : 'search.title',
        values: variant === undefined ? {} : { variant },
      }),
    };
    if (titleAt >= 0)
      term.source = {
        text: posting.title ?? '',
        start: titleAt,
        end: titleAt + (posting.title?.length ?? 0),
      };
    terms.push(term);
  }
  // The recruiter types what the posting stresses (how it asks, how often, the title), not the
  // score's specificity of tools over concepts (docs/decisions/130): that factor is taken out.
  const weights = new Map(
    keywords.map((k) => [k.name, k.category === 'tool' ? k.weight / TOOL_FACTOR : k.weight]),
  );
  const ranked = candidates(posting, searchableOf(posting, title), (s) => weights.get(s.name) ?? 0);
  for (const c of ranked.slice(0, MAX_SKILL_TERMS)) {
    const parts = c.skills.map((s) => formsOf(s, c.sentence));
    const forms = parts.flatMap((p) => p.forms);
    const exactCase = new Set(parts.flatMap((p) => [...p.exactCase]));
    const one = c.skills.length === 1;
    const mentions = c.skills[0]?.mentions ?? 1;
    const term: SearchTerm = {
      kind: one ? 'skill' : 'any_skill',
      anyOf: forms,
      query: anyOf(forms),
      ...search(forms, exactCase, cv, side),
      ...reasoned(
        one
          ? { key: 'search.skill', values: { mentions } }
          : { key: 'search.any_skill', values: { skills: c.skills.map((s) => s.name) } },
      ),
    };
    if (c.sentence) term.source = c.sentence;
    terms.push(term);
  }
  return {
    query: terms.map((t) => t.query).join(' AND '),
    returned: terms.length > 0 && terms.every((t) => t.found),
    terms,
    omitted: ranked.slice(MAX_SKILL_TERMS).flatMap((c) => c.skills.map((s) => s.name)),
  };
}
