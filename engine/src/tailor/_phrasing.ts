// A CV line turned into a clause of a letter, in the first person and in the CV's own words: only
// the grammar around the line changes ("Led the migration" → "I led the migration", "Extensive
// knowledge in …" → "I bring extensive knowledge of …"), never a fact (decision 150).
import { getSkill } from '../skills/index.ts';
import { startsWithPastAction } from '../past-action.ts';
import { TRAILING_LABEL } from './_achievements.ts';
import { BASE_VERBS, PAST_FORMS, baseOf, isVerbForm } from './_letter-verbs.ts';

export { isVerbForm } from './_letter-verbs.ts';

// Nouns that are skills by name but common nouns in a sentence ("Marketing …", "Sales …").
const COMMON_SKILL_NOUN = /^(?:[a-z]{4,}(?:ing|ment|tion|sion|ance|ence|ics)|sales)$/;

/** True for a capitalised word that is a common noun, not a name: "Troubleshooting", "Cloud"; not "Go", "Kafka". */
function isCommonWord(word: string): boolean {
  return !getSkill(word) || COMMON_SKILL_NOUN.test(word.toLowerCase());
}

/** A word as it reads inside a sentence: "Managed" → "managed", but "Kafka", "AWS", "iOS" stay. */
export function lowerFirst(text: string): string {
  const first = /^([A-Z][a-z]+)\b/.exec(text)?.[1];
  if (!first || !isCommonWord(first)) return text;
  return first.toLowerCase() + text.slice(first.length);
}

/** Words a full stop shortens rather than ends a sentence after. */
const ABBREVIATION =
  /^(?:etc|incl|approx|esp|dept|misc|govt|corp|inc|ltd|vs|min|max|avg|est|nos?|ref|resp|std|tel|var|ver|viz)$/;

/** The line's first sentence, without its final punctuation. */
export function firstSentence(line: string): string {
  // A label before the line ("Main project: …", "Achievement: …") is the CV's layout, not its words.
  const t = line
    .trim()
    .replace(/^[-–•*·]\s*/, '')
    .replace(/^[A-Z][\w ]{0,25}:\s+(?=\S)/, '');
  // A full stop before a capital ends the sentence, with or without a space (PDF text loses some).
  // An acronym ends one too ("… to Unity3d WASM. UniRX …"); a lone initial ("U.S. Army") does not.
  const capital = /^(.+?(?:[a-z0-9)%]|[A-Z]{2}))\.\s*[A-Z]/.exec(t)?.[1] ?? t;
  // A CV typed in haste starts its next sentence in lower case ("Cut steaks and roast. prepared
  // seafood."): a full stop after a word, then a word, ends the sentence too, unless the stop is an
  // abbreviation's ("approx. 20", "incl. payroll", "e.g. Java").
  const lower = /^(.+?\b([a-z]{3,}))\.\s+[a-z]{2,}/.exec(capital);
  const cut = lower?.[1] && !ABBREVIATION.test(lower[2] ?? '') ? lower[1] : capital;
  // A tool or two a parse glued on after a semicolon ("… from 2 to 27 members; SQL") is no part of
  // it, nor the next part's label ("… based on Agile principles Results:").
  return runOn(cut)
    .replace(/;\s*[\w#+.-]+(?:\s[\w#+.-]+)?[.;:,\s]*$/, '')
    .replace(TRAILING_LABEL, '')
    .replace(/[.;:,\s]+$/, '');
}

/**
 * True when a piece of text has a verb where a verb stands: its first word, or a word in lower case
 * after it ("Conducted projects …", "… and assessed …"). A capitalised word inside ("Vendor Pay") is
 * a name's, not a verb.
 */
function hasVerb(text: string): boolean {
  const words = text.split(/\s+/);
  return (
    isVerbForm(words[0] ?? '') ||
    words.slice(1).some((w) => /^[a-z]+$/.test(w) && isVerbForm(w) && !/^(?:as|is|has)$/.test(w))
  );
}

/**
 * Bullets a parse ran together ("… conversion evaluation Assessed user activity …", "… using PHP,
 * MySQL Wrote new components …", "… laws Successfully won …") end at the second verb. Only when
 * what comes before is a bullet of its own, with a verb: in "In my position as Chief, Vendor Pay
 * Reports and Recon Branch, I exercised …" the capitalised "Reports" is part of a title.
 */
function runOn(text: string): string {
  const verb = (w: string) => isVerbForm(w) && !getSkill(w);
  for (const m of text.matchAll(
    /(?<=[a-z0-9%),] |[A-Z]{2} )(?:([A-Z][a-z]{3,}ly) ([a-z]{3,})|([A-Z][a-z]{3,}))\b/g,
  )) {
    const before = text.slice(0, m.index).trim();
    // After a capitalised word ("MySQL Wrote") only a past form ends a bullet: "Power BI Reports"
    // and "Russian Post" are names.
    const afterName = /(?:^|\s)[A-Z][\w-]*\s$/.test(text.slice(0, m.index));
    const word = m[3] ?? m[2] ?? '';
    const ok = m[3]
      ? verb(word) && (!afterName || PAST_FORMS.has(word.toLowerCase()) || /ed$/.test(word))
      : verb(word) && !afterName;
    // "… Orders to Cash, and Budget to Report areas …": a bullet never ends on "to" or "and".
    const open = /\b(?:to|of|and|or|the|a|an|for|from|with|by|in|on|at|as)$/i.test(before);
    // "Orders to Cash", "Research and Development": a capitalised name, not a bullet's verb.
    const name = /^\s+(?:to|and|of|&)\s+[A-Z]/.test(text.slice((m.index ?? 0) + m[0].length));
    if (ok && !open && !name && hasVerb(before)) return before;
  }
  return text;
}

