import { EDUCATION_RANK, educationIn } from './_fields.ts';
import type { EducationLevel } from './_fields.ts';
import type { PostingSentence } from './_sections.ts';

// The rules of each knockout kind (docs/decisions/113-knockout-rules.md), given the part of a
// sentence that asks (optional clauses and pre-employment checks taken out) and whether it asks
// anything of the candidate; `_knockouts.ts` decides which sentences are read at all.

// Softened conditions: "may be required to work weekends", "occasional travel".
const SOFT =
  /\b(may|might|could|occasional(?:ly)?|from time to time|on occasion|if (?:needed|required)|where (?:needed|required)|as (?:and when )?needed|(?:some|minimal|limited|little|light) (?:travel|weekend)|available to suit|flexible (?:shifts?|hours|working|schedule|rota)|various shifts|no (?:nights|night shifts|weekends|evenings|on[- ]call|travel|overtime)|paid overtime)\b/i;

/** Up to `words` words from `at`, stopping at a clause break. */
function phrase(text: string, at: number, words: number): string {
  const rest = text.slice(at).split(/[;:,()\n]|\.(?=\s|$)/)[0] ?? '';
  const kept = rest.trim().split(/\s+/).slice(0, words);
  while (
    kept.length > 1 &&
    /^(?:of|the|a|an|to|in|at|and|or|with|for|from|by|on)$/i.test(kept.at(-1) ?? '')
  )
    kept.pop();
  return kept.join(' ');
}

// ---- work authorisation
const AUTH =
  /\b(authori[sz]ed to work|authori[sz]ation to work|work authori[sz]ation|right to work|eligib(?:le|ility) to work|legally (?:able|eligible|entitled|permitted|authori[sz]ed) to work|work permit|citizen(?:ship|s)?|green card|permanent residen(?:t|ce|cy)|settled status|indefinite leave to remain|u\.?s\.? persons?|itar)\b/i;
const NO_SPONSOR =
  /\b(?:not|unable to|cannot|can't|won't|do not|does not|don't|no)\b[^.;]{0,30}?\bsponsor(?:ship|ing)?\b|\bsponsorship\b[^.;]{0,20}?\b(?:not|unavailable)\b|\bwithout\b[^.;]{0,25}?\bsponsorship\b/i;
const COUNTRY: [RegExp, string, string][] = [
  [/\b(?:u\.?s\.?a?\.?|united states|american)(?=[\s,;.)/]|$)/i, 'US', 'the US'],
  [/\b(?:uk|u\.k\.|united kingdom|british)\b/i, 'UK', 'the UK'],
  [/\bcanad\w*/i, 'Canadian', 'Canada'],
  [/\baustrali\w*/i, 'Australian', 'Australia'],
  [/\b(?:eu|european union)\b/i, 'EU', 'the EU'],
];

/** Right to work, citizenship or no sponsorship: `'right to work in the UK'`, `'no visa sponsorship'`. */
export function authorization(t: string, asks: boolean): string | undefined {
  if (NO_SPONSOR.test(t)) return 'no visa sponsorship';
  const m = AUTH.exec(t);
  if (!m || !asks) return undefined;
  const country = COUNTRY.find(([re]) => re.test(t));
  if (/citizen/i.test(m[0])) return country ? `${country[1]} citizenship` : 'citizenship';
  if (/person|itar/i.test(m[0])) return 'US person (ITAR)';
  return country ? `right to work in ${country[2]}` : 'right to work';
}

// ---- security clearance
const CLEARANCE =
  /\b(ts\/sci|top secret|polygraph|(?:active|current|secret|sc|dv|nv1|nv2|baseline|public trust|security|government|federal|dod|nato)\s+(?:security\s+)?clearance|clearance (?:is |will be )?required|(?:obtain|maintain|hold|eligible for|able to get)\s+(?:an?\s+|the\s+)?(?:\w+\s+)?clearance)\b/i;

