// Which skills a CV shows and which a line names: the one test of honesty every tailoring step and
// the honesty check share (a skill enters a document only if the CV shows it or the user confirmed
// it: docs/product.md, Promise).
import type { Keyword } from '../match/index.ts';
import { resumeToText } from '../render/index.ts';
import type { Resume } from '../resume.ts';
import { extractSkills, getSkill, skillKey } from '../skills/index.ts';
import { hasWords } from '../regexp.ts';

/** What the CV shows: skill keys from its whole text, and the text for literal look-ups. */
export interface ShownSkills {
  keys: Set<string>;
  text: string;
}

/**
 * The skills the CV names anywhere (aliases count: "k8s" shows Kubernetes). Not cached: a caller
 * may edit the same object between calls, and honesty must follow the edit.
 */
export function shownSkills(resume: Resume): ShownSkills {
  const text = resumeToText(resume);
  return { keys: new Set(extractSkills(text).map((m) => skillKey(m.name))), text };
}

/**
 * True when `phrase` is written in `text` as a whole word or phrase. Taxonomy skills must match
 * their case ("Go" is not "go live"; the taxonomy's own matcher already found every other form);
 * phrases outside the taxonomy match in any case.
 */
export function writtenIn(text: string, phrase: string): boolean {
  if (phrase.trim() === '') return false;
  return hasWords(text, phrase, !!getSkill(phrase));
}

/**
 * True when the CV shows the skill: named in a taxonomy form or written literally. Read from the CV
 * itself, never from the scan's status, so a scan of an older CV cannot let a skill through.
 */
export function cvShows(shown: ShownSkills, name: string): boolean {
  return shown.keys.has(skillKey(name)) || writtenIn(shown.text, name);
}

/** The scan keywords a line names (taxonomy forms and the keywords' own names). */
export function keywordsIn(line: string, keywords: readonly Keyword[]): Keyword[] {
  const keys = new Set(extractSkills(line, { taxonomyOnly: true }).map((m) => skillKey(m.name)));
  return keywords.filter((k) => keys.has(skillKey(k.name)) || writtenIn(line, k.name));
}
