import { listSkills, tagWords } from '../skills/index.ts';
import type { SkillMention, TaggedWord } from '../skills/index.ts';
import type { PostingSentence } from './_sections.ts';

// Requirements read as noun phrases (docs/decisions/110-posting-blocks.md): the taxonomy cannot
// know every profession's terms ("patient flow", "flow cytometry", "contract management"), so the
// noun phrases of what the job asks are read too, and kept when they look like a field of skill.

/** Blocks whose sentences ask something of the candidate. */
const ASKING = new Set(['requirements', 'preferred', 'responsibilities']);

// Words that open a noun phrase but judge or count rather than name ("strong SQL", "new tools").
const LEAD = new Set(
  `a an the any some all other various modern strong solid good great excellent exceptional outstanding deep proven demonstrated demonstrable relevant related practical professional advanced basic working extensive significant sound thorough broad previous prior commercial more several many multiple new current latest key core general high highly large small wide different diverse varied complex effective efficient successful appropriate suitable specific particular similar own additional further full daily regular day-to-day ongoing existing possible potential excellent exciting interesting real reliable robust scalable secure innovative cutting-edge best better big certain clear common following simple whole wider usual same next last first second third main major minor overall total full-time part-time hands-on keen genuine positive inspiring comprehensive internal external expert correct frequent optimal periodic novel formal national national-level international global local mission-oriented indirect direct primary secondary equivalent proprietary real-world personal maintainable fixed federal timely accurate necessary required preferred desired applicable adequate broader deeper greater higher lower wider overall entire individual`.split(
    ' ',
  ),
);
// Heads that name no field of skill: "experience", "ability", "team", "variety" …
const GENERIC_HEAD = new Set(
  `experience experiences skill skills ability abilities knowledge understanding awareness team teams role roles work works candidate candidates opportunity opportunities environment environments colleague colleagues staff people person persons individual individuals range variety level levels year years time times way ways part parts member members manner basis needs need requirement requirements area areas field fields duty duties task tasks responsibility responsibilities day days week weeks hour hours month months organisation organization company companies department departments business businesses job jobs post posts position positions use uses lot lots number numbers amount amounts kind kinds type types thing things example examples issue issues problem problems goal goals result results success growth future life career careers place places site sites world group groups unit units office offices member partner partners client clients customer customers patient patients user users others everyone anyone someone desire interest interests passion attitude approach commitment fit benefit benefits package salary pay plus bonus advantage degree degrees qualification qualifications detail details information idea ideas insight insights decision decisions change changes support tool tools technology technologies solution solutions product products service services project projects process processes system systems platform platforms framework frameworks application applications stories story advice expertise proficiency accuracy objectives objective background backgrounds discipline disciplines leaders leader sector sectors contract contracts operations agencies agency sources source workshops direction practices performance correction strategies strategy reviews review streams reports report language languages quality standards standard policies policy procedures procedure regulations guidance`.split(
    ' ',
  ),
);
// Heads that end a field of skill: nominalised activities and disciplines.
const FIELD_SUFFIX = /(?:ing|tion|sion|ment|sis|ics|ogy|metry|graphy|scopy|apy|care|ine)$/;
// Nominalisations that name an outcome or a quality, not a field: "importance", "execution".
const NOT_FIELD = new Set(
  `importance balance presence functionality discovery execution direction justification credibility authority navigation interaction implementation delivery treatment extraction differentiation meeting getting defining building working thinking learning training setting making doing being having taking giving finding using providing ensuring including according following funding housing parking opening closing timing pricing wording listing offering understanding marketing engineering development management information communication education organisation organization accommodation application expectation opportunity position location condition situation operation relation recommendation contribution motivation dedication determination innovation collaboration foundation population generation production administration regulation integration evaluation consideration preparation presentation attention intention mission vision question section medicine routine discipline line machine online pipeline guideline deadline baseline timeline`.split(
    ' ',
  ),
);

// Heads that name a job, not a skill ("line manager", "software engineer").
const ROLE_HEAD =
  /^(?:manager|engineer|architect|administrator|assistant|technician|nurse|accountant|developer|designer|analyst|officer|lead|director|specialist|consultant|coordinator|advisor|adviser|practitioner|scientist|worker|holder|professional)s?$/;
// A word ends at least this many taxonomy skill names before it counts as a field's head.
const MIN_HEAD_USES = 3;

