// Name, contact details, links and location from the top of the CV (decision 010).
import type { FieldConfidence, ResumeBasics, ResumeProfile } from '../resume.ts';
import { headingKind, isAllCaps } from './_headings.ts';
import { companyScore, hasTitleWords } from './_job-words.ts';
import type { CvLine } from './_line.ts';

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.[\p{L}]{2,}/u;
const PHONE = /(?:\+|\(\+?)?\d[\d ().\-/]{5,}\d/g;
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

/**
 * Phone numbers have 7–15 digits and are not a year range such as "2019 - 2021".
 * @example findPhone('Tel: +1 415 555 0134') // '+1 415 555 0134'
 */
export function findPhone(text: string): string | undefined {
  for (const m of text.matchAll(PHONE)) {
    const raw = m[0].trim();
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15) continue;
    if (/^(19|20)\d{2}\s*[-–/.]?\s*((19|20)\d{2})?$/.test(raw.replace(/\s+/g, ' '))) continue;
    if (/^(19|20)\d{2}\D+(19|20)\d{2}$/.test(raw)) continue;
    if (/^\d{1,2}[./]\d{4}/.test(raw) || /^\d{4}-\d{2}(-\d{2})?$/.test(raw)) continue;
    // Dates and year pairs ("16/03/1992", "2011 2016") are not phones.
    if (
      /^\(?\d{1,2}[./-]\d{1,2}[./-](19|20)\d{2}$/.test(raw) ||
      /^(19|20)\d{2}(19|20)\d{2}$/.test(digits)
    )
      continue;
    return raw;
  }
  return undefined;
}

function toUrl(s: string): string {
  return /^https?:\/\//i.test(s) ? s : `https://${s.replace(/^\/+/, '')}`;
}

/**
 * Profiles (LinkedIn, GitHub, …) from link targets and URLs written in the text.
 * @example findProfiles(['https://github.com/ada']) // [{ network: 'GitHub', username: 'ada', url: 'https://github.com/ada' }]
 */
export function findProfiles(urls: string[]): ResumeProfile[] {
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

/** A plausible personal name: 2–5 words starting with capitals, no digits or contact marks. */
function nameLike(s: string): boolean {
  if (s.length > 50 || /[\d@/:|]|https?|www\./i.test(s) || headingKind(s)) return false;
  // "Jane Doe, PhD" is a name; "Beer Sheva, Israel" is a place.
  const comma = /,\s*(.*)$/.exec(s)?.[1];
  if (comma !== undefined && !CREDENTIALS.test(`, ${comma}`)) return false;
  if (/\b(resume|résumé|curriculum|vitae|cv|portfolio)\b/i.test(s)) return false;
  if (hasTitleWords(s) || s.split(/\s+/).some((w) => headingKind(w))) return false;
  const ws = s.replace(/,.*$/, '').split(/\s+/);
  return (
    ws.length >= 2 &&
    ws.length <= 5 &&
    ws.every(
      (w) => /^[\p{Lu}][\p{L}'’.-]*$/u.test(w) || /^(de|van|von|der|da|di|la|le|bin|al)$/.test(w),
    )
  );
}

const MAX_CONTACT_LINE = 300;
const CREDENTIALS = /,\s*(ph\.?\s?d|mba|m\.?sc|b\.?sc|cpa|pe|md|jd|msc|ma|ba|cfa|pmp|rn|esq)\.?$/i;
const LOCATION = /^[\p{Lu}][\p{L}.' -]+,\s*[\p{L}][\p{L}.' -]+$/u;

/**
 * True when a line's first cell reads as a personal name (capitals, 2–5 words, no title words).
 * @example looksLikeName('JANE DOE') // true; looksLikeName('Senior Engineer') // false
 */
export function looksLikeName(s: string): boolean {
  return nameLike(isAllCaps(s) ? titleCase(s) : s);
}

export interface BasicsResult {
  basics: ResumeBasics;
  confidence: Record<string, FieldConfidence>;
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

  // Name: the largest text near the top that looks like a name; else the first name-like line.
  const candidates = top
    .slice(0, 10)
    .flatMap((l, i) => (l.segments[0] ? [{ l, i, s: l.segments[0] }] : []));
  const maxSize = Math.max(...candidates.map((c) => c.l.size), 1);
  const byTypography = candidates.find(
    (c) => c.l.size >= maxSize && c.l.size > 1.2 && nameLike(isAllCaps(c.s) ? titleCase(c.s) : c.s),
  );
  const firstLike = candidates.find((c) => nameLike(isAllCaps(c.s) ? titleCase(c.s) : c.s));
  const labelled = all
    .map((l) => /^(?:full\s+)?name\s*:\s*(.+)$/i.exec(l.segments.join(' '))?.[1])
    .find(Boolean);
  const chosen = byTypography ?? firstLike;
  if (chosen) {
    // Credentials after the name are not part of it: "Jane Doe, PhD" → "Jane Doe".
    basics.name = (isAllCaps(chosen.s) ? titleCase(chosen.s) : chosen.s).replace(CREDENTIALS, '');
    confidence['basics.name'] = byTypography
      ? {
          score: chosen.i === 0 ? 0.95 : 0.85,
          reason: `largest text${chosen.l.distinctFont || chosen.l.bold ? ', bold' : ''} at the top (line ${chosen.i + 1})`,
        }
      : {
          score: chosen.i === 0 ? 0.75 : 0.55,
          reason: `first line that looks like a name (line ${chosen.i + 1})`,
        };
    // The label is the short line right under the name, or a second cell on the name's line.
    // A running head repeating the name sits between the name and its label: skip it.
    const same = (l: CvLine | undefined): boolean =>
      l?.segments[0]?.toLowerCase() === chosen.s.toLowerCase();
    const below = same(top[chosen.i + 1]) ? top[chosen.i + 2] : top[chosen.i + 1];
    const next = chosen.l.segments[1] ?? below?.segments[0];
    if (
      next &&
      next.length <= 60 &&
      !EMAIL.test(next) &&
      !findPhone(next) &&
      !/https?:|www\.|\.[a-z]{2,}(\/|$)/i.test(next) &&
      !/\d{3}/.test(next) &&
      next.split(/\s+/).length <= 8 &&
      next.toLowerCase() !== chosen.s.toLowerCase() &&
      !LOCATION.test(next)
    ) {
      basics.label = next.replace(/^[|•–-]\s*/, '');
      confidence['basics.label'] = { score: 0.6, reason: 'short line next to the name' };
    }
  } else if (labelled) {
    basics.name = labelled.trim();
    confidence['basics.name'] = { score: 0.8, reason: 'labelled "Name:"' };
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
    confidence['basics.email'] = {
      score: 0.98,
      reason: EMAIL.test(headerText) ? 'email address in the header' : 'email address in the CV',
    };
  }
  const telLink = links.find((u) => /^tel:/i.test(u))?.replace(/^tel:/i, '');
  const headerPhone = findPhone(headerText.replace(EMAIL, ' '));
  // Outside the header, only a labelled number or one in international form is taken as a phone,
  // so DOIs, ids and year ranges in the body are not.
  const labelledPhone = all
    .map((l) => l.segments.join(' '))
    .filter((t) => t.length <= MAX_CONTACT_LINE)
    .map((t) => /(?:phone|tel|mobile|cell|telephone)\.?\s*:?\s*(\+?[\d ().\-/]{7,})/i.exec(t)?.[1])
    .map((p) => (p === undefined ? undefined : findPhone(p)))
    .find((p) => p !== undefined);
  const intlPhone = findPhone((allText.match(/\+\d[\d ().\-/]{6,}\d/g) ?? []).join('\n'));
  const phone =
    headerPhone ??
    (telLink ? decodeURIComponent(telLink) : undefined) ??
    labelledPhone ??
    intlPhone;
  if (phone) {
    basics.phone = phone;
    confidence['basics.phone'] = headerPhone
      ? { score: 0.9, reason: 'phone number in the header' }
      : telLink
        ? { score: 0.85, reason: 'tel: link' }
        : { score: 0.7, reason: 'labelled or international number outside the header' };
  }

  const withoutEmails = allText.replace(new RegExp(EMAIL.source, 'gu'), ' ');
  const urls = [
    ...links.filter((u) => /^https?:/i.test(u)),
    ...(withoutEmails.match(URL) ?? []),
  ].filter((u) => !u.includes('@'));
  const profiles = findProfiles(urls);
  if (profiles.length > 0) {
    basics.profiles = profiles;
    confidence['basics.profiles'] = { score: 0.9, reason: 'links to known networks' };
  }
  const site = urls.find((u) => !NETWORKS.some(([re]) => re.test(u)) && !/^mailto:/i.test(u));
  if (
    site &&
    (header.length === 0 ||
      URL.test(headerText.replace(new RegExp(EMAIL.source, 'gu'), ' ')) ||
      links.includes(site))
  ) {
    basics.url = toUrl(site.replace(/[.)]+$/, ''));
    confidence['basics.url'] = { score: 0.7, reason: 'web address that is not a known network' };
  }
  URL.lastIndex = 0;

  const locationLabel = /(?:location|address|residence|based in)\s*:\s*([^|•\n]+)/i
    .exec(allText)?.[1]
    ?.trim();
  const locationCell = top
    .flatMap((l) => l.segments)
    .find(
      (s) =>
        LOCATION.test(s) &&
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
      ? { score: 0.7, reason: '"City, Region" in the header' }
      : { score: 0.6, reason: 'labelled location' };
  }
  return { basics, confidence };
}