/** The clearance asked: `'TS/SCI with polygraph'`, `'SC clearance'`, `'security clearance'`. */
export function clearance(t: string): string | undefined {
  if (!CLEARANCE.test(t)) return undefined;
  if (/\bts\/sci\b/i.test(t))
    return /polygraph|\bpoly\b/i.test(t) ? 'TS/SCI with polygraph' : 'TS/SCI';
  if (/\btop secret\b/i.test(t)) return 'Top Secret clearance';
  if (/\bsecret\b/i.test(t)) return 'Secret clearance';
  const level = /\b(sc|dv|nv1|nv2)\b/i.exec(t)?.[1];
  if (level) return `${level.toUpperCase()} clearance`;
  if (/\bpublic trust\b/i.test(t)) return 'Public Trust clearance';
  return /\bclearance\b/i.test(t) ? 'security clearance' : 'polygraph';
}

// ---- licences, registrations, certifications (case-sensitive: "NMC", not "nmc")
const BODY =
  /\b(NMC|HCPC|GMC|GPhC|GDC|GOC|NISCC|SSSC|Social Work England|RGN|RMN|CSCS|ECS(?= card)|SIA|Gas Safe|ASCP|CPA|CDL|HGV|LGV|PCV|NREMT|BLS|ACLS|PALS|BCBA|LCSW|LMSW|LMFT|LPC|RN|LPN|LVN|CNA)\b/;