/** Verbs a CV capitalised inside a list ("Measured and Recorded vitals, Assisted …") read in lower case. */
function tidy(text: string): string {
  // "Orders to Cash" and "Budget to Report" are names in capitals, not verbs.
  return text.replace(
    /(,\s+|\band\s+|&\s+)([A-Z][a-z]{2,})\b(?!\s+(?:to|and|of|&)\s+[A-Z])/g,
    (all, sep: string, word: string) =>
      isVerbForm(word) && !getSkill(word) ? `${sep}${word.toLowerCase()}` : all,
  );
}

/** "prepare" → "prepared" in a past job; a verb joined by "and" takes the same tense ("Cut and prepare" → "cut and prepared"). */
function inTense(rest: string, current: boolean): string {
  return rest.replace(/^(\s*(?:,\s*|and\s+|&\s+))([a-z]+)\b/, (all, sep: string, word: string) => {
    const base = baseOf(word);
    if (!base || PAST_FORMS.has(word)) return all;
    return `${sep}${current ? base : BASE_VERBS[base]}`;
  });
}

/** What a clause says: a thing done, a duty held, a role filled, or an ability the person brings. */
export type ClauseKind = 'action' | 'duty' | 'role' | 'ability';

/** A CV line as a first-person clause, and what kind of statement it is. */
export interface Clause {
  text: string;
  kind: ClauseKind;
}

const ADJ =
  '(?:(?:extensive|in-depth|solid|strong|deep|thorough|good|broad|sound|excellent|advanced|basic|practical|technical|expert|comprehensive|proven|hands-on|significant|considerable|wide|professional|demonstrated|exceptional|outstanding|superior|detailed|working)\\s+)*';

