import { listSkills } from '../skills/index.ts';
import type { Skill, TaggedWord } from '../skills/index.ts';

// The word classes the noun-phrase reading of requirements rests on
// (docs/decisions/110-posting-blocks.md).

// Words that open a noun phrase but judge or count rather than name ("strong SQL", "new tools").
export const LEAD = new Set(
  `a an the any some all other various important proper upcoming intuitive planned custom based responsible best modern strong solid good great excellent exceptional outstanding deep proven demonstrated demonstrable relevant related practical professional advanced basic working extensive significant sound thorough broad previous prior commercial more several many multiple new current latest key core general high highly large small wide different diverse varied complex effective efficient successful appropriate suitable specific particular similar own additional further full daily regular day-to-day ongoing existing possible potential excellent exciting interesting real reliable robust scalable secure innovative cutting-edge best better big certain clear common following simple whole wider usual same next last first second third main major minor overall total full-time part-time hands-on keen genuine positive inspiring comprehensive internal external expert correct frequent optimal periodic novel formal national national-level international global local mission-oriented indirect direct primary secondary equivalent proprietary real-world personal maintainable fixed federal timely accurate necessary required preferred desired applicable adequate broader deeper greater higher lower wider overall entire individual`.split(
    ' ',
  ),
);
// Words that judge, rank or size what they qualify ("an attractive pension", "close cooperation",
// "the most influential rankings", "a ground-breaking invention", "first class services"): a
// phrase they qualify describes the employer or the work, it names no skill to learn.
const EVALUATIVE = new Set(
  `attractive honest close closer influential ground-breaking groundbreaking leading market-leading world-leading industry-leading award-winning renowned prestigious famous well-known dynamic friendly ambitious unique fantastic amazing wonderful awesome incredible generous constant meaningful insufficient numerous right wrong perfect ideal huge enormous tremendous massive vibrant fast-growing fast-paced thriving booming rewarding challenging stimulating fun transparent class world-class first-class top-class top-notch top high-class best-in-class state-of-the-art active established emerging limited minimum maximum permanent temporary comparable final swift unpopular fluent unbridled`.split(
    ' ',
  ),
);
// Superlatives ("biggest", "largest", "finest"); "-est" words that are not ("interest", "test").
const SUPERLATIVE = /^[a-z]{3,}est$/;
const NOT_SUPERLATIVE =
  /(?:interest|request|test|forest|harvest|manifest|protest|contest|digest|suggest|conquest|inquest|quest|nest|vest|west|rest|chest|arrest)$/;

/** Whether a word judges, ranks or sizes rather than names ("attractive", "biggest", "close"). */
export const isEvaluative = (word: string) => {
  const w = word.toLowerCase();
  return EVALUATIVE.has(w) || (SUPERLATIVE.test(w) && !NOT_SUPERLATIVE.test(w));
};

// Heads that name no field of skill: "experience", "ability", "team", "variety" …
export const GENERIC_HEAD = new Set(
  `experience experiences skill skills ability abilities knowledge understanding awareness team teams role roles work works candidate candidates opportunity opportunities environment environments colleague colleagues staff people person persons individual individuals range variety level levels year years time times way ways part parts member members manner basis needs need requirement requirements area areas field fields duty duties task tasks responsibility responsibilities day days week weeks hour hours month months organisation organization company companies department departments business businesses job jobs post posts position positions use uses lot lots number numbers amount amounts kind kinds type types thing things example examples issue issues problem problems goal goals result results success growth future life career careers place places site sites world group groups unit units office offices member partner partners client clients customer customers patient patients user users others everyone anyone someone desire interest interests passion attitude approach commitment fit benefit benefits package salary pay plus bonus advantage degree degrees qualification qualifications detail details information idea ideas insight insights decision decisions change changes support tool tools technology technologies solution solutions product products service services project projects process processes system systems platform platforms framework frameworks application applications stories story advice expertise stakeholders functions parameters program programs programme programmes institution institutions facility facilities instruments capabilities capability proficiency accuracy objectives objective background backgrounds discipline disciplines leaders leader sector sectors contract contracts operations agencies agency sources source workshops direction practices performance correction strategies strategy reviews review streams reports report language languages quality standards standard policies policy procedures procedure regulations guidance compensation employment description descriptions certificate certificates vitae records characteristics versions meeting meetings minutes`.split(
    ' ',
  ),
);
// Generic as a head but naming a field's object as a modifier ("staff training", "patient flow",
// "contract management", "product launch"): these may open a phrase.
const MODIFIER_OK = new Set(
  `staff patient patients customer customers client clients user users project projects product products service services process processes system systems performance policy policies procedure procedures information tool tools technology platform framework application applications contract contracts operations business decision risk standards standard report reports strategy language partner partners site sites office`.split(
    ' ',
  ),
);
/** Words that make a phrase they open generic ("experience level", "team working"). */
export const isGenericModifier = (word: string) =>
  GENERIC_HEAD.has(word.toLowerCase()) && !MODIFIER_OK.has(word.toLowerCase());

