import type { Posting, PostingSkill } from '../posting/index.ts';
import {
  getSkill,
  listSkills,
  meetsAbbreviation,
  relatedSkills,
  skillKey,
} from '../skills/index.ts';
import type { PhraseHits, SkillMention } from '../skills/index.ts';
import type { CvSide } from './cv-side.ts';
import type { CvLine } from './_cv-view.ts';
import {
  DOMAIN_FACTOR,
  MAX_SIBLINGS,
  MENTION_BOOST,
  PARTIAL_IMPLIED_CREDIT,
  PARTIAL_RELATED_CREDIT,
  PARTIAL_WORDING_CREDIT,
  PARTIAL_WORDS_CREDIT,
  CORE_CLAIM_CREDIT,
  CORE_SKILL_MENTIONS,
  SECTION_CREDIT,
  TAG_WEIGHT,
  TITLE_FIELD_FACTOR,
  TITLE_SKILL_FACTOR,
  TOOL_FACTOR,
  UNTAXONOMISED_FACTOR,
} from './_weights.ts';
import { englishText } from './_texts.ts';
import type { CvSection, EngineText, EvidenceSpan, Keyword } from './types.ts';

const MAX_EVIDENCE = 5;
const EDUCATION_SKILLS = new Set([
  'High school diploma',
  'Associate degree',
  "Bachelor's degree",
  "Master's degree",
  'Doctorate',
]);

let childCount: Map<string, number> | undefined;
function childrenOf(parent: string): number {
  if (!childCount) {
    childCount = new Map();
    for (const s of listSkills())
      for (const p of s.parents)
        childCount.set(p.toLowerCase(), (childCount.get(p.toLowerCase()) ?? 0) + 1);
  }
  return childCount.get(parent.toLowerCase()) ?? 0;
}

/** The CV line holding a character offset (lines are in text order). */
export function lineAt(lines: CvLine[], offset: number): CvLine | undefined {
  let lo = 0;
  let hi = lines.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const line = lines[mid] as CvLine;
    if (offset < line.start) hi = mid - 1;
    else if (offset >= line.end) lo = mid + 1;
    else return line;
  }
  return undefined;
}

function cvEvidence(lines: CvLine[], spans: { start: number; end: number }[]): EvidenceSpan[] {
  const out: EvidenceSpan[] = [];
  for (const s of spans) {
    const line = lineAt(lines, s.start);
    if (!line || out.length >= MAX_EVIDENCE) continue;
    out.push({
      text: line.text,
      start: line.start,
      end: line.end,
      highlight: { start: s.start, end: s.end },
      section: line.section,
    });
  }
  return out;
}

function jobEvidence(posting: Posting, skill: PostingSkill): EvidenceSpan[] {
  const out: EvidenceSpan[] = [];
  for (const span of skill.spans.slice(0, MAX_EVIDENCE)) {
    const s = posting.sentences.find((x) => x.start <= span.start && span.end <= x.end);
    if (s)
      out.push({
        text: s.text,
        start: s.start,
        end: s.end,
        highlight: { start: span.start, end: span.end },
      });
  }
  return out;
}

// Where a CV only claims a skill: its skills list, its headline, its summary.
const CLAIM_SECTIONS: ReadonlySet<CvSection> = new Set(['skills', 'header', 'summary']);

function bestCredit(sections: CvSection[]): number {
  return sections.reduce((best, s) => Math.max(best, SECTION_CREDIT[s] ?? 0.9), 0);
}

type Relation = { via: string; credit: number; reason: EngineText };

// The CV's skills are the same for every posting it is scanned against: each skill's relation to
// them is found once and kept with the CV's (cached) skill map.
const relations = new WeakMap<Map<string, SkillMention[]>, Map<string, Relation | null>>();

/** How the CV relates to a taxonomy skill it does not name: implied by a CV skill, or a near relative. */
function relation(name: string, cvSkills: Map<string, SkillMention[]>): Relation | undefined {
  let known = relations.get(cvSkills);
  if (!known) relations.set(cvSkills, (known = new Map()));
  let rel = known.get(name);
  if (rel === undefined) known.set(name, (rel = findRelation(name, cvSkills) ?? null));
  return rel ?? undefined;
}