/** "Extensive knowledge in …" → "I bring extensive knowledge of …"; "Proficient in …" → "I am proficient in …". */
function asAbility(t: string): string | undefined {
  const low = lowerFirst(t);
  const know = new RegExp(`^(${ADJ})knowledge (?:in|of|about|with)\\b(.*)$`, 'i').exec(t);
  if (know) {
    const adj = (know[1] ?? '').toLowerCase();
    if (/^working\s/.test(adj)) return `I have a ${adj}knowledge of${know[2]}`;
    return `I ${adj ? 'bring' : 'have'} ${adj}knowledge of${know[2]}`;
  }
  const years =
    /^((?:over|more than|nearly|almost|about|around)\s+)?(\d+\+?|[a-z]+)\+?\s+years?['’]?\s+(?:of\s+)?((?:\w+\s+){0,2}experience\b.*)$/i.exec(
      t,
    );
  if (years) return `I have ${(years[1] ?? '').toLowerCase()}${years[2]} years of ${years[3]}`;
  const have = new RegExp(
    `^(${ADJ})(experience|expertise|background|track record|proficiency|familiarity|ability|abilities|competence|understanding|command|grasp|capability)\\b(.*)$`,
    'i',
  ).exec(t);
  if (have) {
    const [, adj = '', head = '', rest = ''] = have;
    const noun = `${adj}${head}`.toLowerCase();
    if (/^expertise$/i.test(head)) return `I bring ${noun}${rest}`;
    const countable = /^(background|track record|understanding|command|grasp|capability)$/i;
    const the = /^ability$/i.test(head) && !adj ? 'the ' : '';
    const a = countable.test(head) || (/^ability$/i.test(head) && adj) ? `${article(noun)} ` : '';
    return `I have ${the}${a}${noun}${rest}`;
  }
  // "Strong communication and organisation skills" → "I have strong …".
  // "Seeking a position to use my skills" is an objective, not a skill held.
  const head = t.split(/\s/)[0] ?? '';
  if (
    /^(?:[A-Za-z-]+[ ,]+){0,5}skills\b/i.test(t) &&
    !isVerbForm(head) &&
    !/^(?:seeking|looking|hoping|wanting|eager|aiming|to)$/i.test(head)
  )
    return `I have ${low}`;
  const adjective =
    /^((?:highly|very|fully|well|deeply)\s+)?(proficient|skilled|experienced|familiar|knowledgeable|competent|fluent|adept|versed|well-versed|comfortable|certified|able)\b(.*)$/i.exec(
      t,
    );
  if (adjective) return `I am ${low}`;
  return undefined;
}

/** "Responsible for …" → "I was responsible for …"; "Duties included …" → "my duties included …". */
function asDuty(t: string, current: boolean): string | undefined {
  const be = current ? 'am' : 'was';
  if (/^(?:(?:solely|directly|fully|also)\s+)?(?:responsible|accountable|in charge)\b/i.test(t))
    return `I ${be} ${lowerFirst(t)}`;
  if (/^(?:tasked|involved|entrusted|charged)\s+(?:with|in)\b/i.test(t))
    return `I ${be} ${lowerFirst(t)}`;
  // "Required to apply …": done to the person, never "I required to apply …".
  if (
    /^(?:required|expected|asked|requested|obliged|mandated|authori[sz]ed|empowered)\s+to\s/i.test(
      t,
    )
  )
    return `I ${be} ${lowerFirst(t)}`;
  // "Was supporting legacy code …", "Was involved in …": the CV's own past form, subject left out.
  if (/^(?:was|were)\s+(?:[a-z]{3,}ing|responsible|involved|in charge|tasked|part of)\b/i.test(t))
    return `I was ${t.replace(/^\S+\s+/, '')}`;
  if (/^(?:(?:sole|solo|full|overall|direct|shared)\s+)?responsibility\s+for\b/i.test(t))
    return `I ${current ? 'have' : 'had'} ${lowerFirst(t)}`;
  if (
    /^(?:duties|responsibilities|tasks|role|job|work)\s+(?:also\s+)?(?:included?|includes|consisted of|involved|involves|comprised|covered)\b/i.test(
      t,
    )
  )
    return `my ${lowerFirst(t)}`;
  return undefined;
}

// Past participles that start a passive line ("Promoted to …", "Based in …"): "I was promoted to …".
const PASSIVE =
  /^(promoted|selected|assigned|limited|based|located|appointed|chosen|nominated|hired|recruited|elected|commended|invited|seconded|transferred|deployed|stationed|posted|trained|certified|licensed|registered|recognized|recognised|featured|shortlisted)\s+(?:to|in|by|as|for|at|on|with|from)\b/i;

