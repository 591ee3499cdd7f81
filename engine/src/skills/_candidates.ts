import { tagWords } from './_pos-tags.ts';
import type { TagLookup, TaggedWord } from './_pos-tags.ts';
import type { Sentence } from './split-sentences.ts';
import { tokenize } from './_tokenize.ts';
import type { Token } from './_tokenize.ts';

/** A phrase that may be a skill the taxonomy does not know. */
export interface Candidate {
  phrase: string;
  start: number;
  end: number;
  /** A noun phrase is knowledge (`hard`); a phrase led by a verb is an ability (`soft`). */
  category: 'hard' | 'soft';
  confidence: number;
  rule: 'cue' | 'list' | 'product';
}

// "experience with X", "knowledge of X", "proficiency in X" … and lists after "such as", "e.g.".
const CUE =
  /\b(?:experience|experienced|expertise|proficiency|proficient|knowledge|knowledgeable|familiarity|familiar|skilled|skills|background|understanding|fluency|fluent|competence|competency|competent|exposure|grounding|hands-on|expert|mastery|command)\s+(?:with|in|of|using|on|at|around)\s+/gi;
const LIST =
  /\b(?:such as|e\.\s?g\.?|eg\.|including(?:,?\s+but\s+not\s+limited\s+to)?|like|for example|for instance)\s*[:,]?\s*/gi;
const ITEM_SPLIT = /\s*(?:,|;|\/|\band\b|\bor\b|&|\bas well as\b|\betc\b\.?)\s*/i;
const CUT =
  /\b(?:is|are|was|were|be|to|that|which|who|whom|for|within|in|from|by|would|will|should|can|could|must|plus|preferably|ideally|including|such|like|where|when|while|across|through|via|into|is a plus|an advantage)\b/i;

const LEADING = new Set(
  'the a an any some all other another various modern strong solid good great excellent deep proven demonstrated demonstrable relevant related practical professional advanced basic working extensive significant sound thorough broad previous prior commercial at least one two three more several years year of your our their its common popular similar well very highly such as like including both either in with on using some e g eg etc key core general industry standard latest new current hands-on hands'.split(
    ' ',
  ),
);
const TRAILING = new Set(
  'etc experience experiences skills skill knowledge is are plus preferred required desirable advantage environment environments'.split(
    ' ',
  ),
);
const GENERIC = new Set(
  'experience expertise proficiency familiarity exposure knowledge skills skill tools tool technologies technology frameworks framework languages language environment etc things stuff projects project teams team work ability understanding similar others other related field areas area equivalent degree years year products product solutions solution systems system methods concepts principles practices techniques best practices approaches role business company clients customers people'.split(
    ' ',
  ),
);
// Capitalised or upper-case words that are not skill names in a posting.
const NOT_PRODUCTS = new Set(
  'E.G I.E IE EG PHD BS BA BSC MS MSC MA BENG MENG BBA BFA MFA HQ TV GB DKK SEK NOK COVID LEGO ORGANIZATION LOCATION ADDRESS NAME URL EMAIL PHONE I US USA UK EU EEA UAE CV ID OK FAQ CEO CTO CFO COO CIO CMO VP SVP EVP AM PM EST PST CET GMT UTC EOE EEO LLC INC LTD GMBH AG NYC SF LA TBD ASAP FTE PTO ETA NB PS FYI OTE K USD EUR GBP CAD AUD CHF M F D MF NA N A B TM R&D WE YOU OUR OUR THE AND OR II III IV'.split(
    ' ',
  ),
);
const CLAUSE_EDGE = new Set(
  'is are was were be been being to of for with by as at on in from under over upon about between among without that this these those which who whom whose but not demonstrate demonstrated ability desire new one two three ideally comfortable able willing meeting providing learning full real own'.split(
    ' ',
  ),
);
/** Whether the taxonomy found a (non-soft) skill between two offsets. */
export type SkillProbe = (start: number, end: number) => boolean;

// A phrase after a cue longer than this is a clause, not a skill name.
const MAX_ITEM_WORDS = 4;
// Characters read after a cue, and items kept from one list.
const MAX_TAIL = 240;
const MAX_ITEMS = 12;
// Everyday words that are capitalised at a line start or in a title, never product names.
const COMMON_WORDS = new Set(
  'about your what do does offer now will apply to not this is from expect bring role tasks contact employee profile we you our the and or for with who how why when where join us more here new all any can get see be'.split(
    ' ',
  ),
);
const NON_HEAD_POS = new Set([
  'VERB',
  'AUX',
  'ADV',
  'PRON',
  'DET',
  'ADP',
  'CCONJ',
  'SCONJ',
  'PART',
  'PUNCT',
]);