// Heads that end a field of skill: nominalised activities and disciplines.
export const FIELD_SUFFIX = /(?:ing|tion|sion|ment|sis|ics|ogy|metry|graphy|scopy|apy|care|ine)$/;
// Nominalisations that name an outcome or a quality, not a field: "importance", "execution".
export const NOT_FIELD = new Set(
  `importance going coming document equipment enhancement environment department statement element instrument payment agreement movement motion correction conclusion convention execution balance presence functionality discovery execution direction justification credibility authority navigation interaction implementation delivery treatment extraction differentiation meeting getting defining building working thinking learning training setting making doing being having taking giving finding using providing ensuring including according following funding housing parking opening closing timing pricing wording listing offering understanding marketing engineering development management information communication education organisation organization accommodation application expectation opportunity position location condition situation operation relation recommendation contribution motivation dedication determination innovation collaboration foundation population generation production administration regulation integration evaluation consideration preparation presentation attention intention mission vision question section medicine routine discipline line machine online pipeline guideline deadline baseline timeline selection orientation arrangement satisfaction participation creation evolution`.split(
    ' ',
  ),
);

// Heads that name a job, not a skill ("line manager", "software engineer").
export const ROLE_HEAD =
  /^(?:manager|engineer|architect|administrator|assistant|technician|nurse|accountant|developer|designer|analyst|officer|lead|director|specialist|consultant|coordinator|advisor|adviser|practitioner|scientist|worker|holder|professional)s?$/;
// A word ends at least this many taxonomy skill names before it counts as a field's head.
const MIN_HEAD_USES = 3;

/** What the taxonomy's names tell the phrase reader, read in one pass over its skills. */
interface SkillVocabulary {
  /** Words that end several skills' names or aliases: the heads fields of skill are named by. */
  heads: Set<string>;
  /** One-word skill names and aliases, lower case ("data" is not one; "statistics" is). */
  words: Set<string>;
}

let skillVocabulary: SkillVocabulary | undefined;
/** Both sets, read in one pass when either is first asked; soft skills' names are labels, left out. */
function vocabulary(): SkillVocabulary {
  if (skillVocabulary) return skillVocabulary;
  const uses = new Map<string, number>();
  const words = new Set<string>();
  const read = (form: string) => {
    const lower = form.toLowerCase();
    // The last word after a space; none in a one-word form.
    const space = lower.search(/\s\S*$/);
    if (space < 0) words.add(lower);
    else {
      const head = lower.slice(space + 1);
      uses.set(head, (uses.get(head) ?? 0) + 1);
    }
  };
  // Indexed loops: the code runs once, before it is compiled, where `for…of` costs more.
  const skills = listSkills();
  for (let k = 0; k < skills.length; k++) {
    const s = skills[k] as Skill;
    if (s.category === 'soft') continue;
    read(s.name);
    for (let a = 0; a < s.aliases.length; a++) read(s.aliases[a] as string);
  }
  const heads = new Set<string>();
  for (const [word, n] of uses) if (n >= MIN_HEAD_USES) heads.add(word);
  skillVocabulary = { heads, words };
  return skillVocabulary;
}

export const WORD_POS = new Set(['ADJ', 'NOUN', 'PROPN']);
export const isAcronym = (w: string) => /^[A-Z][A-Z0-9&]{1,6}s?$/.test(w);

export function isFieldHead(head: string): boolean {
  const h = head.toLowerCase();
  if (GENERIC_HEAD.has(h) || ROLE_HEAD.test(h)) return false;
  const { heads } = vocabulary();
  if (heads.has(h) || heads.has(h.replace(/s$/, ''))) return true;
  const one = h.replace(/s$/, '');
  return (
    (FIELD_SUFFIX.test(h) && !NOT_FIELD.has(h)) || (FIELD_SUFFIX.test(one) && !NOT_FIELD.has(one))
  );
}

// Heads that name the tools, methods or rules of a field ("data tools", "testing frameworks",
// "environmental regulations"): a phrase with one counts when what they qualify is a field.
const QUALIFIED_HEAD = new Set(
  `tools systems frameworks processes process requirements model models techniques methods concepts theory principles standards regulations sets technologies programme program environment platforms software equipment`.split(
    ' ',
  ),
);

// Heads of the things a trade or a field works on ("electrical systems", "building services",
// "field equipment", "message queues"): a phrase with one counts when its modifier names a kind.
const OBJECT_HEAD = new Set(
  `systems services infrastructure equipment workflows queues sensors`.split(' '),
);

export function qualifiesField(chunk: TaggedWord[]): boolean {
  const head = chunk[chunk.length - 1]?.text.toLowerCase() ?? '';
  const modifier = chunk[chunk.length - 2]?.text ?? '';
  if (OBJECT_HEAD.has(head) && chunk.length <= 3)
    return !LEAD.has(modifier.toLowerCase()) && !isGenericModifier(modifier) && modifier !== 'data';
  return QUALIFIED_HEAD.has(head) && (isFieldHead(modifier) || isSkillWord(modifier));
}

/** One-word skill names and aliases of the taxonomy, lower case ("data" is not one; "statistics" is). */
export function isSkillWord(word: string): boolean {
  return vocabulary().words.has(word.toLowerCase());
}