const PASSIVE_ONLY =
  /^(?:invited|featured|cited|accepted|shortlisted|recognized|recognised|downloaded)$/i;

/**
 * Whether a line opens with a past participle of something done to its subject ("Featured in …",
 * "Deployed to 40 teams", "Adopted by …"). In a job the subject is the person ("I was promoted
 * to …"); in a project it is the project, which a letter cannot write as "I was deployed to …".
 *
 * @example isPassiveLine('Featured in the PyTorch ecosystem tools') // true
 * @example isPassiveLine('Built a consumer library') // false
 */
export function isPassiveLine(line: string): boolean {
  const t = line.trim();
  return (
    PASSIVE.test(t) ||
    /^(?:adopted|used|starred|forked|published|merged|released|installed)\s+(?:by|in|into|on|at|across|over|more|\d)/i.test(
      t,
    ) ||
    PASSIVE_ONLY.test(/^\S+/.exec(t)?.[0] ?? '')
  );
}

const HEADING =
  /^\s+(?:[A-Z][a-z]+\s+){0,2}(?:Developer|Engineer|Manager|Analyst|Designer|Specialist|Consultant|Lead|Architect|Officer|Assistant|Technician|Administrator|Director)\b/;
// "Database based on PostgreSQL" says what a thing is made of, not what the person's work did.
const OWN_SUBJECT =
  /^\s+(?!(?:based|located|situated|focused|centred|centered|hosted)\s)[a-z]+ed\s+(?:into|by|in|with|to|at|for|from|on)\b/;

/** "Research integrated into Azure …" → "my research was integrated into Azure …": a noun, then its verb. */
function asOwnSubject(t: string): string | undefined {
  const m = /^([A-Z][a-z]+)(\s.*)$/s.exec(t);
  if (!m?.[1] || !m[2] || !OWN_SUBJECT.test(m[2]) || !isCommonWord(m[1])) return undefined;
  // "Was awarded for …" has its verb first: "my was were awarded …" is no sentence.
  if (/^(?:was|were|is|are|has|had|have|been|be)$/i.test(m[1])) return undefined;
  if (startsWithPastAction(t) || PASSIVE.test(t)) return undefined;
  const plural = /[^s]s$/.test(m[1]);
  return `my ${m[1].toLowerCase()} ${plural ? 'were' : 'was'}${m[2]}`;
}

/** "Led …", "Manage …", "Successfully delivered …" as "I led …", "I manage …", "I successfully delivered …". */
function asAction(t: string, current: boolean): string | undefined {
  const m = /^([A-Za-z][a-z]+(?:-[a-z]+)?)\b(.*)$/s.exec(t);
  if (!m?.[1]) return undefined;
  const [, first, rest = ''] = m;
  // "Pied Piper is a multi-platform technology …": the first words are the sentence's subject.
  if (/^\s+(?:\S+\s+)?(?:is|are)\s/.test(rest)) return undefined;
  // "Design and development of …" is a noun phrase of work done, not "I designed and development
  // of …": the words joined to the first are nouns.
  if (/^\s+(?:and|&)\s+[a-z]+(?:tion|sion|ment|ance|ence)\s+(?:of|for)\b/i.test(rest))
    return undefined;
  // "Process management of four teams", "Project management for …": a field of work named first
  // (a skill's name, or "… management"), not "I process management".
  const second = /^\s+([a-z]+)\b/.exec(rest)?.[1];
  if (second && (second === 'management' || getSkill(`${first} ${second}`))) return undefined;
  if (PASSIVE.test(t)) return `I ${current ? 'am' : 'was'} ${lowerFirst(t)}`;
  // "Awarded 'Teacher of the Month'" was done to the person: "I was awarded …".
  if (/^(?:awarded|granted)\s/i.test(t)) return `I ${current ? 'am' : 'was'} ${lowerFirst(t)}`;
  // "Invited talk at …", "Cited 340 times": done to the person's work, not by them.
  if (PASSIVE_ONLY.test(first)) return undefined;
  const base = baseOf(first);
  // "Cut" is a base and a past form: a current job reads it in the present.
  const present = current && base === first.toLowerCase();
  if (startsWithPastAction(t) && !present)
    return `I ${lowerFirst(first)}${withArticle(inTense(rest, false))}`;
  const adverb = /^([A-Za-z][a-z]+ly)\s+([a-z]+)\b(.*)$/s.exec(t);
  if (
    adverb?.[1] &&
    adverb[2] &&
    !/^(?:only|early|daily|weekly|monthly|family|supply|apply|rely|reply)$/i.test(adverb[1])
  ) {
    const inner = asAction(
      `${adverb[2][0]?.toUpperCase()}${adverb[2].slice(1)}${adverb[3]}`,
      current,
    );
    if (inner) return `I ${adverb[1].toLowerCase()} ${inner.slice(2)}`;
  }
  if (!base) return undefined;
  // "Lead Software Developer …" is a job title written as a heading, not a thing done.
  if (HEADING.test(rest)) return undefined;
  // "Research integrated into …" has its own subject: "my research was integrated into …".
  if (OWN_SUBJECT.test(rest)) return undefined;
  return `I ${current ? base : BASE_VERBS[base]}${withArticle(inTense(rest, current))}`;
}