let skillVocabulary: Set<string> | undefined;
/** Words that end several taxonomy skills' names or aliases: the heads fields of skill are named by. */
function skillHeads(): Set<string> {
  if (skillVocabulary) return skillVocabulary;
  const uses = new Map<string, number>();
  for (const s of listSkills()) {
    if (s.category === 'soft') continue;
    for (const form of [s.name, ...s.aliases]) {
      const words = form.toLowerCase().split(/\s+/);
      const head = words[words.length - 1] ?? '';
      if (words.length > 1) uses.set(head, (uses.get(head) ?? 0) + 1);
    }
  }
  skillVocabulary = new Set([...uses].filter(([, n]) => n >= MIN_HEAD_USES).map(([w]) => w));
  return skillVocabulary;
}

const WORD_POS = new Set(['ADJ', 'NOUN', 'PROPN']);
const isAcronym = (w: string) => /^[A-Z][A-Z0-9&]{1,6}s?$/.test(w);

function isFieldHead(head: string): boolean {
  const h = head.toLowerCase();
  if (GENERIC_HEAD.has(h) || ROLE_HEAD.test(h)) return false;
  if (skillHeads().has(h) || skillHeads().has(h.replace(/s$/, ''))) return true;
  return FIELD_SUFFIX.test(h) && !NOT_FIELD.has(h);
}

// Heads that name the tools, methods or rules of a field ("data tools", "testing frameworks",
// "environmental regulations"): a phrase with one counts when what they qualify is a field.
const QUALIFIED_HEAD = new Set(
  `tools systems frameworks processes process requirements model models techniques methods concepts theory principles standards regulations sets technologies programme program environment platforms software equipment`.split(
    ' ',
  ),
);

function qualifiesField(chunk: TaggedWord[]): boolean {
  const head = chunk[chunk.length - 1]?.text.toLowerCase() ?? '';
  const modifier = chunk[chunk.length - 2]?.text ?? '';
  return QUALIFIED_HEAD.has(head) && (isFieldHead(modifier) || isSkillWord(modifier));
}

let skillWords: Set<string> | undefined;
/** One-word skill names and aliases of the taxonomy, lower case ("data" is not one; "statistics" is). */
function isSkillWord(word: string): boolean {
  if (!skillWords) {
    skillWords = new Set();
    for (const s of listSkills())
      for (const form of [s.name, ...s.aliases])
        if (!/\s/.test(form) && s.category !== 'soft') skillWords.add(form.toLowerCase());
  }
  return skillWords.has(word.toLowerCase());
}

