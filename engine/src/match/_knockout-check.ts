import { EDUCATION_RANK, educationIn } from '../posting/index.ts';
import type { EducationLevel, Knockout, KnockoutKind, Posting } from '../posting/index.ts';
import { extractSkills, skillKey } from '../skills/index.ts';
import type { ParsedCv } from '../resume.ts';
import type { CvSide } from './cv-side.ts';
import { aboutYears, type CvLine } from './_cv-view.ts';
import { lineAt } from './_keywords.ts';
import type { EvidenceSpan, KnockoutCheck } from './types.ts';

type Verdict = Pick<KnockoutCheck, 'status' | 'reason' | 'evidence'>;

const LEVEL: Record<EducationLevel, string> = {
  'high-school': 'a high-school qualification',
  associate: 'an associate degree',
  bachelor: "a bachelor's degree",
  master: "a master's degree",
  doctorate: 'a doctorate',
};

// What a CV writes when it states the right to work, a clearance, or a move.
const AUTHORIZED =
  /\b(right to work|authori[sz]ed to work|work authori[sz]ation|eligible to work|work permit|permanent resident|green card|citizen(?:ship)?|settled status|indefinite leave to remain|blue card|(?:no|without) (?:visa )?sponsorship|not require (?:visa )?sponsorship)\b/i;