// Things a CV names as one thing built or run, in its shorthand without an article ("Implemented
// novel learning framework"); a letter's sentence needs one: "I implemented a novel learning
// framework". Nouns only ever counted one by one; "infrastructure", "code", "support" are not.
const ONE_THING = new Set(
  'framework pipeline mechanism system platform tool library dashboard model process program programme website application app database feature module engine algorithm workflow strategy campaign method initiative prototype curriculum policy portal interface chatbot bot server cluster product procedure protocol script template guide microservice integration migration redesign rewrite audit survey roadmap'.split(
    ' ',
  ),
);
// The one of its kind the sentence means: "scaled the engineering team".
const THE_THING = new Set(['team', 'department']);
// Words that end the object's noun phrase, or show it has its own determiner or count.
const PHRASE_END =
  /^(?:from|for|to|with|across|in|on|at|by|of|that|which|who|using|through|into|over|under|within|via|while|as|and|or|between|among|per)$/i;
const DETERMINED =
  /^(?:a|an|the|my|our|their|his|her|its|this|that|these|those|all|each|every|several|many|multiple|various|numerous|over|more|most|some|any|both|one|two|three|four|five|six|seven|eight|nine|ten|up|out|off|down|back|it|them|him|me|us|and|or)$/i;

/**
 * The article a CV's shorthand leaves out before the clause's object, when the object is one thing
 * a known noun names: " novel learning framework for X" → " a novel learning framework for X".
 * Nothing is claimed that the line does not say; an object the rule cannot read stays as written.
 *
 * @example withArticle(' sparse attention mechanism') // ' a sparse attention mechanism'
 */
function withArticle(rest: string): string {
  const m = /^(\s+)(\S.*)$/s.exec(rest);
  if (!m?.[1] || !m[2]) return rest;
  const words = m[2].split(/\s+/);
  const first = words[0] ?? '';
  // An object that opens with its own determiner, a preposition ("with a team") or a name.
  if (DETERMINED.test(first) || PHRASE_END.test(first) || !/^[a-z]/.test(first)) return rest;
  for (let i = 0; i < Math.min(6, words.length); i++) {
    const word = words[i] ?? '';
    const bare = word.replace(/[.,;:!?]+$/, '');
    if (i > 0 && (PHRASE_END.test(bare) || DETERMINED.test(bare))) return rest;
    if (!/^[\p{L}-]+$/u.test(bare)) return rest;
    const head = bare.toLowerCase();
    if (!ONE_THING.has(head) && !THE_THING.has(head)) continue;
    // The head ends the phrase: the text ends, a comma, a preposition, or a participle
    // ("pipeline deployed across …", "platform serving 2M users").
    const next = words[i + 1];
    const ends =
      bare !== word ||
      next === undefined ||
      PHRASE_END.test(next) ||
      (/^[a-z]+(?:ed|ing)$/.test(next) &&
        !/^(?:learning|processing|testing|training|monitoring|reporting|marketing|engineering|banking|billing|booking|pricing|hosting|logging|networking)$/.test(
          next,
        ));
    if (!ends) continue;
    const det = THE_THING.has(head) ? 'the' : article(m[2]);
    return `${m[1]}${det} ${m[2]}`;
  }
  return rest;
}

