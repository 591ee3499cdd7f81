// CV text a parse mangled, which no letter quotes (decision 208): two lines run together at a
// bad join, words a PDF split, text garbled by a wrong encoding, a line about the CV itself, a line
// cut off at its end, a name that is a bullet, a page footer or a list of tools, and a degree the
// CV says was never finished. A letter leaves such text out rather than read badly: every rule
// only removes, none rewrites.
import { extractSkills } from '../skills/index.ts';
import { startsWithPastAction } from '../past-action.ts';
import { isVerbForm } from './_letter-verbs.ts';

// "Supported and customer service for …", "Reported and Recon Branch, …": a past action joined by
// "and" to a word that is no verb is two lines a parse ran together at the wrong place.
const JOINED = /^([A-Z][a-z]+)\s+(?:and|&)\s+([A-Za-z]+)\b/;
// Base forms the verb list does not hold but whose endings say "verb" ("sanitize", "validate").
const VERB_ENDING = /(?:ize|ise|ate|ify|en)$/i;
// A lower-case letter standing alone before a word: "d egree", "s ervices" (a PDF split the word).
const SPLIT_WORD = /(?:^|\s)[b-wyz] [a-z]{2,}/;
// A capital standing alone before the rest of its word: "W orking on a new version" (not "A", "I",
// nor the languages "C" and "R": "C libraries").
const SPLIT_CAPITAL = /(?:^|\s)[B-HJ-QS-Z] [a-z]{3,}/;
// A sentence's own connective inside another: "… netanya, Israel, However, if necessary, …".
const INNER_CONNECTIVE =
  /(?:,|[a-z])\s+(?:However|Therefore|Additionally|Moreover|Furthermore|Meanwhile|Nevertheless)\b/;
// A section heading in capitals inside a line or a name: "… ABOUT ME", "LANGUAGES Make stable …".
const HEADING =
  /\b(?:ABOUT ME|SKILLS|EXPERIENCE|EDUCATION|SUMMARY|PROFILE|CONTACTS?|LANGUAGES|INTERESTS|HOBBIES|PROJECTS|CERTIFICATIONS?|REFERENCES)\b/;
// Lines about the CV itself: "… highlighted in a separate section and located on the second sheet".
const ABOUT_CV =
  /\bseparate section\b|\b(?:first|second|next|following|previous|last) (?:page|sheet)\b|\bpage \d+ of \d+\b|\bsee (?:below|above|attached)\b|\b(?:this|my) (?:cv|resume|résumé)\b|\breferences (?:are )?available\b/i;
// Characters of a wrong encoding ("business Â supplier", "Company Name ï¼ City").
const MOJIBAKE = /[ÂÃï¼�]/;
// A line whose end was cut: "… to deliver Infrastructure as", "… government web service -",
// "… implementation of complex UI using": it ends on a word that always has more after it.
const CUT_END = /\s(?:as|using|with|of|and|or|the|an|a|for|by|from|into|including|via|[-–—])\.?$/i;
// A number the parse lost: "offering over years experience", "more than years of …".
const LOST_NUMBER = /\b(?:over|more than|nearly|almost|about|around)\s+(?:years?|months?)\b/i;

/**
 * True when a CV sentence reads as mangled by its parse, so a letter must not quote it.
 *
 * @example isMangled('Reported and Recon Branch, exercised supervision') // true
 */
export function isMangled(sentence: string): boolean {
  const t = sentence.trim();
  const joined = JOINED.exec(t);
  if (
    joined?.[1] &&
    joined[2] &&
    // "Post and more government services": a base form joined to a quantity is two lines too.
    (startsWithPastAction(joined[1]) ||
      (isVerbForm(joined[1]) &&
        /^(?:more|most|other|all|some|any|many|several|few)$/i.test(joined[2]))) &&
    !isVerbForm(joined[2]) &&
    !VERB_ENDING.test(joined[2]) &&
    !/ly$/.test(joined[2])
  )
    return true;
  return (
    SPLIT_WORD.test(t) ||
    SPLIT_CAPITAL.test(t) ||
    INNER_CONNECTIVE.test(t) ||
    HEADING.test(t) ||
    ABOUT_CV.test(t) ||
    MOJIBAKE.test(t) ||
    CUT_END.test(t) ||
    LOST_NUMBER.test(t)
  );
}

/**
 * True when a name (an employer, or with `title` a job title) is no name: a bullet the parse read as one
 * ("Worked with GitFlow"), a page footer ("Page 2 of 3"), a list ("JavaScript (ES6), HTML, CSS,
 * Node.js"), tools alone ("SCSS, Bootstrap 4") or a heading glued to it ("ECMAScript ABOUT ME").
 *
 * @example notAName('Page 2 of 3') // true
 */
export function notAName(name: string, title = false): boolean {
  const t = name.trim();
  // "Worked with GitFlow" is a bullet; "United Airlines" and "Certified Public Accountant" are names.
  const bullet = startsWithPastAction(t) && /^\S+\s+[a-z]/.test(t);
  if (bullet || /^page \d/i.test(t) || (t.match(/,/g)?.length ?? 0) >= 2) return true;
  if (HEADING.test(t) || MOJIBAKE.test(t)) return true;
  // Tools alone ("C#", "Linux and OS X"). For a `title`, only a list of them ("SCSS, Bootstrap 4"):
  // a title that is one skill's name ("Certified Public Accountant") is still a title.
  const skills = extractSkills(t, { taxonomyOnly: true });
  let rest = t;
  for (const m of [...skills].reverse()) rest = rest.slice(0, m.start) + rest.slice(m.end);
  const tools = !title || skills.length >= 2;
  return tools && !/\p{L}{2,}/u.test(rest.replace(/\b(?:and|or|plus)\b/gi, ''));
}

// A degree the CV says was not (yet) earned: "78 semester hours toward Bachelors degree",
// "Attended Husson College", "PhD candidate", "expected 2027".
const UNFINISHED =
  /\b(?:toward|towards|pursuing|in progress|expected|anticipated|incomplete|attended|attending|enrolled|candidate|ongoing)\b/i;
// A field cut off at its end: "… University of Higher School of", "Master of Mathematics and".
const CUT_FIELD = /\b(?:of|for|and|the|in|at|to|with|from|&)$/i;

/**
 * True when an education entry cannot back "I hold a …": a field says the degree was not finished,
 * or the school's name was cut off.
 *
 * @example unfinishedDegree({ institution: 'Attended Husson College', studyType: 'Bachelors degree' }) // true
 */
export function unfinishedDegree(e: {
  institution?: string;
  studyType?: string;
  area?: string;
}): boolean {
  const fields = [e.institution, e.studyType, e.area].map((f) => f?.trim() ?? '');
  return fields.some((f) => UNFINISHED.test(f) || CUT_FIELD.test(f));
}
