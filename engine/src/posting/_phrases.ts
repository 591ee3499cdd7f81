import { tagParts } from '../skills/index.ts';
import type { SkillMention, TaggedWord } from '../skills/index.ts';
import { compoundPhrases } from './_phrase-compounds.ts';
import { dutyPhrases } from './_phrase-duties.ts';
import {
  FIELD_SUFFIX,
  GENERIC_HEAD,
  LEAD,
  NOT_FIELD,
  ROLE_HEAD,
  WORD_POS,
  isAcronym,
  isEvaluative,
  isFieldHead,
  isGenericModifier,
  isSkillWord,
  qualifiesField,
} from './_phrase-words.ts';
import type { PostingSentence } from './_sections.ts';

// Requirements read as noun phrases (docs/decisions/110-posting-blocks.md): the taxonomy cannot
// know every profession's terms ("patient flow", "flow cytometry", "contract management"), so the
// noun phrases of what the job asks are read too, and kept when they look like a field of skill.

/** Blocks whose sentences ask something of the candidate. */
const ASKING = new Set(['requirements', 'preferred', 'responsibilities']);

/** What {@link tagAsking} read: the sentences, their tagged words, whether headings structure them. */
export interface TaggedAsking {
  sentences: PostingSentence[];
  words: TaggedWord[];
  structured: boolean;
}

// A summary sentence that speaks of the employer and not to the candidate ("Acme is the world's
// … engine", "Through our products we will create …", "The concept of <ORGANIZATION> is based on
// …"), or of pay and benefits ("an attractive pension and insurance scheme", "accommodation costs
// … deducted from wages"), names what the employer is or gives, not what the job asks.
const TO_CANDIDATE =
  /\b(?:you|your|yourself|candidates?|applicants?|post ?holder|looking for|seeking|experience|knowledge|skills?|role|position|responsib\w+|duties)\b/i;
const OF_EMPLOYER =
  /(?:\b(?:we|we're|we've)\b|^(?:our|<ORGANI[SZ]ATION>)|<ORGANI[SZ]ATION> (?:is|are|was|has|have)\b|\b(?:the|this) (?:company|firm|group|organi[sz]ation|university|concept|mission|vision) (?:of|is|are|was|has|have)\b)/i;
const PAY_WORD =
  /\b(?:salary|salaries|pension|wages?|bonus(?:es)?|holidays?|vacation|paid leave|parental leave|insurance scheme|health insurance|allowances?|discounts?|perks?|benefits? package|per (?:week|month|annum|year|hour)|canteen|gym)\b/i;

// A sentence that tells what the candidate gets ("You'd receive significant equity and work with
// an impressive founding team", "In return, we offer …") asks nothing, whatever block it ends in.
const OFFERS =
  /^(?:you(?:['’]d| would|['’]ll| will)(?: also)? (?:receive|get|enjoy|be rewarded|be offered|benefit)\b|in return\b|we (?:offer|provide)\b|what we offer\b|(?:the )?(?:benefits|perks) include\b)/i;

function aboutEmployerOrPay(text: string): boolean {
  if (PAY_WORD.test(text)) return true;
  return OF_EMPLOYER.test(text) && !TO_CANDIDATE.test(text);
}

/**
 * The sentences of a posting whose noun phrases are read, and their words tagged once: the skill
 * extractor reads its phrases in them with the same tags (one tagger pass per posting).
 *
 * @example tagAsking(text, analyzePosting(text).sentences).words[0]?.pos // 'NOUN'
 */
export function tagAsking(text: string, sentences: readonly PostingSentence[]): TaggedAsking {
  // Without a heading the blocks are guesses from sentence cues: "summary" is then just text that
  // asks nothing in its own words, and only what asks is read.
  const structured = sentences.some((s) => s.isHeading);
  const asking = sentences.filter(
    (s) =>
      (ASKING.has(s.block) ||
        (structured && s.block === 'summary' && !aboutEmployerOrPay(s.text)) ||
        (s.block === 'header' && s.tag === 'required')) &&
      !s.isHeading &&
      !OFFERS.test(s.text.trimStart()) &&
      /[a-z]/.test(s.text),
  );
  const words = tagParts(
    text,
    asking.map((s) => [s.headingEnd ?? s.start, s.end] as const),
  );
  return { sentences: asking, words, structured };
}