// A role named as a noun ("Developer on numerous projects", "Cable installer for …").
const ROLE =
  /^((?:[A-Za-z&-]+\s+){0,3}?(?:[A-Za-z]{2,}(?:er|or|ist|ian|ant)|manager|lead|head|engineer|analyst|specialist|consultant|coordinator|officer|assistant|member|representative|technician|administrator|architect|designer|volunteer|intern|trainee|POC))(\s+and\s+[a-z]{2,}(?:er|or|ist))?\s+(?:for|on|to|with|at|in|of|within|across)\s/;
const NOT_ROLES =
  /^(?:order|number|other|after|under|water|paper|letter|matter|power|customer|computer|center|centre|major|minor|prior|color|colour|floor|door|factor|sector|error|author|transfer|cluster|folder|filter|router|container|parameter|buffer|header|footer|border|chapter|quarter|layer|banner|trigger)$/i;

/** "Developer on numerous projects …" → "I worked as a developer on numerous projects …". */
function asRole(t: string, current: boolean): string | undefined {
  const m = ROLE.exec(t);
  if (!m?.[1]) return undefined;
  const last = m[1].trim().split(/\s+/).pop() ?? '';
  if (NOT_ROLES.test(last)) return undefined;
  const noun = lowerFirst(t);
  return `I ${current ? 'work' : 'worked'} as ${article(noun)} ${noun}`;
}

// A noun phrase of work done ("Development of …", "Installing and maintaining …", "Cross selling of …").
const NOMINAL =
  /^(?:[a-z]+(?:tion|sion|ment|ance|ence|ing|sis|ure|ship)|support|maintenance|research|design|sales|analysis|procurement)$/i;

/** "Implementation of …" → "my work included the implementation of …". */
function asWorkDone(t: string): string | undefined {
  const words = t.split(/\s+/);
  const [w1 = '', w2 = '', w3 = ''] = words;
  // "During …", "While reporting …" open a phrase around the work, not the work itself.
  if (
    /^(?:during|including|regarding|following|according|concerning|pending|notwithstanding|while|when|after|before|by|for|in|on|with|through|as|since|upon|from|to|of|and|or|also|then)$/i.test(
      w1,
    )
  )
    return undefined;
  const nominal =
    NOMINAL.test(w1) ||
    (NOMINAL.test(w2) && /^(?:of|and|for|in|on)$/i.test(w3) && !/^[A-Z]{2,}/.test(w1));
  // "Research integrated into Azure" has its own verb: the noun is its subject, not work done.
  if (!nominal || /^\S+\s+[a-z]+ed\s+(?:into|by|in|with|to|at|for|from|on)\b/.test(t))
    return undefined;
  const phrase = lowerFirst(t);
  // "Implementation of …" reads with its article; a gerund ("Installing …") without one.
  const the = /^[a-z]+(?:tion|sion|ment|ance|ence)\s+of\b/.test(phrase) ? 'the ' : '';
  // "my work included" in a current job too: the honesty check reads that frame as the CV's words.
  return `my work included ${the}${phrase}`;
}

// Words after which a verb form is a noun: "my work", "the design", "of monitoring".
const NOUN_BEFORE =
  /^(?:my|our|the|a|an|his|her|their|its|this|that|these|those|of|to|for|in|with|on|at|by|from)$/i;

/**
 * The line as a first-person clause of one of four kinds, or undefined when it has no shape a
 * sentence can be built on (a list of tools, a heading, a passive fragment): such a line stays
 * out of the letter rather than read badly.
 *
 * @example asClause('Working knowledge of fibre splicing')?.text // 'I have a working knowledge of fibre splicing'
 */
