import { EDUCATION_RANK, educationIn } from '../posting/index.ts';
import type { EducationLevel, Knockout, KnockoutKind, Posting } from '../posting/index.ts';
import { extractSkills, skillKey } from '../skills/index.ts';
import type { ParsedCv } from '../resume.ts';
import type { CvSide } from './cv-side.ts';
import { aboutYears, type CvLine } from './_cv-view.ts';
import { lineAt } from './_keywords.ts';
import { reasoned } from './_texts.ts';
import type { EngineText, EvidenceSpan, KnockoutCheck, KnockoutStatus } from './types.ts';
import { escapeRegExp } from '../regexp.ts';

type Verdict = Pick<KnockoutCheck, 'status' | 'reason' | 'reasonText' | 'evidence'>;

/** A verdict with its reason in English and as a key and values. */
function verdict(status: KnockoutStatus, text: EngineText, evidence?: EvidenceSpan): Verdict {
  return evidence ? { status, ...reasoned(text), evidence } : { status, ...reasoned(text) };
}

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
const OTHER: { topic: RegExp; shows?: RegExp; ask: (detail: string) => EngineText }[] = [
  {
    topic:
      /shift|night|weekend|on-call|overtime|rota|days a week|unsocial|evening|hours|time zone/i,
    shows:
      /\b(night shifts?|nights|weekend (?:shifts?|work\w*)|on[- ]call|shift work|(?:rotating|rotational|12[- ]hour|long day) shifts?|out[- ]of[- ]hours|across time ?zones)\b/i,
    ask: (detail) => ({ key: 'knockout.other.pattern', values: { detail } }),
  },
  {
    topic: /\btravel\b/i,
    shows:
      /\b(willing to travel|(?:extensive|frequent|regular|international) travel|travel(?:led|ed|ling|ing) (?:extensively|internationally|frequently|regularly))\b/i,
    ask: (detail) => ({ key: 'knockout.other.travel', values: { detail } }),
  },
  {
    topic: /\b(?:car|vehicle|transport\w*)\b/i,
    shows: /\b(own (?:car|vehicle|transport)|access to a (?:car|vehicle)|car owner)\b/i,
    ask: (detail) => ({ key: 'knockout.other.vehicle', values: { detail } }),
  },
  {
    topic: /^start\b/i,
    shows:
      /\b(available (?:immediately|to start|from)|immediately available|immediate start|notice period)\b/i,
    ask: (detail) => ({ key: 'knockout.other.start', values: { detail } }),
  },
  {
    topic: /^aged\b/i,
    ask: (detail) => ({ key: 'knockout.other.age', values: { detail } }),
  },
  {
    topic: /internal/i,
    ask: () => ({ key: 'knockout.other.internal' }),
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

function minimumYears(k: Knockout, side: CvSide): Verdict {
  const asked = parseInt(k.detail, 10);
  const years = side.view.years;
  if (years === undefined)
    return verdict('not_shown', { key: 'knockout.years.no_dates', values: { asked } });
  // Judged on the figure the reader is shown: "About 5 years …; the posting asks for 5+" is met.
  // Years from month dates are approximate, and a recruiter reads 4 years 10 months as five.
  const about = aboutYears(years);
  return verdict(about >= asked ? 'met' : 'not_met', {
    key: 'knockout.years.compare',
    values: { years: about, asked },
  });
}

function degree(k: Knockout, side: CvSide): Verdict {
  const asked = k.detail as EducationLevel;
  const has = side.view.education;
  if (!has || EDUCATION_RANK[asked] === undefined)
    return verdict('not_shown', {
      key: 'knockout.degree.none',
      values: EDUCATION_RANK[asked] === undefined ? {} : { asked },
    });
  const evidence =
    lineMatching(side.view.lines, /.+/, (l) => educationIn(l.text) === has) ??
    lineMatching(side.view.lines, /.+/, (l) => l.section === 'education');
  return verdict(
    EDUCATION_RANK[has] >= EDUCATION_RANK[asked] ? 'met' : 'not_met',
    { key: 'knockout.degree.compare', values: { has, asked } },
    evidence,
  );
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
      if (found) return verdict('met', { key: 'knockout.license.driving' }, found);
    }
    const acronym = /\b[A-Z][A-Za-z]*[A-Z]\b/.exec(k.detail)?.[0];
    const found = acronym
      ? lineMatching(side.view.lines, new RegExp(`\\b${escapeRegExp(acronym)}\\b`))
      : undefined;
    if (acronym && found)
      return verdict('met', { key: 'knockout.license.named', values: { names: [acronym] } }, found);
    return verdict('not_shown', {
      key: 'knockout.license.not_named',
      values: { credential: acronym ?? k.detail.toLowerCase() },
    });
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
    return verdict('not_shown', {
      key: anyOne ? 'knockout.license.none_of' : 'knockout.license.missing',
      values: { names: lacking },
    });
  }
  const first = side.skills.get(skillKey(shown[0] ?? ''))?.[0];
  const line = first ? lineAt(side.view.lines, first.start) : undefined;
  return verdict(
    'met',
    { key: 'knockout.license.named', values: { names: shown } },
    first && line
      ? {
          text: line.text,
          start: line.start,
          end: line.end,
          highlight: { start: first.start, end: first.end },
          section: line.section,
        }
      : undefined,
  );
}