const BODY_DETAIL: [RegExp, string][] = [
  [
    /^(?:NMC|HCPC|GMC|GPhC|GDC|GOC|NISCC|SSSC|Social Work England|RGN|RMN|Gas Safe)$/,
    'registration',
  ],
  [/^(?:CSCS|ECS)$/, 'card'],
  [/^(?:ASCP|NREMT|BLS|ACLS|PALS|BCBA)$/, 'certification'],
];
const DRIVING = /\b(?:driving|driver['’]?s?)\s+licen[cs]e\b|\blicen[cs]e to drive\b/i;
const NOT_A_LICENCE =
  /(?!\s+(?:management|agreements?|compliance|fees?|keys?|costs?|servers?|models?|terms|tracking|audits?|process(?:es)?|opportunities|deals))/;
const HELD = new RegExp(
  `\\b(?:hold|holds|holding|have|has|possess|possesses|maintain|obtain|current|valid|active|full|unrestricted|professional|state)\\s+(?:(?:a|an|the|your|their)\\s+)?(?:(?!(?:of|in|with|for|about|on|to|and|or|experience|knowledge|understanding)\\b)[\\w&/-]+\\s+){0,3}?(licen[cs]e|licensure|registration|certification)\\b${NOT_A_LICENCE.source}`,
  'i',
);
const LICENSED_AS =
  /\b(?:licensed|registered|certified|chartered|board[- ]certified)\s+(?:as|by|with|to practi[cs]e)\b/i;
const NEEDED_LICENCE =
  /\b(licen[cs]e|licensure|registration|certification)\s+(?:is\s+|are\s+)?(?:required|essential|mandatory|a must)\b/i;
const REGISTERED_ROLE =
  /(?:^\W*|\b(?:a|an|and|as)\s+(?:\w+\s+)?)(registered\s+(?:nurse|practitioner|midwife|nursing associate|pharmacist|pharmacy technician|dietitian|social worker|paramedic|physiotherapist|radiographer|(?:general|mental health|learning disabilit(?:y|ies)|children['’]s|adult) nurse))/i;
const WANTED = /\b(?:opportunity for|looking for|seeking|recruit\w*)\b/i;

/** A licence asked for: its family (one of each per posting) and whether a named one should replace it. */
export interface Licence {
  family: 'driving' | 'professional';
  detail: string;
  /** Named only by a role ("a registered midwife"): a later named registration is more precise. */
  weak?: boolean;
}

/** A registration, licence or certification held: `'NMC registration'`, `'driving licence'`. */
export function licence(t: string, asks: boolean): Licence | undefined {
  if (DRIVING.test(t) && asks) return { family: 'driving', detail: 'driving licence' };
  const held = asks || /\b(?:hold|holds|possess|possesses)\b/i.test(t);
  const body = BODY.exec(t)?.[1];
  if (body && held) {
    const noun = BODY_DETAIL.find(([re]) => re.test(body))?.[1] ?? 'licence';
    return { family: 'professional', detail: body === 'CDL' ? 'CDL' : `${body} ${noun}` };
  }
  const role = REGISTERED_ROLE.exec(t);
  if (role?.[1] && (held || WANTED.test(t)))
    return {
      family: 'professional',
      detail: role[1].replace(/\s+/g, ' ').replace(/^r/, 'R'),
      weak: true,
    };
  if (!held) return undefined;
  const as = LICENSED_AS.exec(t);
  if (as) return { family: 'professional', detail: phrase(t, as.index, 6) };
  const m = HELD.exec(t) ?? NEEDED_LICENCE.exec(t);
  const noun = m?.[1];
  if (!m || !noun) return undefined;
  // The credential's own name before the noun ("AWS Certified Developer certification").
  const at = m.index + m[0].toLowerCase().lastIndexOf(noun.toLowerCase());
  const name = /((?:[A-Z][\w+&/.-]*\s+){1,5})$/.exec(t.slice(0, at))?.[1]?.trim();
  const word = noun.toLowerCase().replace(/^licen[cs]e$/, 'licence');
  if (name) return { family: 'professional', detail: `${name} ${word}` };
  const words = phrase(t, m.index, 6)
    .replace(/^(?:hold|holds|holding|have|has|possess|possesses|maintain|obtain)\s+/i, '')
    .replace(/^(?:a|an|the|your|their)\s+/i, '')
    .replace(/\s+(?:is|are)?\s*(?:required|essential|mandatory|a must)\b.*$/i, '');
  return { family: 'professional', detail: words.replace(/\blicen[cs]e\b/i, 'licence') };
}

// ---- location: presence, residence or a move the candidate must accept
const ONSITE = [
  /\b(?:role|position|job|post|work|you)\s+(?:is|are|will be|would be|'ll be)\s+(?:(?:fully|entirely|100%|primarily|mainly|based)\s+)?(on[- ]?site|in[- ]office|office[- ]based|in[- ]person)\b/i,
  /\b(?:must|need to|needs to|required to|expected to|able to|willing to)\s+(?:be|work|attend|report)\s+(?:(?:fully|full[- ]time|primarily|physically)\s+)?(?:on[- ]?site|in[- ]office|in (?:the|our) office|in[- ]person)\b/i,
  // "Work on-site in Leeds", "working onsite five days": not "working on site reliability".
  /\bwork(?:ing)?\s+(?:fully\s+|full[- ]time\s+|exclusively\s+)?(?:on[- ]?site|in[- ]office|from (?:the|our) office)\b(?=\s*(?:[.,;:)!]|$)|\s+(?:at|in|from|full[- ]time|every|each|\d|one|two|three|four|five|days?|and)\b)(?!\s+(?:at|with|for)\s+(?:our\s+)?(?:clients?|customers?))/i,
  /\b(?:on[- ]?site|in[- ]office|office[- ]based|in[- ]person)\s+(?:role|position|job|post|only|working|presence|attendance|basis|\d+ days)\b/i,
  /^\W*(?:location|workplace(?: type)?|work(?:ing)? (?:mode|arrangement|model|location|type|pattern))\s*:[^.]*\b(?:on[- ]?site|in[- ]office|office[- ]based)\b/i,
  /\((?:fully\s+|100%\s+)?on[- ]?site\)/i,
];
const RELOCATE =
  /\b(?:must|willing(?:ness)? to|able to|required to|needs? to|prepared to|expected to|happy to)\s+(?:\w+\s+)?relocate\b|\brelocation (?:is |will be )?(?:required|mandatory|necessary|expected|a must)\b/i;
const RESIDE =
  /\b(?:live|living|reside|residing|be based|be located|be resident|be local)\s+(?:with)?in\b(?!(?:\s+\S+){0,4}?\s+(?:group|team|department|lab|laboratory|unit|division)\b)|\bwithin (?:a )?(?:commuting|commutable|reasonable (?:travel(?:ling)?|commuting)) distance\b|\blocal (?:candidates|applicants) only\b|\bmust be local\b/i;
const PLACE =
  /^[^.;]{0,40}?\b(?:in|at)\s+(?:our\s+|the\s+)?([A-Z][a-zA-Z'.-]+(?:\s+[A-Z][a-zA-Z'.-]+){0,2}(?:,\s*[A-Z][a-zA-Z]+)?)/;
// "Location: Austin, TX (On-site)".
const LABELLED_PLACE = /^\W*(?:work\s+)?location\s*:\s*([A-Z][^()\n;|]*?)[\s,]*(?:\(|[|–—]|-\s|$)/i;
const NOT_PLACE =
  /^(?:Office|Site|Hub|Headquarters|HQ|Head|Our|The|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/;

// Days of presence in a hybrid role: a screen only when the sentence asks for them.
const OFFICE_DAYS =
  /\b(\d|one|two|three|four|five)\s+days?\s+(?:(?:a|per|each)\s+week\s+)?(?:on[- ]?site|in[- ]office|(?:in|at|from)\s+(?:the|our)\s+(?:office|site|hub|studio))\b/i;
const FULLY_REMOTE =
  /\b(?:fully|100%|completely|entirely) remote\b|\bremote[- ](?:first|only|based)\b|\bwork from anywhere\b/i;

/** On-site presence, office days, relocation or residence: `'on-site in Waltham, MA'`. */
export function location(t: string, asks: boolean): string | undefined {
  if (FULLY_REMOTE.test(t)) return undefined;
  const hybrid = /\b(?:hybrid|remote)\b/i.test(t) && !/\b(?:not|no|non)[- ]remote\b/i.test(t);
  for (const re of hybrid && !asks ? [] : ONSITE) {
    const m = re.exec(t);
    if (!m) continue;
    const place = LABELLED_PLACE.exec(t)?.[1] ?? PLACE.exec(t.slice(m.index))?.[1];
    return place && !NOT_PLACE.test(place) ? `on-site in ${place.replace(/\.+$/, '')}` : 'on-site';
  }
  if (!asks) return undefined;
  const days = OFFICE_DAYS.exec(t);
  if (days) return `on-site ${days[1]} days a week`;
  if (RELOCATE.test(t)) return 'relocation';
  const reside = RESIDE.exec(t);
  return reside ? phrase(t, reside.index, 7) : undefined;
}

// ---- degree, read more strictly than educationIn: "master new tools" is a verb, "B.S." a degree
// "Scrum Master", "master data"; and "master" before a lower-case word ("master new tools").
const MASTER_COMPOUND =
  /\bscrum\s+masters?\b|\bmaster\s+(?:data|plan|schedule|file|class|copy|key|node|branch|record|list)s?\b/gi;
const MASTER_VERB =
  /\b[Mm]aster\b(?!['’]s)(?=\s+(?!(?:degree|degrees|of|in|or|and|level|programme|program|students?)\b)[a-z])/g;
// Forms educationIn misses: dotted ("B.S. in"), bare capitals ("BS or MS"), "advanced degree".
const MORE_LEVELS: [EducationLevel, RegExp][] = [
  ['doctorate', /\bph\.\s?d\b/i],
  ['master', /\b(?:m\.s|m\.a|m\.sc|m\.eng|m\.b\.a)\.?(?=[\s,;/)]|$)|\badvanced degree\b/i],
  ['master', /\bMS(?=\s*(?:in\b|degree|or\b|and\b|with\b|\/|\)|\.|$))/],
  ['bachelor', /\b(?:b\.s|b\.a|b\.sc|b\.eng|b\.tech)\.?(?=[\s,;/)]|$)/i],
  ['bachelor', /\b(?:BS|BA)(?=\s*(?:in\b|degree|or\b|and\b|with\b|\/|,|\)|\.|$))/],
];
/** A route around the degree: "or equivalent experience", "or 4 years of relevant experience". */
export const EQUIVALENT =
  /\bor equivalent\b|\bequivalent (?:practical |work |professional |relevant |industry )?(?:experience|combination|education)\b|\bin lieu of\b|\bor (?:\d+\+?\s+years?['’]?\s+(?:of\s+)?)?(?:relevant|related|equivalent|comparable|professional|practical|applicable|work|industry)\s+(?:\w+\s+)?experience\b/i;

/** The lowest degree level a sentence names, "master" as a verb and "Scrum Master" aside. */
export function degreeLevel(t: string): EducationLevel | undefined {
  const plain = t.replace(MASTER_COMPOUND, ' ').replace(MASTER_VERB, ' ');
  let level = educationIn(plain);
  for (const [more, re] of MORE_LEVELS)
    if (re.test(plain) && (!level || EDUCATION_RANK[more] < EDUCATION_RANK[level])) level = more;
  return level;
}

const COUNT = '(?:\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen)';
const YEAR_RANGE = new RegExp(
  `\\b(${COUNT})\\s*(?:\\(\\d{1,2}\\)\\s*)?(?:-|–|to)\\s*${COUNT}\\s*(?:\\(\\d{1,2}\\)\\s*)?\\+?\\s*(?=years?\\b|yrs?\\b)`,
  'gi',
);

/** "Three (3) to five (5) years" asks for three at least; "3-years' experience" reads as 3 years. */
export function minimumOfRanges(t: string): string {
  return t.replace(YEAR_RANGE, '$1 ').replace(/(\d)\s*-\s*(?=years?\b|yrs?\b)/gi, '$1 ');
}

// ---- other hard screens, each with a topic so that a posting lists each once
/** A minimum age ("over the age of 18", "aged 21 or over"), not years of experience. */
export const AGE =
  /\b(?:over|above|at least|minimum)\s+(?:the\s+)?age\s+of\s+(1[6-9]|2[0-5])\b|\bbe\s+(1[6-9]|2[0-5])\s*\+(?!\s*(?:years?|yrs?|months?)\b)|\baged?\s+(?:(?:over|above|at least)\s+)?(1[6-9]|2[0-5])\b|\b(1[6-9]|2[0-5])\s*(?:\+\s*)?(?:years?\s+(?:of\s+age|old)|or\s+(?:older|over))/i;
const SCHEDULE =
  /\b(night shifts?|nights|night duty|evening shifts?|late shifts?|early shifts?|long days|rotating shifts?|rotational shifts?|split shifts?|weekend shifts?|weekend work(?:ing)?|work(?:ing)? (?:at |on )?weekends|every (?:other|second|third) weekend|alternate weekends|evenings? and weekends?|weekends? and (?:bank|public) holidays|(?:12|twelve)[- ]hour (?:shifts?|days|nights)|shift work|(?:all|any) shifts|cover(?:ing)? shifts|on[- ]call (?:rota|rotas|duties|duty|basis|rotation|shifts?|cover|commitments?|schedule|work)|(?:be|being) on[- ]call|overtime|(?:7|seven) days (?:a|per) week|across (?:7|seven) days|(?:unsocial|anti-?social) hours)\b/i;
// A condition of the job stated without asking words: "Includes every other weekend", "Night shift 11p-7a".
const JOB_CONDITION =
  /\b(work|working|works|cover|covering|includes?|including|rota|pattern|split|role|position|post|job|requires?)\b|\d{1,2}(?::\d\d)?\s*[ap]\.?m?\.?\s*[-–]\s*\d|^\W*(?:shifts?|schedule|hours|working hours|work pattern)\s*:/i;
const TRAVEL_PERCENT =
  /\btravel\w*\b[^;%]{0,60}?\b(\d{1,3})\s?%|\b(\d{1,3})\s?%\s*(?:of\s+(?:the\s+|your\s+)?time\s+)?(?:travel|on the road)/i;
const TRAVEL =
  /\b(?:must|willing(?:ness)? to|able to|ability to|prepared to|required to|expected to|need to)\s+(?:\w+\s+)?travel\b|\btravel (?:is |will be )?(?:required|essential|expected|mandatory)\b|\b(?:frequent|extensive|regular|significant|overnight|international|nationwide) travel\b/i;
const PHYSICAL: [RegExp, (m: RegExpExecArray) => string][] = [
  [
    /\b(?:lift|lifting|carry|carrying|push|pushing|pull|pulling)\b[^.;]{0,40}?\b(\d{1,3})\s*(lbs?|pounds|kgs?|kilos?|kilograms)\b/i,
    (m) => `lifting ${m[1]} ${m[2]}`,
  ],
  [
    /\b(?:heavy lifting|lift and (?:support|move|transfer|carry|reposition) (?:patients|people|residents|clients|heavy))/i,
    () => 'lifting',
  ],
  [
    /\b(?:stand|standing|sit and stand|sitting|walk|walking)\b[^.;]{0,25}?\bfor (?:long|prolonged|extended) periods|\bwalk(?:ing)? long distances\b/i,
    () => 'standing for long periods',
  ],
  [/\b(?:physically (?:fit|demanding|active)|physical fitness)\b/i, () => 'physical fitness'],
  [
    /\b(?:visual (?:examinations?|acuity|tests?)|vision tests?|eye tests?|colou?r (?:vision|blindness|contrast)|near[- ]vision)\b/i,
    () => 'passing a vision test',
  ],
  [/\b(?:work(?:ing)? at heights|climb(?:ing)? ladders)\b/i, () => 'working at heights'],
];
const VEHICLE =
  /\b(?:own (?:car|vehicle|transport(?:ation)?)|access to (?:a |an |your own )?(?:car|vehicle|motor vehicle|transport)|use of (?:a |your own )?(?:car|vehicle)|reliable (?:transportation|transport|vehicle|car)|(?:car|vehicle) (?:is |will be )?(?:essential|required|necessary)|business (?:car )?insurance)\b/i;
const INTERNAL =
  /\b(?:internal (?:applicants?|candidates?|staff|employees?|applications?) only|(?:only|exclusively) open to (?:\w+\s+){0,3}?(?:internal|existing|current(?:ly)?)\b|(?:restricted|limited) to (?:internal|existing|current) (?:\w+\s+)?(?:applicants?|candidates?|staff|employees?))/i;
const START =
  /\b(?:available|able|ready) to start (?:immediately|asap|as soon as possible|(?:on|by|in|from|no later than) [^.;,]{2,25})|\bimmediate start (?:is )?(?:required|essential|needed)|\bmust (?:be able to )?start (?:immediately|(?:on|by|in) [^.;,]{2,25})/i;
const EQUIPMENT =
  /\b(?:(?:reliable|stable|high[- ]speed|fast|strong|secure|good|broadband) (?:home )?(?:internet|broadband|wi-?fi)(?: connection| access)?|(?:internet|broadband) connection|own (?:laptop|computer|pc|equipment|headset|smartphone|mobile phone)|(?:quiet|dedicated|private|distraction[- ]free|suitable) (?:home )?(?:workspace|work ?space|working space|office space|place to work|space to work|home office)|home office (?:set[- ]?up|setup|space))\b/i;
const PROVIDED =
  /\b(?:we (?:provide|supply|will provide|send)|provided|supplied|allowance|stipend)\b/i;
const HOURS =
  /\b(?:(?:across|in|within|during|overlap(?:ping)? with)\s+(?:\w+\s+){0,2}?time ?zones?|(?:US|U\.S\.|UK|EU|CET|GMT|EST|PST|CST|Eastern|Pacific|Central|Mountain|European|APAC|EMEA)\s+(?:business |working |office )?hours|out[- ]of[- ]hours|outside (?:of )?(?:normal|standard|core|regular|office|business) (?:working |office |business )?hours)\b/i;
const TRAINING =
  /\b(\d{1,2}|one|two|three|four|five|six|eight|ten|twelve)[- ]?weeks?\s+(?:of\s+)?(?:[\w-]+\s+){0,2}?training/i;

/** The other hard screens of a sentence, as [topic, detail]: one per topic per posting. */
export function others(
  t: string,
  s: PostingSentence,
  asks: boolean,
  hints: Set<Hint>,
): [string, string][] {
  const out: [string, string][] = [];
  const soft = SOFT.test(t);
  const schedule = hints.has('schedule') ? SCHEDULE.exec(t) : null;
  if (schedule?.[1] && !soft && (asks || JOB_CONDITION.test(t) || s.block === 'header'))
    out.push(['schedule', schedule[1].toLowerCase().replace(/^on call/, 'on-call')]);
  const percent = hints.has('travel') ? TRAVEL_PERCENT.exec(t) : null;
  const share = Number(percent?.[1] ?? percent?.[2] ?? 0);
  if (percent && share > 0 && share <= 100 && !soft) out.push(['travel', `travel up to ${share}%`]);
  else if (asks && !soft && hints.has('travel') && TRAVEL.test(t)) out.push(['travel', 'travel']);
  const physical = (hints.has('physical') ? PHYSICAL : [])
    .map(([re, name]) => {
      const m = re.exec(t);
      return m ? name(m) : undefined;
    })
    .find((x) => x !== undefined);
  if (physical && (asks || /\b(?:role|job|position|post)\b/i.test(t)))
    out.push(['physical', physical]);
  if (!hints.has('screen') && !hints.has('setup')) return out;
  if (INTERNAL.test(t)) out.push(['internal', 'internal applicants only']);
  if (!asks) return out;
  const age = AGE.exec(t);
  if (age) out.push(['age', `aged ${age.slice(1).find((n) => n !== undefined) ?? ''}+`]);
  const vehicle = VEHICLE.exec(t);
  if (vehicle) out.push(['vehicle', vehicle[0].toLowerCase()]);
  const start = START.exec(t);
  if (start)
    out.push([
      'start',
      start[0].replace(/^(?:available|able|ready|must)\s+(?:be able\s+)?to\s+/i, ''),
    ]);
  const equipment = EQUIPMENT.exec(t);
  if (equipment && !PROVIDED.test(t)) out.push(['equipment', equipment[0].toLowerCase()]);
  const hours = HOURS.exec(t);
  if (hours && !soft)
    out.push([
      'hours',
      /time ?zone/i.test(hours[0])
        ? 'work across time zones'
        : /^out/i.test(hours[0])
          ? 'out-of-hours work'
          : `work ${hours[0]}`,
    ]);
  const training = TRAINING.exec(t);
  if (training && /\b(mandatory|must|required|essential|commit\w*)\b/i.test(t))
    out.push(['training', `${training[1]} weeks of training`]);
  return out;
}

// Words without which a group of rules cannot match: one pass over the sentence finds which
// groups to try, which spares most sentences most rules (speed budget: docs/decisions/090).
const HINTS = {
  auth: 'sponsor|authori|citizen|right to work|eligib|legally|permit|green card|resid|settled|leave to remain|itar|person',
  clearance: 'clearance|secret|ts/sci|polygraph',
  licence: 'licen|regist|certif|chartered|card|gas safe',
  location: 'site|office|person|relocat|live|living|resid|based|located|local|commut|days',
  years: 'year|yr',
  degree:
    'degree|bachelor|master|phd|ph.d|ph. d|doctor|diploma|b.|m.|bs|ba|ms|mba|graduate|school|ged|a-level|a level|gcse|hnd|bsc|msc|beng|meng|btech|associate',
  schedule: 'shift|night|weekend|call|overtime|days|social hours|evening|long day',
  travel: 'travel',
  physical:
    'lift|carry|push|pull|stand|sit|walk|physical|vision|visual|eye|colour|color|height|ladder',
  screen:
    'age|car|vehicle|transport|insurance|internal|open to|restricted|limited to|start|16|17|18|19|2',
  setup: 'internet|broadband|wi-fi|wifi|own|space|office|zone|hours|training',
};
export type Hint = keyof typeof HINTS;
const HINT_OF = new Map<string, Hint[]>();
for (const hint of Object.keys(HINTS) as Hint[])
  for (const word of HINTS[hint].split('|'))
    HINT_OF.set(word, [...(HINT_OF.get(word) ?? []), hint]);
// Longest words first: "card" is read as a licence word before "car" as a vehicle one.
const HINT_WORDS = new RegExp(
  [...HINT_OF.keys()]
    .sort((x, y) => y.length - x.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('|'),
  'g',
);

/** The rule groups worth trying on a (lower-cased) sentence. */
export function hinted(lower: string): Set<Hint> {
  const out = new Set<Hint>();
  for (const m of lower.matchAll(HINT_WORDS)) for (const h of HINT_OF.get(m[0]) ?? []) out.add(h);
  return out;
}