export function asClause(line: string, current = false): Clause | undefined {
  const t = tidy(firstSentence(line));
  if (!t || INTENT.test(t)) return undefined;
  // "I was required to …", "I was responsible for …": the CV's own first person, a duty still.
  if (
    /^I\s+(?:was|am|were)\s+(?:(?:also|solely|directly)\s+)?(?:required|expected|asked|responsible|accountable|tasked|involved|in charge)\b/.test(
      t,
    )
  )
    return { text: t, kind: 'duty' };
  if (/^I\s/.test(t)) return { text: t, kind: 'action' };
  const ability = asAbility(t);
  if (ability) return { text: ability, kind: 'ability' };
  // "Excited to contribute …", "Passionate about …": how the person feels, not a thing done
  // ("I excited to contribute …").
  if (STATE.test(t)) return { text: `I am ${lowerFirst(t)}`, kind: 'ability' };
  // "Currently working on …" is true of a current job only.
  if (/^currently\s+[a-z]+ing\b/i.test(t))
    return current ? { text: `I am ${lowerFirst(t)}`, kind: 'action' } : undefined;
  const duty = asDuty(t, current);
  if (duty) return { text: duty, kind: 'duty' };
  const action = asAction(t, current);
  if (action) return { text: action, kind: 'action' };
  const own = asOwnSubject(t);
  if (own) return { text: own, kind: 'action' };
  // Already in the first person ("My branch monitored …", "In this role I was responsible …"), with
  // a verb of its own ("In my position as Chief, Vendor Pay" has none). A word after "my", "the",
  // "of" … is a noun there ("as a part of my work as …"), not the sentence's verb.
  const words = t.split(/\s+/);
  const hasVerb =
    /\bI\s+[a-z]/.test(t) ||
    words
      .slice(1)
      .some((w, i) => /^[a-z]+$/.test(w) && isVerbForm(w) && !NOUN_BEFORE.test(words[i] ?? ''));
  // "Solving customer issues in ticket system engineer, I am able to …": a participle hanging
  // before a subject that did nothing, most often two columns' lines run together; no frame can
  // take it. "Working with the CFO, I cut the close to four days" is an action and stays.
  if (/^[A-Z][a-z]+ing\b[^,]*,\s*I\s+(?:am|can|could|have|was able)\b/.test(t)) return undefined;
  if ((/^(?:My|We|Our)\s/.test(t) || /\b(?:I|my)\b/.test(t)) && hasVerb)
    return { text: lowerFirst(t), kind: 'action' };
  // "In collaboration with DFAS, developed a tool" → "in collaboration with DFAS, I developed a tool".
  const intro =
    /^((?:In|With|During|After|Upon|Within|Following|Through|Alongside|Working with)\s[^,]{2,60}),\s+(.+)$/.exec(
      t,
    );
  if (intro?.[1] && intro[2]) {
    const inner = asAction(intro[2], current);
    if (inner)
      return {
        text: `${intro[1][0]?.toLowerCase()}${intro[1].slice(1)}, ${inner}`,
        kind: 'action',
      };
  }
  const role = asRole(t, current);
  if (role) return { text: role, kind: 'role' };
  const work = asWorkDone(t);
  if (work) return { text: work, kind: 'duty' };
  return undefined;
}

// What the person wants next ("Seeking a role in DevOps", "Excited to contribute expertise in …
// to drive innovation", "Aspiring data scientist"): an objective's words, not work done, and
// filler in a letter's account of it ("my work included seeking a challenging position").
const INTENT =
  /^(?:(?:currently|actively)\s+)?(?:seeking|aspiring|(?:looking|hoping|wishing|wanting|aiming|striving|eager|keen|excited|thrilled|ready)\s+to\s|looking\s+for\s|to\s+(?:obtain|secure|pursue|find|gain|join)\s)/i;

