import type { PhraseHits, SkillMention } from '../skills/index.ts';
import { extractSkills, phraseFinder, skillKey } from '../skills/index.ts';
import type { ParsedCv } from '../resume.ts';
import { viewCv } from './_cv-view.ts';
import type { CvView } from './_cv-view.ts';
import { contentWords } from './_similarity.ts';

/** Everything a scan reads from the CV alone, whatever the posting. */
export interface CvSide {
  view: CvView;
  /** The CV's taxonomy skills by skill key. */
  skills: Map<string, SkillMention[]>;
  find: (phrase: string) => PhraseHits;
  words: string[];
}

// One CV is often scanned against many postings (a master CV, a batch): its own analysis is kept
// with the CV object and done once. A scan treats a ParsedCv as read-only.
const cache = new WeakMap<ParsedCv, Map<string, CvSide>>();

/** The CV's side of a scan, computed once per CV object and scan date. */
export function cvSide(cv: ParsedCv, asOf?: string): CvSide {
  let byDate = cache.get(cv);
  const cached = byDate?.get(asOf ?? '');
  if (cached) return cached;
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
  if (!byDate) {
    byDate = new Map();
    cache.set(cv, byDate);
  }
  byDate.set(asOf ?? '', side);
  return side;
}
