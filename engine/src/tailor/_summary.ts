// The tailored summary, from the user's own words (docs/decisions/150-sendable-letters.md): their
// summary's sentences, the ones naming the job's strongest requirements first, trimmed to a
// summary's length, plus one sentence naming the skills they confirmed. Only a CV without a
// summary gets a written one: its own title and the job's skills the CV shows, in sentence case.
import type { Keyword, ScanResult } from '../match/index.ts';
import type { Resume } from '../resume.ts';
import { skillKey } from '../skills/index.ts';
import { shownKeywords } from './_letter-evidence.ts';
import { roleTitle } from './_letter-facts.ts';
import { inSentence, listWords } from './_phrasing.ts';
import { cvShows, keywordsIn, writtenIn, type ShownSkills } from './_skills-shown.ts';

/** A tailored summary stops adding sentences past this many words (decision 150). */
const MAX_SUMMARY_WORDS = 80;

/** A title as it reads in a sentence: "DEVOPS ENGINEER" → "Devops Engineer"; mixed case stays. */
function unshouted(title: string): string {
  if (title !== title.toUpperCase() || !/[A-Z]{3}/.test(title)) return title;
  return title.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

/**
 * The candidate's own title: the CV's headline, else the latest position that reads as a title.
 * A headline a parse filled with something else ("San Francisco, CA •", "Programming languages:
 * Java, Kotlin", "June 2 017") is no title to open a summary with.
 */
function ownTitle(resume: Resume): string | undefined {
  const title = (s: string | undefined) => (s?.trim() ? roleTitle(unshouted(s.trim())) : undefined);
  return title(resume.basics.label) ?? resume.work.map((w) => title(w.position)).find(Boolean);
}

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** The user's summary, reordered toward the job and trimmed; undefined when there is none. */
function fromOwnWords(summary: string, keywords: readonly Keyword[]): string {
  const sentences = summary
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Z"“(])/);
  const scored = sentences.map((s, i) => ({
    s,
    i,
    score: keywordsIn(s, keywords).reduce((sum, k) => sum + k.weight, 0),
  }));
  // The first sentence says who the person is: it stays first; the rest go by evidence for the job.
  const [head, ...rest] = scored;
  const ordered = [head, ...rest.sort((a, b) => b.score - a.score || a.i - b.i)].filter(
    (x): x is NonNullable<typeof x> => !!x,
  );
  const kept: string[] = [];
  let total = 0;
  for (const x of ordered) {
    if (kept.length > 0 && total + words(x.s) > MAX_SUMMARY_WORDS) break;
    kept.push(x.s);
    total += words(x.s);
  }
  // A summary a parse or its writer began in lower case ("cook with 16 years …") starts a sentence.
  return kept.join(' ').replace(/^\p{Ll}/u, (c) => c.toUpperCase());
}

/** The summary text, or undefined when there is nothing to write. */
export function tailoredSummary(
  resume: Resume,
  scan: ScanResult,
  shown: ShownSkills,
  confirmed: readonly string[] = [],
): string | undefined {
  const ranked = shownKeywords(scan.keywords, shown);
  const own = resume.basics.summary?.trim();
  let text: string;
  if (own) text = fromOwnWords(own, ranked);
  else {
    const core = ranked
      .filter((k) => k.category === 'hard' || k.category === 'tool' || k.category === 'domain')
      .slice(0, 3)
      .map((k) => inSentence(k.name));
    if (core.length === 0) return undefined;
    const title = ownTitle(resume);
    text = title
      ? `${title} with hands-on experience in ${listWords(core)}.`
      : `Hands-on experience in ${listWords(core)}.`;
  }
  const added = confirmed
    .map((c) => scan.keywords.find((k) => skillKey(k.name) === skillKey(c))?.name ?? c.trim())
    .filter((c) => c !== '' && !cvShows(shown, c) && !writtenIn(text, c));
  const unique = [...new Map(added.map((c) => [skillKey(c), inSentence(c)])).values()];
  // A summary written without a full stop at its end gets one before the sentence that follows.
  if (unique.length > 0)
    text = `${text.replace(/([^.!?])$/, '$1.')} Skills also include ${listWords(unique)}.`;
  return text;
}