function location(posting: Posting, cv: ParsedCv, side: CvSide): Verdict {
  const moving = lineMatching(side.view.lines, RELOCATE);
  if (moving) return verdict('met', { key: 'knockout.location.relocate' }, moving);
  const places = (posting.location ?? '')
    .split(/[,;/()|–—]|\s+-\s+|\s+or\s+/)
    .map((p) => p.trim())
    .filter((p) => p.length >= 2 && !NOT_PLACE.test(p));
  if (places.length === 0) return verdict('not_shown', { key: 'knockout.location.no_place' });
  const where = places.join(', ');
  const placeRe = new RegExp(`\\b(?:${places.map(escape).join('|')})\\b`, 'i');
  const home = cv.resume.basics.location;
  const homeText = [home?.city, home?.region, home?.countryCode].filter(Boolean).join(', ');
  // A CV states where its owner lives in its contact lines, at the top.
  const found = lineMatching(side.view.lines, placeRe, (l) => l.section === 'header');
  if (found || (homeText && placeRe.test(homeText)))
    return verdict('met', { key: 'knockout.location.met', values: { where } }, found);
  if (homeText)
    return verdict('not_met', {
      key: 'knockout.location.elsewhere',
      values: { home: homeText, where },
    });
  return verdict('not_shown', { key: 'knockout.location.unknown', values: { where } });
}

function authorization(side: CvSide): Verdict {
  const needs = lineMatching(side.view.lines, NEEDS_SPONSOR, (l) => !NEGATED.test(l.text));
  if (needs) return verdict('not_met', { key: 'knockout.authorization.sponsorship' }, needs);
  const states = lineMatching(side.view.lines, AUTHORIZED);
  if (states) return verdict('met', { key: 'knockout.authorization.stated' }, states);
  return verdict('not_shown', { key: 'knockout.authorization.unstated' });
}

function clearance(side: CvSide): Verdict {
  const held = lineMatching(side.view.lines, CLEARED);
  if (held) return verdict('met', { key: 'knockout.clearance.named' }, held);
  return verdict('not_shown', { key: 'knockout.clearance.none' });
}

function otherScreen(k: Knockout, side: CvSide): Verdict {
  const rule = OTHER.find((o) => o.topic.test(k.detail));
  const found = rule?.shows ? lineMatching(side.view.lines, rule.shows) : undefined;
  const detail = k.detail;
  if (found) {
    const shown = found.text
      .slice(found.highlight.start - found.start, found.highlight.end - found.start)
      .toLowerCase();
    return verdict('met', { key: 'knockout.other.shown', values: { shown, detail } }, found);
  }
  // A CV seldom says it either way: never 'not_met' without a line that says so.
  return verdict(
    'not_shown',
    rule ? rule.ask(detail) : { key: 'knockout.other.confirm', values: { detail } },
  );
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