const NEEDS_SPONSOR = /\b(?:require|need)s?\s+(?:a\s+)?(?:visa\s+|work\s+)?sponsorship\b/i;
const NEGATED = /\b(?:not|no|never|n't)\s+(?:\w+\s+)?(?:require|need)/i;
const CLEARED =
  /\b(security clearance|(?:active|current|valid|hold|held)\s+(?:an?\s+)?(?:\w+\s+)?clearance|top secret|ts\/sci|(?:sc|dv|nv1|nv2) clear(?:ed|ance)|secret clearance|baseline clearance|polygraph)\b/i;
const RELOCATE = /\b(willing to relocate|open to relocat\w*|relocating to|happy to relocate)\b/i;
const DRIVING = /\b(?:driving|driver['’]?s?)\s+licen[cs]e\b/i;

/**
 * The other hard screens (shifts, travel, a car …), by the words of the knockout's detail: what a CV
 * line shows when its owner has met the screen before, and what the user should confirm when not.
 * Age, physical demands and the like are never shown by a CV: the user confirms them.
 */
const OTHER: { topic: RegExp; shows?: RegExp; ask: (detail: string) => string }[] = [
  {
    topic:
      /shift|night|weekend|on-call|overtime|rota|days a week|unsocial|evening|hours|time zone/i,
    shows:
      /\b(night shifts?|nights|weekend (?:shifts?|work\w*)|on[- ]call|shift work|(?:rotating|rotational|12[- ]hour|long day) shifts?|out[- ]of[- ]hours|across time ?zones)\b/i,
    ask: (d) => `The role asks for ${d}; confirm the working pattern suits you.`,
  },
  {
    topic: /\btravel\b/i,
    shows:
      /\b(willing to travel|(?:extensive|frequent|regular|international) travel|travel(?:led|ed|ling|ing) (?:extensively|internationally|frequently|regularly))\b/i,
    ask: (d) => `The role asks for ${d}; confirm you can travel that much.`,
  },
  {
    topic: /\b(?:car|vehicle|transport\w*)\b/i,
    shows: /\b(own (?:car|vehicle|transport)|access to a (?:car|vehicle)|car owner)\b/i,
    ask: (d) => `The role asks for ${d}; if you have it, say so in your CV.`,
  },
  {
    topic: /^start\b/i,
    shows:
      /\b(available (?:immediately|to start|from)|immediately available|immediate start|notice period)\b/i,
    ask: (d) => `The role asks you to ${d}; say when you can start.`,
  },
  {
    topic: /^aged\b/i,
    ask: (d) =>
      `The posting asks applicants to be ${d}; a CV need not state your age, so confirm you meet it.`,
  },
  {
    topic: /internal/i,
    ask: () => 'The posting is open to its own staff only; confirm you are one before applying.',
  },
];
// Words of a posting's location that are not places.
const NOT_PLACE =
  /^(hybrid|remote|on[- ]?site|in[- ]office|office|flexible|full[- ]time|part[- ]time|or|and|the|home|based)$/i;

/** The first CV line matching `re`, as evidence with the match highlighted. */
function lineMatching(
  lines: CvLine[],
  re: RegExp,
  where?: (l: CvLine) => boolean,
): EvidenceSpan | undefined {
  for (const line of lines) {
    if (line.isHeading || (where && !where(line))) continue;
    const m = re.exec(line.text);
    if (m)
      return {
        text: line.text,
        start: line.start,
        end: line.end,
        highlight: { start: line.start + m.index, end: line.start + m.index + m[0].length },
        section: line.section,
      };
  }
  return undefined;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function minimumYears(k: Knockout, side: CvSide): Verdict {
  const asked = parseInt(k.detail, 10);
  const years = side.view.years;
  if (years === undefined)
    return {
      status: 'not_shown',
      reason: `The posting asks for ${asked}+ years; your CV has no dated jobs to count them from.`,
    };
  const about = `About ${aboutYears(years)} years of work in your CV`;
  return years >= asked
    ? { status: 'met', reason: `${about}; the posting asks for ${asked}+.` }
    : { status: 'not_met', reason: `${about}; the posting asks for ${asked}+.` };
}

function degree(k: Knockout, side: CvSide): Verdict {
  const asked = k.detail as EducationLevel;
  const has = side.view.education;
  if (!has || EDUCATION_RANK[asked] === undefined)
    return {
      status: 'not_shown',
      reason: `The posting requires ${LEVEL[asked] ?? 'a degree'}; your CV shows none.`,
    };
  const evidence =
    lineMatching(side.view.lines, /.+/, (l) => educationIn(l.text) === has) ??
    lineMatching(side.view.lines, /.+/, (l) => l.section === 'education');
  const verdict: Verdict =
    EDUCATION_RANK[has] >= EDUCATION_RANK[asked]
      ? {
          status: 'met',
          reason: `Your CV shows ${LEVEL[has]}; the posting requires ${LEVEL[asked]}.`,
        }
      : {
          status: 'not_met',
          reason: `Your CV shows ${LEVEL[has]}; the posting requires ${LEVEL[asked]}.`,
        };
  if (evidence) verdict.evidence = evidence;
  return verdict;
}

function license(k: Knockout, cv: ParsedCv, side: CvSide): Verdict {
  const asked = extractSkills(k.sentence.text, { taxonomyOnly: true }).filter(
    (m) => m.category === 'certification',
  );
  const names = [...new Set(asked.map((m) => m.name))];
  if (names.length === 0) {
    // No credential the taxonomy knows: a driving licence, or an acronym of the detail ("CDL",
    // "GPhC registration"), is searched as written.
    if (/\bdriving licence\b/i.test(k.detail)) {
      const found = lineMatching(side.view.lines, DRIVING);
      if (found)
        return { status: 'met', reason: 'Your CV names a driving licence.', evidence: found };
    }
    const acronym = /\b[A-Z][A-Za-z]*[A-Z]\b/.exec(k.detail)?.[0];
    const found = acronym
      ? lineMatching(side.view.lines, new RegExp(`\\b${escape(acronym)}\\b`))
      : undefined;
    if (found) return { status: 'met', reason: `Your CV names ${acronym}.`, evidence: found };
    return {
      status: 'not_shown',
      reason: `Your CV does not name the ${acronym ?? k.detail.toLowerCase()} the posting requires.`,
    };
  }
  // A certificate entry counts by the credential it names ("NMC registration" is a nursing licence).
  const certificates = (cv.resume.certificates ?? []).flatMap((c) => [
    skillKey(c.name.trim()),
    ...extractSkills(c.name, { taxonomyOnly: true }).map((m) => skillKey(m.name)),
  ]);
  const shown = names.filter(
    (n) => side.skills.has(skillKey(n)) || certificates.includes(skillKey(n)),
  );
  const anyOne = /\bor\b/i.test(k.sentence.text);
  const met = anyOne ? shown.length > 0 : shown.length === names.length;
  if (!met) {
    const lacking = names.filter((n) => !shown.includes(n));
    return {
      status: 'not_shown',
      reason: `Your CV does not name ${lacking.join(anyOne ? ' or ' : ' and ')}; the posting requires ${anyOne ? 'one of them' : lacking.length > 1 ? 'them' : 'it'}.`,
    };
  }
  const first = side.skills.get(skillKey(shown[0] ?? ''))?.[0];
  const line = first ? lineAt(side.view.lines, first.start) : undefined;
  const verdict: Verdict = { status: 'met', reason: `Your CV names ${shown.join(' and ')}.` };
  if (first && line)
    verdict.evidence = {
      text: line.text,
      start: line.start,
      end: line.end,
      highlight: { start: first.start, end: first.end },
      section: line.section,
    };
  return verdict;
}

function location(posting: Posting, cv: ParsedCv, side: CvSide): Verdict {
  const moving = lineMatching(side.view.lines, RELOCATE);
  if (moving) return { status: 'met', reason: 'Your CV says you will relocate.', evidence: moving };
  const places = (posting.location ?? '')
    .split(/[,;/()|–—]|\s+-\s+|\s+or\s+/)
    .map((p) => p.trim())
    .filter((p) => p.length >= 2 && !NOT_PLACE.test(p));
  if (places.length === 0)
    return {
      status: 'not_shown',
      reason: 'The role is on-site, but the posting names no place to compare your CV with.',
    };
  const where = places.join(', ');
  const placeRe = new RegExp(`\\b(?:${places.map(escape).join('|')})\\b`, 'i');
  const home = cv.resume.basics.location;
  const homeText = [home?.city, home?.region, home?.countryCode].filter(Boolean).join(', ');
  // A CV states where its owner lives in its contact lines, at the top.
  const found = lineMatching(side.view.lines, placeRe, (l) => l.section === 'header');
  if (found || (homeText && placeRe.test(homeText))) {
    const verdict: Verdict = { status: 'met', reason: `Your CV places you in ${where}.` };
    if (found) verdict.evidence = found;
    return verdict;
  }
  if (homeText)
    return {
      status: 'not_met',
      reason: `Your CV places you in ${homeText}; the role is on-site in ${where}. If you will move, say so.`,
    };
  return {
    status: 'not_shown',
    reason: `The role is on-site in ${where}; your CV does not say where you live.`,
  };
}

function authorization(side: CvSide): Verdict {
  const needs = lineMatching(side.view.lines, NEEDS_SPONSOR, (l) => !NEGATED.test(l.text));
  if (needs)
    return { status: 'not_met', reason: 'Your CV says you need sponsorship.', evidence: needs };
  const states = lineMatching(side.view.lines, AUTHORIZED);
  if (states)
    return { status: 'met', reason: 'Your CV states your right to work.', evidence: states };
  return {
    status: 'not_shown',
    reason: 'Your CV does not state your right to work; recruiters screen on it first.',
  };
}

function clearance(side: CvSide): Verdict {
  const held = lineMatching(side.view.lines, CLEARED);
  if (held) return { status: 'met', reason: 'Your CV names a clearance.', evidence: held };
  return { status: 'not_shown', reason: 'Your CV does not mention a security clearance.' };
}

function otherScreen(k: Knockout, side: CvSide): Verdict {
  const rule = OTHER.find((o) => o.topic.test(k.detail));
  const found = rule?.shows ? lineMatching(side.view.lines, rule.shows) : undefined;
  if (found)
    return {
      status: 'met',
      reason: `Your CV shows ${found.text.slice(found.highlight.start - found.start, found.highlight.end - found.start).toLowerCase()}; the posting asks for ${k.detail}.`,
      evidence: found,
    };
  // A CV seldom says it either way: never 'not_met' without a line that says so.
  return {
    status: 'not_shown',
    reason: rule
      ? rule.ask(k.detail)
      : `The role asks for ${k.detail}; a CV does not show this, so confirm you can meet it.`,
  };
}

const CHECKS: Record<
  KnockoutKind,
  (k: Knockout, posting: Posting, cv: ParsedCv, side: CvSide) => Verdict
> = {
  minimum_years: (k, _p, _cv, side) => minimumYears(k, side),
  degree: (k, _p, _cv, side) => degree(k, side),
  license: (k, _p, cv, side) => license(k, cv, side),
  location: (_k, posting, cv, side) => location(posting, cv, side),
  work_authorization: (_k, _p, _cv, side) => authorization(side),
  security_clearance: (_k, _p, _cv, side) => clearance(side),
  other: (k, _p, _cv, side) => otherScreen(k, side),
};

/**
 * Checks each knockout requirement of the posting against the CV (docs/decisions/080). Shown apart
 * from the score; only a screen plainly failed (`not_met`, minimum years aside) holds back part of
 * it (docs/decisions/130).
 */
export function checkKnockouts(posting: Posting, cv: ParsedCv, side: CvSide): KnockoutCheck[] {
  return posting.knockouts.map((k) => ({ ...k, ...CHECKS[k.kind](k, posting, cv, side) }));
}