/** Noun phrases of one tagged sentence: runs of adjectives and nouns ending on a noun. */
function chunks(words: TaggedWord[]): TaggedWord[][] {
  const out: TaggedWord[][] = [];
  let run: TaggedWord[] = [];
  const flush = () => {
    while (run.length && (run[run.length - 1]?.pos ?? '') === 'ADJ') run.pop();
    while (run.length && LEAD.has(run[0]?.text.toLowerCase() ?? '')) run.shift();
    // "drug discovery projects": a generic head names no field, but what it qualifies may.
    if (run.length >= 3 && GENERIC_HEAD.has(run[run.length - 1]?.text.toLowerCase() ?? ''))
      run.pop();
    if (run.length) out.push(run);
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

const EVERYDAY_GERUND =
  /^(?:looking|managing|developing|designing|building|meeting|working|using|achieving|making|getting|providing|ensuring|supporting|creating|delivering|taking|having|being|doing|including|following|leading|helping|growing|improving|maintaining|learning|bringing)$/;
const SEPARATOR = /^(?:,|\/|&|and|or|and\/or)$/i;

/**
 * Lists of a tagged sentence ("supervision, tutoring, workshops and lecturing"): runs of noun
 * phrases joined by commas, slashes and and/or, three or more, or two joined by and/or.
 */
function lists(words: TaggedWord[]): TaggedWord[][][] {
  const out: TaggedWord[][][] = [];
  let group: TaggedWord[][] = [];
  let run: TaggedWord[] = [];
  let joined = false;
  const close = () => {
    if (group.length >= 3 || (group.length === 2 && joined)) out.push(group);
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
 * Noun phrases of the sentences that ask something of the candidate that look like a field of
 * skill ("acute medicine", "contract management", "flow cytometry"), as mentions; `taken(start,
 * end)` tells where a taxonomy skill already stands.
 *
 * @example requirementPhrases(text, sentences, () => false)[0]?.name // 'patient flow'
 */
export function requirementPhrases(
  text: string,
  sentences: readonly PostingSentence[],
  taken: (start: number, end: number) => boolean,
  avoid: readonly string[],
): SkillMention[] {
  const asking = sentences.filter(
    (s) =>
      (ASKING.has(s.block) || (s.block === 'header' && s.tag === 'required')) &&
      !s.isHeading &&
      /[a-z]/.test(s.text),
  );
  if (asking.length === 0) return [];
  let joined = '';
  const shifts: [number, number][] = []; // [offset in joined, offset in text]
  for (const s of asking) {
    shifts.push([joined.length, s.start]);
    joined += `${text.slice(s.headingEnd ?? s.start, s.end)}\n`;
    if (s.headingEnd !== undefined)
      shifts[shifts.length - 1] = [shifts[shifts.length - 1]?.[0] ?? 0, s.headingEnd];
  }
  const avoided = avoid.map((a) => a.toLowerCase()).filter((a) => a.length > 2);
  const out: SkillMention[] = [];
  const words = tagWords(joined);
  const at = (w: TaggedWord) => {
    let i = 0;
    while (i < shifts.length - 1 && (shifts[i + 1]?.[0] ?? Infinity) <= w.start) i++;
    const [from, to] = shifts[i] ?? [0, 0];
    return to - from;
  };
  // Items of a list that names a known skill are skills of the same kind ("Python, Scala and
  // Airflow"; "supervision, tutoring, workshops and lecturing").
  for (const group of lists(words)) {
    const spans = group.map((item) => {
      while (item.length > 1 && LEAD.has(item[0]?.text.toLowerCase() ?? '')) item = item.slice(1);
      const first = item[0] as TaggedWord;
      const last = item[item.length - 1] as TaggedWord;
      return { item, start: first.start + at(first), end: last.end + at(last) };
    });
    const known = spans.filter((x) => taken(x.start, x.end)).length;
    if (known === 0) continue;
    for (const { item, start, end } of spans) {
      if (item.length > 3 || taken(start, end)) continue;
      const head = item[item.length - 1]?.text.toLowerCase() ?? '';
      if (GENERIC_HEAD.has(head) || ROLE_HEAD.test(head) || LEAD.has(head)) continue;
      if (item.some((w) => w.pos === 'ADJ') && item.length === 1) continue;
      if (GENERIC_HEAD.has(item[0]?.text.toLowerCase() ?? '')) continue;
      // One word is a skill when the list names two known skills or more, or when it names one
      // itself: a field or activity noun, a known skill word, or a name ("lecturing", "Luigi").
      if (
        known < 2 &&
        item.length === 1 &&
        !/^[A-Z]/.test(item[0]?.text ?? '') &&
        !isSkillWord(head) &&
        !(FIELD_SUFFIX.test(head) && !NOT_FIELD.has(head))
      )
        continue;
      // A verb inside a longer item makes it a clause ("management covering", "using data"); a
      // lone gerund is an activity unless it is an everyday verb ("managing", "looking").
      if (item.length > 1 ? item.some((w) => w.pos === 'VERB') : EVERYDAY_GERUND.test(head))
        continue;
      // Title Case words the text never writes in lower case name a department or a place.
      if (
        item.length > 1 &&
        item.slice(1).some((w) => /^[A-Z][a-z]/.test(w.text)) &&
        !item.some((w) => isAcronym(w.text)) &&
        !text.includes(text.slice(start, end).toLowerCase())
      )
        continue;
      const surface = text.slice(start, end);
      const key = surface.toLowerCase();
      if (avoided.some((a) => key.includes(a) || a.includes(key))) continue;
      out.push({
        name: /^[A-Z][a-z]+$/.test(surface) ? key : surface,
        category: 'hard',
        surface,
        start,
        end,
        source: 'list',
        confidence: 0.6,
      });
    }
  }
  const listed = (a: number, b: number) => taken(a, b) || out.some((m) => m.start < b && a < m.end);
  let si = 0;
  for (const chunk of chunks(words)) {
    const first = chunk[0] as TaggedWord;
    const last = chunk[chunk.length - 1] as TaggedWord;
    while (si < shifts.length - 1 && (shifts[si + 1]?.[0] ?? Infinity) <= first.start) si++;
    const [from, to] = shifts[si] ?? [0, 0];
    const start = first.start - from + to;
    const end = last.end - from + to;
    if (chunk.length < 2 || chunk.length > 4 || listed(start, end)) continue;
    if (!isFieldHead(last.text) && !qualifiesField(chunk)) continue;
    const surface = text.slice(start, end);
    const key = surface.toLowerCase();
    if (avoided.some((a) => key.includes(a) || a.includes(key))) continue;
    // Words in capitals name a department, a place or a programme ("Medical Admissions Unit"),
    // unless the text also writes the phrase in lower case.
    const inTitle = asking[si]?.block === 'header';
    if (!inTitle && chunk.slice(1).some((w) => /^[A-Z][a-z]/.test(w.text)) && !text.includes(key))
      continue;
    if (GENERIC_HEAD.has(first.text.toLowerCase())) continue;
    out.push({
      name: /^[A-Z][a-z]/.test(surface) ? key : surface,
      category: 'hard',
      surface,
      start,
      end,
      source: 'phrase',
      confidence: 0.6,
    });
  }
  return out;
}