function isProductLike(surface: string): boolean {
  if (NOT_PRODUCTS.has(surface.toUpperCase()) && /^[A-Z]+$/.test(surface)) return false;
  // Two sentences run together ("activity.Reporting"), a web or mail address, an encoded token.
  if (
    /[a-z]{2}\.[A-Z][a-z]/.test(surface) ||
    /^www\.|\.(?:com|org|net|co|uk|io|gov|edu)$/i.test(surface)
  )
    return false;
  if (surface.length > 24) return false;
  // A word run into a list's number or a count of years ("and3. Exercising", "field7+ years").
  if (/^[a-z]{3,}\d{1,2}\+?$/.test(surface)) return false;
  return (
    /^[A-Z][A-Z0-9+#]{1,6}$/.test(surface) || // acronym: AWS, SQL, CI
    /^[A-Za-z]+[a-z][A-Z][A-Za-z0-9]*$/.test(surface) || // inner capital: TestCafe, GraphQL, iOS
    /[A-Za-z]\.[A-Za-z]/.test(surface) || // inner dot: Node.js
    (/[A-Za-z]/.test(surface) && /\d/.test(surface) && surface.length <= 8) // HTML5, S3, EC2
  );
}

function trimItem(tokens: Token[]): Token[] {
  let from = 0;
  let to = tokens.length;
  while (from < to && LEADING.has(tokens[from]?.key ?? '')) from++;
  for (let i = from; i < to; i++) {
    if (i > from && CUT.test(tokens[i]?.surface ?? '') && (tokens[i]?.surface ?? '').length > 1)
      to = i;
  }
  while (to > from && TRAILING.has(tokens[to - 1]?.key ?? '')) to--;
  return tokens.slice(from, to);
}

/** Items of the list or phrase after a cue; returns the end offset of the part read. */
function itemsAfter(
  text: string,
  sentence: Sentence,
  from: number,
  rule: 'cue' | 'list',
  out: Candidate[],
  hasSkill: SkillProbe,
): void {
  // The phrase or list after a cue ends at punctuation, and within MAX_TAIL characters: a run-on
  // line must not make every cue read the rest of the text.
  const window = text.slice(from, Math.min(sentence.end, from + MAX_TAIL));
  const stop = window.search(/[.;:!?()]\s|[;:!?()]|$/);
  const to = from + (stop < 0 ? window.length : stop);
  // A list is a list of skills only when the taxonomy knows one of its items.
  if (rule === 'list' && !hasSkill(from, to)) return;
  let at = from;
  for (const part of text.slice(from, to).split(ITEM_SPLIT).slice(0, MAX_ITEMS)) {
    const idx = text.indexOf(part, at);
    if (idx < 0 || part === '') continue;
    at = idx + part.length;
    if (/<[A-Z]+>/.test(part)) continue; // an anonymised placeholder, not a skill
    const tokens = trimItem(
      tokenize(part).map((t) => ({ ...t, start: t.start + idx, end: t.end + idx })),
    );
    const first = tokens[0];
    const last = tokens[tokens.length - 1];
    if (!first || !last || tokens.length > MAX_ITEM_WORDS) continue;
    if (tokens.every((t) => GENERIC.has(t.key) || /^\d+$/.test(t.key))) continue;
    // A clause rather than a name: it opens on a function word or verb ("is responsible", "to
    // colleagues", "demonstrate the ability") or ends on one ("learning new", "ideally one").
    if (CLAUSE_EDGE.has(first.key) || CLAUSE_EDGE.has(last.key)) continue;
    if (tokens.some((t) => t.key === 'a' || t.key === 'the')) continue;
    const phrase = text.slice(first.start, last.end);
    const special = tokens.some((t) => isProductLike(t.surface) || /^[A-Z]/.test(t.surface));
    // One plain lower-case word ("design", "testing") is too vague unless the taxonomy knows it.
    const confidence = tokens.length === 1 && !special ? 0.3 : 0.6;
    const category = /ing$/.test(first.key) && !special ? 'soft' : 'hard';
    out.push({ phrase, start: first.start, end: last.end, category, confidence, rule });
  }
}

const isShouting = (t: Token | undefined) => t !== undefined && /^[A-Z]{2,}$/.test(t.surface);

function productsIn(text: string, sentence: Sentence, listy: boolean, out: Candidate[]): void {
  const tokens = tokenize(sentence.text);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const start = sentence.start + t.start;
    if (text[start - 1] === '<' || text[start + t.surface.length] === '>') continue; // <ORGANIZATION>
    // Next to other words in capitals it is a shouted heading ("WHAT WE OFFER"), not a name.
    if (isShouting(tokens[i - 1]) || isShouting(tokens[i + 1])) continue;
    if (COMMON_WORDS.has(t.key)) continue;
    const product = isProductLike(t.surface);
    // A capitalised word in a comma list is a name there ("Jest, Mocha, TestCafe").
    const inList =
      listy &&
      i > 0 &&
      /^[A-Z]/.test(t.surface) &&
      /[,/]\s*$/.test(sentence.text.slice(0, t.start));
    if (!product && !inList) continue;
    if (NOT_PRODUCTS.has(t.surface.toUpperCase()) || /^\d/.test(t.surface)) continue;
    out.push({
      phrase: t.surface,
      start,
      end: start + t.surface.length,
      category: 'hard',
      confidence: product ? 0.5 : 0.4,
      rule: 'product',
    });
  }
}