/** Noun phrases of tagged sentences: runs of adjectives and nouns ending on a noun. */
function chunks(words: TaggedWord[]): TaggedWord[][] {
  const out: TaggedWord[][] = [];
  let run: TaggedWord[] = [];
  const flush = () => {
    while (run.length && (run[run.length - 1]?.pos ?? '') === 'ADJ') run.pop();
    let dropped = '';
    while (run.length && LEAD.has(run[0]?.text.toLowerCase() ?? ''))
      dropped = run.shift()?.text.toLowerCase() ?? '';
    // "best practice techniques": "best practice" judges what follows, like "strong".
    if (dropped === 'best' && /^practices?$/i.test(run[0]?.text ?? '')) run.shift();
    // "drug discovery projects": a generic head names no field, but what it qualifies may.
    if (run.length >= 3 && GENERIC_HEAD.has(run[run.length - 1]?.text.toLowerCase() ?? ''))
      run.pop();
    // "close cooperation", "the world's largest search engine": a judged phrase names no skill.
    if (run.length && !run.slice(0, -1).some((w) => isEvaluative(w.text))) out.push(run);
    run = [];
  };
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as TaggedWord;
    const prev = run[run.length - 1];
    // "fault-finding", "e-commerce": a hyphen joins words into one.
    if (w.text === '-' && prev && words[i + 1] && w.start === prev.end) {
      const next = words[i + 1] as TaggedWord;
      if (next.start === w.end && /^[a-z]/i.test(next.text)) {
        run[run.length - 1] = {
          ...prev,
          text: `${prev.text}-${next.text}`,
          end: next.end,
          pos: next.pos === 'VERB' ? 'ADJ' : next.pos,
        };
        i++;
        continue;
      }
    }
    if (WORD_POS.has(w.pos) && /^[A-Za-z][\w'&+#.]*$/.test(w.text)) run.push(w);
    else flush();
  }
  flush();
  return out;
}

// "the most influential rankings", "a very close cooperation": a graded phrase judges.
const GRADED_BEFORE = /\b(?:most|least|very|extremely|highly|truly)\s+$/i;
const KIND_OF_SKILL =
  /^(?:disciplines?|skills?|techniques?|methods?|methodolog(?:y|ies)|technolog(?:y|ies)|languages?|modalit(?:y|ies)|specialt(?:y|ies)|specialit(?:y|ies)|specialisms?|subjects?|software|tools?|packages?|frameworks?|librar(?:y|ies)|platforms?|systems?|solutions?|applications?)$/;
const LIST_OF_SKILLS =
  /\b(?:disciplines|skills|techniques|methods|methodologies|technologies|languages|modalities|specialties|specialities|specialisms|subjects|software|tools|packages|frameworks|libraries)\s*(?:\(\s*(?:e\.g\.,?|such as|including)?|:|,?\s*(?:such as|including|e\.g\.,?|like))\s*$/i;
// Nouns of a job ("scientist", "engineer", "technician") and the grades before them in a title.
const JOB_NOUN =
  /^(?:[A-Za-z]+(?:ist|ician|ologist)|[A-Za-z]*(?:manager|engineer|developer|designer|analyst|officer|director|specialist|consultant|coordinator|administrator|assistant|technician|technologist|nurse|practitioner|scientist|architect|accountant|advisor|adviser|lead|worker|therapist|surveyor|inspector|planner|buyer|clerk))$/i;
const SENIORITY =
  /^(?:senior|snr|sr|junior|jnr|jr|lead|principal|staff|chief|head|associate|assistant|deputy|trainee|graduate|apprentice|entry|mid|level|band|i{1,3}|iv)$/i;
const EVERYDAY_GERUND =
  /^(?:looking|managing|developing|designing|building|meeting|working|using|achieving|making|getting|providing|ensuring|supporting|creating|delivering|taking|having|being|doing|including|following|leading|helping|growing|improving|maintaining|learning|bringing)$/;
const SEPARATOR = /^(?:,|\/|&|and|or|and\/or)$/i;

/**
 * Lists of tagged sentences ("supervision, tutoring, workshops and lecturing"): runs of noun
 * phrases joined by commas, slashes and and/or (`joined` when three or more, or two joined by and/or).
 */
function lists(words: TaggedWord[]): { items: TaggedWord[][]; joined: boolean }[] {
  const out: { items: TaggedWord[][]; joined: boolean }[] = [];
  let group: TaggedWord[][] = [];
  let run: TaggedWord[] = [];
  let joined = false;
  const close = () => {
    // "gathering, compiling and interpreting complex data": when the last item is a gerund with
    // an object, the lone gerunds before it are verbs sharing that object, not activities.
    const last = group[group.length - 1];
    if (last && last.length > 1 && last[0]?.pos === 'VERB')
      group = group.filter((item) => !(item.length === 1 && /ing$/.test(item[0]?.text ?? '')));
    // Two items joined by a comma alone are a list only where a word of skills introduces them
    // ("software (e.g. ENVI, ERDAS Imagine)"), which the caller checks.
    if (group.length >= 2) out.push({ items: group, joined: joined || group.length >= 3 });
    group = [];
    joined = false;
  };
  for (const w of words) {
    // In a list a gerund is a noun: "tutoring, workshops and lecturing".
    const wordy =
      (WORD_POS.has(w.pos) || (w.pos === 'VERB' && /ing$/.test(w.text))) &&
      /^[A-Za-z][\w'&+#.-]*$/.test(w.text);
    if (wordy) {
      run.push(w);
      continue;
    }
    // A lone gerund ends a list only after "and"/"or" ("…, resulting in …" is not an item).
    if (run.length === 1 && run[0]?.pos === 'VERB' && !SEPARATOR.test(w.text) && !joined) run = [];
    if (run.length) group.push(run);
    run = [];
    if (SEPARATOR.test(w.text)) {
      if (w.pos === 'CCONJ') joined = true;
      continue;
    }
    close();
  }
  if (run.length) group.push(run);
  close();
  return out;
}

/**
 * "guide timely data capture": an adjective after a noun starts another phrase, and the noun
 * before it was a verb the tagger misread; no name of a skill is built so.
 */
const nounThenAdjective = (words: readonly TaggedWord[]) =>
  words.some((w, i) => i > 0 && w.pos === 'ADJ' && words[i - 1]?.pos === 'NOUN');

/** Whether one item of a list that names known skills is a skill of the same kind. */
function isListSkill(text: string, item: TaggedWord[], known: number): boolean {
  if (item.length > 3) return false;
  const head = item[item.length - 1]?.text.toLowerCase() ?? '';
  // "nurse call systems": a generic head counts where a kind of thing qualifies it.
  if (
    (GENERIC_HEAD.has(head) && !(item.length > 1 && qualifiesField(item))) ||
    ROLE_HEAD.test(head) ||
    LEAD.has(head)
  )
    return false;
  // A longer item ends on a noun ("functional and technical documentation" is not "draft functional").
  if (item.length > 1 && !/^(?:NOUN|PROPN)$/.test(item[item.length - 1]?.pos ?? '')) return false;
  if (item.some((w) => w.pos === 'ADJ') && item.length === 1) return false;
  if (nounThenAdjective(item)) return false;
  // "software, techniques, and algorithms": a word for a kind of skill is not one.
  if (item.length === 1 && KIND_OF_SKILL.test(head)) return false;
  if (isGenericModifier(item[0]?.text ?? '')) return false;
  if (item.some((w) => isEvaluative(w.text))) return false;
  // One word is a skill when the list names two known skills or more, or when it names one
  // itself: a field or activity noun, a known skill word, or a name ("lecturing", "Luigi").
  if (
    known < 2 &&
    item.length === 1 &&
    !/^[A-Z]/.test(item[0]?.text ?? '') &&
    !isSkillWord(head) &&
    !(FIELD_SUFFIX.test(head) && !NOT_FIELD.has(head))
  )
    return false;
  // A verb inside a longer item makes it a clause ("management covering", "using data"); a
  // lone gerund is an activity unless it is an everyday verb ("managing", "looking").
  if (item.length > 1 ? item.some((w) => w.pos === 'VERB') : EVERYDAY_GERUND.test(head))
    return false;
  // Title Case words the text never writes in lower case name a department or a place.
  const start = item[0]?.start ?? 0;
  const end = item[item.length - 1]?.end ?? 0;
  return !(
    item.length > 1 &&
    item.slice(1).some((w) => /^[A-Z][a-z]/.test(w.text)) &&
    !item.some((w) => isAcronym(w.text)) &&
    !text.includes(text.slice(start, end).toLowerCase())
  );
}

/**
 * Noun phrases of the sentences that ask something of the candidate that look like a field of
 * skill ("acute medicine", "contract management", "flow cytometry"), as mentions; `tagged` is
 * {@link tagAsking}'s reading, `taken(start, end)` tells where a taxonomy skill already stands.
 *
 * @example requirementPhrases(text, tagAsking(text, sentences), () => false, [])[0]?.name // 'patient flow'
 */
export function requirementPhrases(
  text: string,
  tagged: TaggedAsking,
  taken: (start: number, end: number) => boolean,
  avoid: readonly string[],
): SkillMention[] {
  const { sentences: asking } = tagged;
  if (asking.length === 0) return [];
  const words = [...tagged.words];
  const avoided = avoid.map((a) => a.toLowerCase()).filter((a) => a.length > 2);
  const isAvoided = (key: string) => avoided.some((a) => key.includes(a) || a.includes(key));
  const out: SkillMention[] = [];
  const mention = (
    name: string,
    start: number,
    end: number,
    source: 'list' | 'phrase',
  ): SkillMention => ({
    name,
    category: 'hard',
    surface: text.slice(start, end),
    start,
    end,
    source,
    confidence: 0.6,
  });
  // Items of a list that names a known skill are skills of the same kind ("Python, Scala and
  // Airflow"; "supervision, tutoring, workshops and lecturing").
  for (const { items: group, joined } of lists(words)) {
    const items = group.map((item) => {
      while (item.length > 1 && LEAD.has(item[0]?.text.toLowerCase() ?? '')) item = item.slice(1);
      return item;
    });
    const span = (item: TaggedWord[]) =>
      [item[0]?.start ?? 0, item[item.length - 1]?.end ?? 0] as const;
    // A list a word of skills introduces ("disciplines (radar, LiDAR or photogrammetry)",
    // "techniques such as …") is a list of skills, whether or not the taxonomy knows an item.
    const from = items[0]?.[0]?.start ?? 0;
    const introduced = LIST_OF_SKILLS.test(text.slice(Math.max(0, from - 60), from));
    if (!joined && !introduced) continue;
    const known = Math.max(items.filter((item) => taken(...span(item))).length, introduced ? 2 : 0);
    if (known === 0) continue;
    for (const item of items) {
      const [start, end] = span(item);
      if (taken(start, end) || !isListSkill(text, item, known)) continue;
      const surface = text.slice(start, end);
      if (isAvoided(surface.toLowerCase())) continue;
      out.push(
        mention(
          /^[A-Z][a-z]+$/.test(surface) ? surface.toLowerCase() : surface,
          start,
          end,
          'list',
        ),
      );
    }
  }
  const listed = (a: number, b: number) => taken(a, b) || out.some((m) => m.start < b && a < m.end);
  let si = 0;
  const phrases = chunks(words);
  for (let c = 0; c < phrases.length; c++) {
    const chunk = phrases[c] as TaggedWord[];
    const first = chunk[0] as TaggedWord;
    const last = chunk[chunk.length - 1] as TaggedWord;
    const { start } = first;
    const { end } = last;
    while (si < asking.length - 1 && (asking[si + 1]?.start ?? Infinity) <= start) si++;
    // "support patient bookings": a generic first word is not part of the name.
    if (chunk.length > 2 && isGenericModifier(first.text)) {
      let rest = chunk.slice(1);
      while (rest.length && LEAD.has(rest[0]?.text.toLowerCase() ?? '')) rest = rest.slice(1);
      phrases[c--] = rest;
      continue;
    }
    if (nounThenAdjective(chunk)) continue;
    // The title names its specialism before the job ("Human Factors Scientist").
    const inTitle = asking[si]?.block === 'header';
    if (inTitle && chunk.length > 2 && JOB_NOUN.test(last.text)) {
      let field = chunk.slice(0, -1);
      while (field.length && SENIORITY.test(field[0]?.text ?? '')) field = field.slice(1);
      if (field.length >= 2 && !JOB_NOUN.test(field[field.length - 1]?.text ?? '')) {
        const a = field[0]?.start ?? 0;
        const b = field[field.length - 1]?.end ?? 0;
        if (!listed(a, b)) out.push(mention(text.slice(a, b).toLowerCase(), a, b, 'phrase'));
      }
      continue;
    }
    if (chunk.length < 2 || chunk.length > 4 || listed(start, end)) continue;
    if (GRADED_BEFORE.test(text.slice(Math.max(0, start - 12), start))) continue;
    if (!isFieldHead(last.text) && !qualifiesField(chunk)) continue;
    const surface = text.slice(start, end);
    const key = surface.toLowerCase();
    if (isAvoided(key)) continue;
    // Words in capitals name a department, a place or a programme ("Medical Admissions Unit"),
    // unless the text also writes the phrase in lower case.
    if (!inTitle && chunk.slice(1).some((w) => /^[A-Z][a-z]/.test(w.text)) && !text.includes(key))
      continue;
    if (isGenericModifier(first.text)) continue;
    out.push(mention(/^[A-Z][a-z]/.test(surface) ? key : surface, start, end, 'phrase'));
  }
  // Duties are read only where headings list the job's duties and requirements, not in its summary.
  const inDuties = (at: number) =>
    asking.some(
      (s) => s.start <= at && at < s.end && s.block !== 'summary' && s.block !== 'header',
    );
  const duties = tagged.structured ? dutyPhrases(words).filter((c) => inDuties(c.start)) : [];
  const found = out.length;
  const overlaps = (a: number, b: number) =>
    taken(a, b) || out.slice(0, found).some((m) => m.start < b && a < m.end);
  for (const c of [...compoundPhrases(words), ...duties]) {
    const key = c.name.toLowerCase();
    if (isAvoided(key) || out.some((m) => m.name.toLowerCase() === key)) continue;
    if (key.split(/\s+/).some(isEvaluative)) continue;
    // "managing patient flow": what a phrase already names as written is not read again.
    if (!c.distributed && overlaps(c.objectStart ?? c.start, c.end)) continue;
    out.push({ ...mention(c.name, c.start, c.end, 'phrase'), name: c.name });
  }
  return out;
}