function findRelation(name: string, cvSkills: Map<string, SkillMention[]>): Relation | undefined {
  const key = name.toLowerCase();
  let best: Relation | undefined;
  const parents = new Set(
    (getSkill(name)?.parents ?? [])
      .map((p) => p.toLowerCase())
      .filter((p) => childrenOf(p) <= MAX_SIBLINGS),
  );
  const above = new Set(relatedSkills(name).map((s) => s.toLowerCase()));
  for (const [cvKey, mentions] of cvSkills) {
    const cvName = mentions[0]?.name ?? cvKey;
    if (relatedSkills(cvName).some((s) => s.toLowerCase() === key)) {
      return {
        via: cvKey,
        credit: PARTIAL_IMPLIED_CREDIT,
        reason: { key: 'keyword.partial.implied', values: { cv: cvName, skill: name } },
      };
    }
    if (best) continue;
    const cvParents = getSkill(cvName)?.parents ?? [];
    if (above.has(cvName.toLowerCase()) || cvParents.some((p) => parents.has(p.toLowerCase()))) {
      best = {
        via: cvKey,
        credit: PARTIAL_RELATED_CREDIT,
        reason: { key: 'keyword.partial.related', values: { cv: cvName, skill: name } },
      };
    }
  }
  return best;
}

/** Lower case, dots dropped, other punctuation as spaces: "Node.js" = "NodeJS", "CI/CD" = "CI CD". */
const wording = (s: string) =>
  s
    .toLowerCase()
    .replaceAll('.', '')
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();

/** Whether the CV writes the skill at least once the way the posting does (or by its name). */
function sameWording(skill: PostingSkill, cv: SkillMention[]): boolean {
  const job = new Set([skill.name, ...skill.spans.map((s) => s.surface)].map(wording));
  return cv.some((m) => job.has(wording(m.surface)));
}

// Inflections: "managed" and "management", "contracts" and "contract" share a root
// (docs/decisions/130). Light suffix stripping only; no dictionary.
const SUFFIXES = ['ments', 'ment', 'ations', 'ation', 'ings', 'ing', 'ers', 'er', 'ed', 'es', 's'];
const ROOT_STOP = new Set(['and', 'or', 'of', 'the', 'a', 'an', 'in', 'to', 'for', 'with', 'on']);
function root(word: string): string {
  let w = word.toLowerCase();
  for (const suffix of SUFFIXES)
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) {
      w = w.slice(0, -suffix.length);
      break;
    }
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  if (w.length > 4 && w.at(-1) === w.at(-2)) w = w.slice(0, -1);
  return w;
}

type RootHit = { line: CvLine; start: number; end: number };

// The root index is the CV's alone: built once per CV side (cached by content), not per scan.
const rootIndexes = new WeakMap<CvLine[], Map<string, RootHit[]>>();

