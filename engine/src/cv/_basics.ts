// Name, contact details, links and location from the top of the CV (decisions 010 and 121).
import type { FieldConfidence, ResumeBasics, ResumeProfile } from '../resume.ts';
import { headingKind, isAllCaps } from './_headings.ts';
import { companyScore, hasTitleWords } from './_job-words.ts';
import type { CvLine } from './_line.ts';
import { findPhones, pickPhone } from './_phone.ts';
import { countryOf, isCityRegion, isKnownPlace } from './_places.ts';
import { fieldConfidence } from './cv-english.ts';

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.[\p{L}]{2,}/u;
const URL =
  /\b(?:https?:\/\/|www\.)[^\s,;|<>()]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|dev|me|app|ai|co|info|page|site)(?:\/[^\s,;|<>()]*)?/gi;
const NETWORKS: [RegExp, string][] = [
  [/linkedin\.com\/(?:in|pub)\/([^/?#\s]+)/i, 'LinkedIn'],
  [/github\.com\/([^/?#\s]+)/i, 'GitHub'],
  [/gitlab\.com\/([^/?#\s]+)/i, 'GitLab'],
  [/(?:twitter|x)\.com\/([^/?#\s]+)/i, 'Twitter'],
  [/stackoverflow\.com\/users\/(\d+(?:\/[^/?#\s]+)?)/i, 'Stack Overflow'],
  [/orcid\.org\/([\d-]{19})/i, 'ORCID'],
  [/scholar\.google\.[a-z.]+\/citations\?user=([\w-]+)/i, 'Google Scholar'],
  [/medium\.com\/@?([^/?#\s]+)/i, 'Medium'],
  [/behance\.net\/([^/?#\s]+)/i, 'Behance'],
  [/dribbble\.com\/([^/?#\s]+)/i, 'Dribbble'],
];

function toUrl(s: string): string {
  return /^https?:\/\//i.test(s) ? s : `https://${s.replace(/^\/+/, '')}`;
}

/**
 * Profiles (LinkedIn, GitHub, …) from link targets and URLs written in the text.
 * @example findProfiles(['https://github.com/ada']) // [{ network: 'GitHub', username: 'ada', url: 'https://github.com/ada' }]
 */
function findProfiles(urls: string[]): ResumeProfile[] {
  const seen = new Set<string>();
  const profiles: ResumeProfile[] = [];
  for (const u of urls) {
    for (const [re, network] of NETWORKS) {
      const m = re.exec(u);
      if (!m?.[1] || seen.has(network)) continue;
      seen.add(network);
      profiles.push({
        network,
        username: decodeURIComponent(m[1]).replace(/^@/, ''),
        url: toUrl(u.replace(/[.)]+$/, '')),
      });
    }
  }
  return profiles;
}

function titleCase(s: string): string {
  return s
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_m, p: string, c: string) => p + c.toUpperCase());
}

const MAX_CONTACT_LINE = 300;
const CREDENTIALS = /,\s*(ph\.?\s?d|mba|m\.?sc|b\.?sc|cpa|pe|md|jd|msc|ma|ba|cfa|pmp|rn|esq)\.?$/i;
const LOCATION = /^[\p{Lu}][\p{L}.' -]+,\s*[\p{L}][\p{L}.' -]+$/u;
// Two-word places that start like this are places, not people: "New Haven", "San Mateo".
const PLACE_START = /^(new|san|santa|los|las|saint|st\.?|fort|port|mount|lake)\s/i;
const PARTICLE = /^(de|van|von|der|den|da|di|du|la|le|del|della|bin|ibn|al|el|y)$/;

/**
 * A plausible personal name (decision 121): 2–5 capitalised words (one, when `single` allows it),
 * no digits or contact marks, not a heading, a place, a job title or "Curriculum Vitae".
 */
function nameLike(s: string, single = false): boolean {
  if (s.length > 50 || /[\d@/:|]|https?|www\./i.test(s) || headingKind(s)) return false;
  // "Jane Doe, PhD" is a name; "Beer Sheva, Israel" is a place.
  const comma = /,\s*(.*)$/.exec(s)?.[1];
  if (comma !== undefined && !CREDENTIALS.test(`, ${comma}`)) return false;
  if (/\b(resume|résumé|curriculum|vitae|cv|portfolio)\b/i.test(s)) return false;
  if (hasTitleWords(s) || s.split(/\s+/).some((w) => headingKind(w))) return false;
  const bare = s.replace(/,.*$/, '').trim();
  if (isKnownPlace(bare) || isCityRegion(s)) return false;
  const ws = bare.split(/\s+/);
  if (ws.length === 2 && PLACE_START.test(bare)) return false;
  // Initials alone ("P N") are what is left of a name set in an unreadable font.
  if (ws.every((w) => w.replace(/\./g, '').length <= 1)) return false;
  const capitalised = ws.every((w) => /^[\p{Lu}][\p{L}'’.-]*$/u.test(w) || PARTICLE.test(w));
  if (ws.length === 1) return single && capitalised && /^\p{Lu}[\p{L}'’-]{2,}$/u.test(bare);
  return capitalised && ws.length <= 5;
}

function asWritten(s: string): string {
  return isAllCaps(s) ? titleCase(s) : s;
}

/**
 * True when a line's first cell reads as a personal name (capitals, 2–5 words, no title words).
 * `single` lets one word pass (a surname set in the largest type).
 * @example looksLikeName('JANE DOE') // true; looksLikeName('Senior Engineer') // false
 */
export function looksLikeName(s: string, single = false): boolean {
  return nameLike(asWritten(s), single);
}

export interface BasicsResult {
  basics: ResumeBasics;
  confidence: Record<string, FieldConfidence>;
}

interface NameCandidate {
  l: CvLine;
  i: number;
  s: string;
}

/** The name: the largest text near the top that reads as a name, else the first such line. */
function pickName(top: CvLine[]): { chosen: NameCandidate; byTypography: boolean } | undefined {
  const candidates = top
    .slice(0, 10)
    .flatMap((l, i) => (l.segments[0] ? [{ l, i, s: l.segments[0] }] : []));
  const maxSize = Math.max(...candidates.map((c) => c.l.size), 1);
  // One word passes only as the largest text, well above the body (decision 121: ≥ 1.5 × body).
  const byTypography = candidates.find(
    (c) => c.l.size >= maxSize && c.l.size > 1.2 && looksLikeName(c.s, c.l.size >= 1.5 && c.i <= 1),
  );
  const firstLike = candidates.find((c) => looksLikeName(c.s));
  const chosen = byTypography ?? firstLike;
  return chosen ? { chosen, byTypography: chosen === byTypography } : undefined;
}

/** A headline under the name: short, no contact details, not a place, a heading or a page mark. */
function labelLike(next: string, name: string): boolean {
  return (
    next.length <= 60 &&
    !EMAIL.test(next) &&
    findPhones(next).length === 0 &&
    !/https?:|www\.|\.[a-z]{2,}(\/|$)/i.test(next) &&
    !/\d{3}|[+(]\s*(\d|x{2})|x{3}/i.test(next) &&
    !/\bpage\b.*\bof\b|numpages/i.test(next) &&
    next.split(/\s+/).length <= 8 &&
    next.toLowerCase() !== name.toLowerCase() &&
    !LOCATION.test(next) &&
    !isKnownPlace(next) &&
    !headingKind(next)
  );
}

/**
 * Reads basics from the header lines (before the first heading), falling back to the whole CV
 * for contact details, which sidebars often put elsewhere.
 * @example extractBasics(header, lines, ['mailto:ada@example.com']).basics.email // 'ada@example.com'
 */
export function extractBasics(header: CvLine[], all: CvLine[], links: string[]): BasicsResult {
  const basics: ResumeBasics = {};
  const confidence: Record<string, FieldConfidence> = {};
  const top = header.length > 0 ? header : all.slice(0, 8);

  const picked = pickName(top);
  const chosen = picked?.chosen;
  const labelled = all
    .map((l) => /^(?:full\s+)?name\s*:\s*(.+)$/i.exec(l.segments.join(' '))?.[1])
    .find(Boolean);
  if (picked && chosen) {
    // Credentials after the name are not part of it: "Jane Doe, PhD" → "Jane Doe".
    basics.name = asWritten(chosen.s).replace(CREDENTIALS, '');
    const line = chosen.i + 1;
    confidence['basics.name'] = picked.byTypography
      ? fieldConfidence(chosen.i === 0 ? 0.95 : 0.85, {
          key:
            chosen.l.distinctFont || chosen.l.bold
              ? 'confidence.name.largest_bold'
              : 'confidence.name.largest',
          values: { line },
        })
      : fieldConfidence(chosen.i === 0 ? 0.75 : 0.55, {
          key: 'confidence.name.first_line',
          values: { line },
        });
    // The label is the short line right under the name, or a second cell on the name's line.
    // A running head repeating the name sits between the name and its label: skip it.
    const same = (l: CvLine | undefined): boolean =>
      l?.segments[0]?.toLowerCase() === chosen.s.toLowerCase();
    const below = same(top[chosen.i + 1]) ? top[chosen.i + 2] : top[chosen.i + 1];
    const next = chosen.l.segments[1] ?? below?.segments[0];
    if (next && labelLike(next, chosen.s)) {
      basics.label = next.replace(/^[|•–-]\s*/, '');
      confidence['basics.label'] = fieldConfidence(0.6, { key: 'confidence.label' });
    }
  } else if (labelled) {
    basics.name = labelled.trim();
    confidence['basics.name'] = fieldConfidence(0.8, { key: 'confidence.name.labelled' });
  }

  // Contact details sit on short lines; skipping long ones keeps the regexes linear on hostile input.
  const short = (ls: CvLine[]): string =>
    ls
      .map((l) => l.segments.join('  '))
      .filter((t) => t.length <= MAX_CONTACT_LINE)
      .join('\n');
  const headerText = short(top);
  const allText = short(all);
  const mailLink = links
    .find((u) => /^mailto:/i.test(u))
    ?.replace(/^mailto:/i, '')
    .split('?')[0];
  const email = EMAIL.exec(headerText)?.[0] ?? mailLink ?? EMAIL.exec(allText)?.[0];
  if (email) {
    basics.email = email.replace(/[.]+$/, '');
    confidence['basics.email'] = fieldConfidence(0.98, {
      key: EMAIL.test(headerText) ? 'confidence.email.header' : 'confidence.email.cv',
    });
  }

  const withoutEmails = allText.replace(new RegExp(EMAIL.source, 'gu'), ' ');
  const urls = [
    ...links.filter((u) => /^https?:/i.test(u)),
    ...(withoutEmails.match(URL) ?? []),
  ].filter((u) => !u.includes('@'));
  const profiles = findProfiles(urls);
  if (profiles.length > 0) {
    basics.profiles = profiles;
    confidence['basics.profiles'] = fieldConfidence(0.9, { key: 'confidence.profiles' });
  }
  const site = urls.find((u) => !NETWORKS.some(([re]) => re.test(u)) && !/^mailto:/i.test(u));
  if (
    site &&
    (header.length === 0 ||
      URL.test(headerText.replace(new RegExp(EMAIL.source, 'gu'), ' ')) ||
      links.includes(site))
  ) {
    basics.url = toUrl(site.replace(/[.)]+$/, ''));
    confidence['basics.url'] = fieldConfidence(0.7, { key: 'confidence.url' });
  }
  URL.lastIndex = 0;

  const locationLabel = /(?:location|address|residence|based in)\s*:\s*([^|•\n]+)/i
    .exec(allText)?.[1]
    ?.trim();
  const locationCell = top
    .flatMap((l) => l.segments)
    .find(
      (s) =>
        (LOCATION.test(s) || isCityRegion(s)) &&
        companyScore(s) === 0 &&
        !hasTitleWords(s) &&
        s.length <= 50 &&
        s !== chosen?.s &&
        !CREDENTIALS.test(s) &&
        !headingKind(s),
    );
  const location = locationCell ?? locationLabel?.replace(/[.]+$/, '');
  if (location) {
    const [city = location, ...rest] = location.split(/\s*,\s*/);
    basics.location = rest.length > 0 ? { city, region: rest.join(', ') } : { city };
    confidence['basics.location'] = locationCell
      ? fieldConfidence(0.7, { key: 'confidence.location.header' })
      : fieldConfidence(0.6, { key: 'confidence.location.labelled' });
  }

  // The place tells the country a national number belongs to ("206-555-0149" in Seattle, WA).
  const phone = pickPhone({
    header: headerText.replace(new RegExp(EMAIL.source, 'gu'), ' '),
    lines: all.map((l) => l.segments.join('  ')).filter((t) => t.length <= MAX_CONTACT_LINE),
    links,
    country: location ? countryOf(location) : undefined,
  });
  if (phone) {
    basics.phone = phone.raw;
    confidence['basics.phone'] = phone.confidence;
  }
  return { basics, confidence };
}
