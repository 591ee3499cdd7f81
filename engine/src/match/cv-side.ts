import type { PhraseHits, SkillMention } from '../skills/index.ts';
import { extractSkills, phraseFinder, skillKey } from '../skills/index.ts';
import type { ParsedCv } from '../resume.ts';
import { contentKey, LruCache } from '../content-cache.ts';
import { textLanguage } from '../language.ts';
import { viewCv } from './_cv-view.ts';
import type { CvView } from './_cv-view.ts';
import { contentWords } from './_similarity.ts';

/**
 * CV analyses kept by content: a few hundred kB each, so a few MB at most.
 *
 * @example CV_SIDES_KEPT // 32
 */
export const CV_SIDES_KEPT = 32;

/** Everything a scan reads from the CV alone, whatever the posting. */
export interface CvSide {
  view: CvView;
  /** The CV's taxonomy skills by skill key. */
  skills: Map<string, SkillMention[]>;
  find: (phrase: string) => PhraseHits;
  words: string[];
  /** The language the CV is written in (ISO 639-1), when its text is long enough to tell. */
  language?: string;
}

// One CV is often scanned against many postings (a master CV, a batch): its own analysis is kept
// with the CV object and done once. A scan treats a ParsedCv as read-only.
const cache = new WeakMap<ParsedCv, Map<string, CvSide>>();
// A server scan gets its own copy of the same master CV every time: the analysis is found again
// by the CV's content, the whole parsed CV (text, structure, layout), and the scan date
// (docs/decisions/182).
const byContent = new LruCache<CvSide>(CV_SIDES_KEPT);

/**
 * The CV's side of a scan, computed once per CV content and scan date: the same object for the
 * same CV object, and for a copy of it while it is among the last `CV_SIDES_KEPT` read.
 *
 * @example cvSide(structuredClone(cv), '2026-11-23') === cvSide(cv, '2026-11-23') // true
 */
export function cvSide(cv: ParsedCv, asOf?: string): CvSide {
  let byDate = cache.get(cv);
  const cached = byDate?.get(asOf ?? '');
  if (cached) return cached;
  const side = byContent.getOrSet(contentKey(JSON.stringify(cv), asOf ?? '\u0000none'), () =>
    readCvSide(cv, asOf),
  );
  if (!byDate) {
    byDate = new Map();
    cache.set(cv, byDate);
  }
  byDate.set(asOf ?? '', side);
  return side;
}

function readCvSide(cv: ParsedCv, asOf?: string): CvSide {
  const skills = new Map<string, SkillMention[]>();
  for (const m of extractSkills(cv.text, { taxonomyOnly: true })) {
    const key = skillKey(m.name);
    const list = skills.get(key) ?? [];
    list.push(m);
    skills.set(key, list);
  }
  const side: CvSide = {
    view: viewCv(cv, asOf),
    skills,
    find: phraseFinder(cv.text),
    words: contentWords(cv.text),
  };
  const language = textLanguage(cv.text);
  if (language) side.language = language;
  return side;
}