const STATE =
  /^(?:(?:very|deeply|highly|truly|always)\s+)?(?:excited|eager|keen|passionate|committed|dedicated|motivated|interested|determined|thrilled|enthusiastic)\s+(?:to|about|by|in|for)\s/i;

/** "a" or "an" for a phrase: "an MSc", "a BSc", "an Engineering Manager", "a UX designer". */
export function article(phrase: string): 'a' | 'an' {
  const word = /^[\p{L}\p{N}]+/u.exec(phrase.trim())?.[0] ?? '';
  // A letter read by its name: "an M.Sc.", "an MSc", "a BSc", "an HR lead".
  if (/^[A-Z]{2,}/.test(word) || /^[A-Z][A-Z]?[a-z]{1,2}$/.test(word) || /^[A-Z]$/.test(word))
    return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  if (/^(uni|use|usu|eu|one\b|once)/i.test(word)) return 'a';
  if (/^(hour|honest|heir)/i.test(word)) return 'an';
  if (/^8/.test(word) || /^(11|18)$/.test(word)) return 'an';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** "A", "A and B", "A, B and C". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

// Plurals that stay plural before a noun: "sales work", "operations experience".
const PLURAL_MODIFIER =
  /^(?:sales|operations|communications|relations|services|systems|logistics|analytics|economics|news|goods|arts|accounts|customs|graphics|electronics|robotics|mechanics|physics|statistics|mathematics|ethics)$/;

/**
 * Names as they read before a noun ("the … work", "my … experience"): a one-word plural item in
 * lower case reads as its activity where the taxonomy has one ("reports" → "reporting", "audits" →
 * "auditing"), else in the singular ("databases" → "database"); a plural acronym loses its "s"
 * ("APIs" → "API"). Names and phrases stay as they are.
 * @example asModifier('Java, APIs and reports') // 'Java, API and reporting'
 */
export function asModifier(names: string): string {
  return names.replace(
    /(^|, | and )([a-z]+s|[A-Z]{2,}s)(?=$|,| and )/g,
    (_, before: string, w: string) => {
      if (/^[A-Z]/.test(w)) return `${before}${w.slice(0, -1)}`;
      if (/(?:ss|us|is|ics)$/.test(w) || PLURAL_MODIFIER.test(w)) return `${before}${w}`;
      const one = w.endsWith('ies')
        ? `${w.slice(0, -3)}y`
        : /(?:sses|xes|ches|shes)$/.test(w)
          ? w.slice(0, -2)
          : w.slice(0, -1);
      const activity = getSkill(`${one}ing`);
      return `${before}${activity ? activity.name.toLowerCase() : one}`;
    },
  );
}

/** The ending of a one-word common noun: "Advertising", "Statistics", "Compliance", "Photography". */
const COMMON_NOUN_END = /(?:ing|ment|tions?|sions?|ics|ance|ence|ship|ity|ogy|graphy|ness|ism)$/;

/**
 * A skill name as it reads inside a sentence: a common-noun phrase in sentence case loses its
 * capital ("Event-driven architecture" → "event-driven architecture"), and so does a known skill of
 * one word that is a common noun ("Advertising" → "advertising"); names stay ("Apache Kafka", "Go",
 * "Spring", "Ruby").
 */
export function inSentence(name: string): string {
  const lower = name[0]?.toLowerCase() + name.slice(1);
  if (/^[A-Z][a-z]+(?:[ -][a-z]+)+$/.test(name)) return lower;
  if (!/^[A-Z][a-z]{3,}$/.test(name) || !COMMON_NOUN_END.test(name)) return name;
  const category = getSkill(name)?.category;
  return category === 'hard' || category === 'soft' || category === 'domain' ? lower : name;
}

const UNITS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** A whole number under 100 as a letter writes it: 6 → "six", 21 → "twenty-one"; larger ones as digits. */
export function numberWord(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 99) return String(n);
  if (n < 20) return UNITS[n]!;
  const unit = n % 10;
  return `${TENS[Math.floor(n / 10)]}${unit ? `-${UNITS[unit]}` : ''}`;
}