/** Keeps noun phrases only: a candidate whose last word is a verb, adverb, pronoun … is dropped. */
function isNounPhrase(
  candidate: Candidate,
  tags: { pos: string; start: number; end: number }[],
): boolean {
  const inside = tags.filter(
    (w) =>
      w.start >= candidate.start && w.end <= candidate.end && w.pos !== 'PUNCT' && w.pos !== 'SYM',
  );
  const head = inside[inside.length - 1];
  if (!head) return true;
  const headText = candidate.phrase.slice(head.start - candidate.start, head.end - candidate.start);
  if (/^[A-Z]|[A-Z].*[A-Z]|\d/.test(headText)) return true; // names are nouns whatever the tagger says
  return !NON_HEAD_POS.has(head.pos);
}

/**
 * Phrases that look like skills although the taxonomy lacks them, each with a confidence
 * (docs/decisions/020-skills-taxonomy.md, "extraction beyond the taxonomy").
 */
export function findCandidates(
  text: string,
  sentences: Sentence[],
  useNlp: boolean,
  hasSkill: SkillProbe,
  tagged?: TagLookup,
): Candidate[] {
  const out: Candidate[] = [];
  for (const sentence of sentences) {
    // A sentence in capitals is a heading or a banner: its case says nothing about names.
    if (!/[a-z]/.test(sentence.text)) continue;
    let cued = false;
    for (const m of sentence.text.matchAll(CUE)) {
      cued = true;
      const from = sentence.start + m.index + m[0].length;
      itemsAfter(text, sentence, from, 'cue', out, hasSkill);
    }
    // Lists and product-like names count only in the company of skills: a sentence with a cue or
    // a taxonomy skill ("tools such as Jira, Trello", not "benefits such as a gym, a canteen").
    if (!cued && !hasSkill(sentence.start, sentence.end)) continue;
    let listy = (sentence.text.match(/,/g)?.length ?? 0) >= 2;
    for (const m of sentence.text.matchAll(LIST)) {
      listy = true;
      const from = sentence.start + m.index + m[0].length;
      itemsAfter(text, sentence, from, 'list', out, hasSkill);
    }
    productsIn(text, sentence, listy, out);
  }
  return useNlp ? keepNounPhrases(text, out, tagged) : out;
}

/**
 * The part-of-speech filter. A phrase in a part the caller has tagged already is read with those
 * tags (in its sentence); the others are tagged in one call, each on its own line ("phrase.\n"),
 * which costs one document, not one per sentence.
 */
function keepNounPhrases(text: string, candidates: Candidate[], tagged?: TagLookup): Candidate[] {
  const known = new Map<Candidate, TaggedWord[]>();
  const rest: Candidate[] = [];
  for (const c of candidates) {
    if (c.rule === 'product') continue;
    const words = tagged?.(c.start, c.end);
    if (words) known.set(c, words);
    else rest.push(c);
  }
  let joined = '';
  const offsets = new Map<Candidate, number>();
  for (const c of rest) {
    offsets.set(c, joined.length);
    joined += `${text.slice(c.start, c.end)}.\n`;
  }
  const tags = rest.length > 0 ? tagWords(joined) : [];
  const out: Candidate[] = [];
  let t = 0; // phrases sit in `joined` in candidate order, so one pointer walks the tags
  for (const c of candidates) {
    const at = offsets.get(c);
    let own = known.get(c);
    if (own === undefined && at !== undefined) {
      const shift = c.start - at;
      const stop = at + (c.end - c.start);
      while (t < tags.length && (tags[t]?.start ?? 0) < at) t++;
      own = [];
      for (let k = t; k < tags.length && (tags[k]?.end ?? 0) <= stop; k++) {
        const w = tags[k] as TaggedWord;
        own.push({ ...w, start: w.start + shift, end: w.end + shift });
      }
    }
    // A phrase led by a verb ("stimulate new food ideas", "performing expected duties") is a duty,
    // not a skill a recruiter would search for; only noun phrases are kept.
    if (own === undefined || (isNounPhrase(c, own) && own[0]?.pos !== 'VERB')) out.push(c);
  }
  return out;
}