/** Every word of the CV's non-heading lines by root, in text order; built once per CV. */
function rootIndex(lines: CvLine[]): Map<string, RootHit[]> {
  const known = rootIndexes.get(lines);
  if (known) return known;
  const index = new Map<string, RootHit[]>();
  rootIndexes.set(lines, index);
  for (const line of lines) {
    if (line.isHeading) continue;
    for (const m of line.text.matchAll(/[\p{L}\p{N}+#]+/gu)) {
      const start = line.start + (m.index ?? 0);
      const hit = { line, start, end: start + m[0].length };
      const key = root(m[0]);
      const list = index.get(key);
      if (list) list.push(hit);
      else index.set(key, [hit]);
    }
  }
  return index;
}

/** The first CV line holding every word of a name in some inflection, with the earliest word's span. */
function inflected(name: string, index: Map<string, RootHit[]>): RootHit | undefined {
  const want = [
    ...new Set(
      name
        .split(/[^\p{L}\p{N}+#]+/u)
        .filter((w) => w && !ROOT_STOP.has(w.toLowerCase()))
        .map(root),
    ),
  ];
  if (want.length === 0 || want.some((w) => w.length < 3)) return undefined;
  const lists = want.map((w) => index.get(w) ?? []);
  for (const first of lists[0] ?? []) {
    const inLine = lists.map((l) => l.find((h) => h.line === first.line));
    if (inLine.every((h) => h !== undefined))
      return inLine.reduce((a, b) => (b && a && b.start < a.start ? b : a));
  }
  return undefined;
}

/**
 * Whether the posting writes a phrase it found outside the taxonomy as a name: a single word it
 * only ever capitalises inside its sentences ("Incident Management, Change" of a ServiceNow
 * posting, "Bootstrap, Zurb, Material"). The CV meets such a name where it capitalises it too,
 * not in "change password" or "video materials".
 */
function isNamed(skill: PostingSkill, postingText: string): boolean {
  return (
    skill.source !== 'taxonomy' &&
    /^[A-Z][a-z]+$/.test(skill.name) &&
    skill.spans.length > 0 &&
    skill.spans.every(
      (s) =>
        /^[A-Z]/.test(s.surface) &&
        /[\p{Ll},;&/(]\s*$/u.test(postingText.slice(Math.max(0, s.start - 40), s.start)),
    )
  );
}

/** Whether the CV text at `at` (an offset in the CV's text) is a capital letter. */
function capitalAt(lines: readonly CvLine[], at: number): boolean {
  const line = lines.find((l) => l.start <= at && at < l.end);
  return /[A-Z]/.test(line?.text[at - line.start] ?? '');
}

/**
 * Whether the CV writes an abbreviation in its capitals where it was found: "IBS LLC" is not the
 * posting's "IBs", "it" not "IT" (`phraseFinder` holds phrases to the same rule). Any other name
 * is found in any case.
 */
function writtenAsAbbreviation(name: string, hit: RootHit): boolean {
  return meetsAbbreviation(
    name,
    hit.line.text.slice(hit.start - hit.line.start, hit.end - hit.line.start),
  );
}

/** Where the CV writes the job a title field comes from, as the posting's title writes it. */
function asTitled(find: CvSide['find'], skill: PostingSkill): PhraseHits | undefined {
  for (const surface of new Set(skill.spans.map((s) => s.surface))) {
    const hits = find(surface);
    if (hits.spans.length > 0) return hits;
  }
  return undefined;
}

/** Matches each skill of the posting against the CV: status, credit, weight and evidence. */
export function matchKeywords(posting: Posting, side: CvSide): Keyword[] {
  const { view, find } = side;
  // A skill in the job title ("Java Developer") is the heart of the job.
  const titleAt = posting.title ? posting.text.indexOf(posting.title) : -1;
  const titleEnd = titleAt < 0 ? -1 : titleAt + (posting.title?.length ?? 0);
  const cvSkills = side.skills;
  const keywords: Keyword[] = [];
  let roots: Map<string, RootHit[]> | undefined;
  for (const skill of posting.skills) {
    // Degrees are scored by the education component, not twice (docs/decisions/021).
    if (EDUCATION_SKILLS.has(skill.name)) continue;
    const tag = skill.required ? 'required' : skill.preferred ? 'preferred' : 'info';
    const inTitle = skill.spans.some((s) => s.start >= titleAt && s.end <= titleEnd);
    const factor =
      (skill.source === 'taxonomy' ? 1 : UNTAXONOMISED_FACTOR) *
      (skill.category === 'domain' ? DOMAIN_FACTOR : 1) *
      (skill.category === 'tool' ? TOOL_FACTOR : 1) *
      (inTitle ? TITLE_SKILL_FACTOR : 1) *
      (skill.source === 'title' ? TITLE_FIELD_FACTOR : 1);
    const weight =
      Math.round(TAG_WEIGHT[tag] * (1 + MENTION_BOOST * Math.log(skill.mentions)) * factor * 1000) /
      1000;
    let spans: { start: number; end: number }[] = [];
    let status: Keyword['status'] = 'missing';
    let credit = 0;
    let partialReason: EngineText | undefined;
    let partialVia: Keyword['partialVia'];
    const own = skill.source === 'taxonomy' ? cvSkills.get(skillKey(skill.name)) : undefined;
    const named = isNamed(skill, posting.text);
    const found = skill.source === 'taxonomy' ? undefined : find(skill.name);
    const phrase =
      found && named
        ? { ...found, spans: found.spans.filter((h) => capitalAt(view.lines, h.start)) }
        : found;
    if (own && !sameWording(skill, own)) {
      // The CV names the skill in other words ("k8s", "APIs" for "Kubernetes", "API"): ATS
      // software searching the posting's wording may miss it.
      spans = own;
      status = 'partial';
      credit = PARTIAL_WORDING_CREDIT;
      const written = [...new Set(own.map((m) => m.surface))].slice(0, 3);
      partialReason = { key: 'keyword.partial.wording', values: { written } };
      partialVia = 'wording';
    } else if (own || (phrase && phrase.spans.length > 0)) {
      spans = own ?? phrase?.spans ?? [];
      status = 'matched';
    } else if (skill.source === 'taxonomy') {
      const rel = relation(skill.name, cvSkills);
      if (rel) {
        spans = cvSkills.get(rel.via) ?? [];
        status = 'partial';
        credit = rel.credit;
        partialReason = rel.reason;
        partialVia = 'related';
      }
    }
    // The field of the job title is met where the CV names the same job ("Accountant").
    const titled =
      status === 'missing' && skill.source === 'title' ? asTitled(find, skill) : undefined;
    if (titled) {
      spans = titled.spans;
      status = 'matched';
    }
    if (status === 'missing' && skill.category !== 'soft') {
      // Soft skills match on whole words only: "communicated" is no proof of communication.
      roots ??= rootIndex(view.lines);
      const hit = inflected(skill.name, roots);
      if (
        hit &&
        writtenAsAbbreviation(skill.name, hit) &&
        (!named || capitalAt([hit.line], hit.start))
      ) {
        spans = [{ start: hit.start, end: hit.end }];
        status = 'partial';
        credit = PARTIAL_WORDING_CREDIT;
        partialReason = {
          key: 'keyword.partial.inflected',
          values: {
            written: hit.line.text.slice(hit.start - hit.line.start, hit.end - hit.line.start),
            line: hit.line.text.trim().slice(0, 80),
          },
        };
        partialVia = 'wording';
      }
    }
    if (status === 'missing' && phrase?.wordsApart) {
      status = 'partial';
      credit = PARTIAL_WORDS_CREDIT;
      partialReason = { key: 'keyword.partial.apart', values: { skill: skill.name } };
      partialVia = 'words';
    }
    const cv = cvEvidence(view.lines, spans);
    const sections = [...new Set(cv.map((e) => e.section ?? 'other'))].sort(
      (a, b) => (SECTION_CREDIT[b] ?? 0) - (SECTION_CREDIT[a] ?? 0),
    );
    // A registration or a language is stated, not shown: only a craft's skills and tools count.
    // A field of work ("Back-end development") is shown by the job titles, which it is not
    // matched against.
    const craft =
      (skill.category === 'hard' || skill.category === 'tool') &&
      !/\b(?:development|engineering)$/i.test(skill.name);
    const core = craft && (inTitle || (skill.required && skill.mentions >= CORE_SKILL_MENTIONS));
    const placeCredit =
      sections.length > 0
        ? core && sections.every((s) => CLAIM_SECTIONS.has(s))
          ? Math.min(bestCredit(sections), CORE_CLAIM_CREDIT)
          : bestCredit(sections)
        : 0.9;
    credit = status === 'matched' ? placeCredit : credit * placeCredit;
    const keyword: Keyword = {
      name: skill.name,
      category: skill.category,
      required: skill.required,
      preferred: skill.preferred,
      jobCount: skill.mentions,
      cvCount: status === 'matched' || own ? spans.length : 0,
      status,
      cvSections: sections,
      weight,
      credit: Math.round(credit * 1000) / 1000,
      evidence: { job: jobEvidence(posting, skill), cv },
    };
    if (partialReason) {
      keyword.partialReason = englishText(partialReason);
      keyword.partialReasonText = partialReason;
    }
    if (partialVia) keyword.partialVia = partialVia;
    keywords.push(keyword);
  }
  return keywords.sort(
    (a, b) => b.weight - a.weight || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
}
