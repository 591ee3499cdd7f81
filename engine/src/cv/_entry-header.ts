// An entry's header cells → its dates, place and the texts that name it (decision 121); which text
// is the employer and which the title is decided in _work.ts.
import { findDateRange, isOnlyDate } from './_dates.ts';
import { DEGREE } from './_education.ts';
import type { Entry } from './_entries.ts';
import { companyScore, employerness, titleScore, titleness } from './_job-words.ts';
import { isCityRegion, isKnownPlace, isRegion } from './_places.ts';

const LOCATION_CELL = /^[\p{Lu}][\p{L}.' -]+,\s*[\p{Lu}][\p{L}.' -]+$|^(remote|hybrid|on-?site)$/iu;

// A short capitalised cell beside the entry's main text is its place: "Mountain View", "Remote".
function placeLike(cell: string): boolean {
  if (/^[\p{Lu}][\p{L}.' -]+,\s*[A-Z]{2}$/u.test(cell) || isPlace(cell)) return true;
  if (titleScore(cell) > 0 || DEGREE.test(cell) || employerness(cell) >= 2) return false;
  if (LOCATION_CELL.test(cell)) return true;
  const words = cell.split(/\s+/);
  return (
    words.length <= 3 &&
    words.every((w) => /^[\p{Lu}][\p{L}.'-]*$/u.test(w)) &&
    titleScore(cell) === 0 &&
    companyScore(cell) === 0
  );
}

/**
 * Reads an entry's header cells into its dates, its place and the texts that name it.
 * @example readHeader(entry); entry.texts // ['Meyer Tech Inc.', 'Desktop Support Manager']
 */
export function readHeader(e: Entry): void {
  // The first cell of a header line names things; the other cells (often right-aligned) hold
  // dates and the place. Cells from bullet lines count as side cells too.
  const cells = [
    ...e.header.flatMap((l) => {
      // A leading date cell (dates in a left margin) does not make the next cell a side cell.
      const main = l.segments.findIndex((c) => !isOnlyDate(c));
      return l.segments.map((text, i) => ({ text, side: i > Math.max(0, main) }));
    }),
    ...e.texts.map((text) => ({ text, side: true })),
  ];
  const texts: string[] = [];
  let maybePlace: { text: string; at: number } | undefined;
  for (const { text: cell, side } of cells) {
    let pieces = [cell];
    const d = findDateRange(cell);
    if (d && (!e.dates || isOnlyDate(cell))) {
      if (!e.dates) e.dates = d;
      // A lone end date in the next cell (a dash the text layer lost): "Aug 2023 | May 2027".
      else if (
        isOnlyDate(cell) &&
        !e.dates.endDate &&
        !e.dates.current &&
        d.startDate &&
        !d.endDate
      )
        if ((e.dates.startDate ?? '') <= d.startDate) e.dates.endDate = d.startDate;
      // Dates between two names split them: "Operator 12/2009 to 11/2010 Company Name".
      pieces = [cell.slice(0, d.index), cell.slice(d.index + d.match.length)];
    }
    for (const piece of pieces.flatMap((p) => placeOut(e, p))) {
      const rest = tidy(piece);
      // "Present" in a cell of its own after the start date (a dash the text layer lost).
      if (e.dates && PRESENT_CELL.test(rest)) {
        if (!e.dates.endDate) e.dates.current = true;
        continue;
      }
      if (!rest || /^\d+\s+(years?|months?|yrs?|mos?)\b/i.test(rest)) continue;
      if (!e.location && (side ? isPlace(rest) : isPlace(rest) && texts.length > 0)) {
        e.location = rest;
        continue;
      }
      // A short capitalised side cell ("Mountain View", "Ostrava Metrics") is the place only
      // when the other cells already name the job; else it is the employer (decision 121).
      if (!e.location && !maybePlace && side && placeLike(rest)) {
        maybePlace = { text: rest, at: texts.length };
        continue;
      }
      texts.push(rest);
    }
  }
  if (maybePlace) {
    if (texts.length >= 2 && !e.location) e.location = maybePlace.text;
    else texts.splice(maybePlace.at, 0, maybePlace.text);
  }
  e.texts = texts;
}

const PRESENT_CELL = /^(present|current|currently|now|ongoing|today)$/i;

function tidy(s: string): string {
  // Brackets left open by a date taken out: "ETH Zürich (2015–2019)".
  return s
    .replace(/^[\s,|:/–—)-]+|[\s,|:/–—(-]+$/g, '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const TEMPLATE_PLACE = /(?<=^|\s)City\s*,\s*State(?=\s|$)/;

/** "Spokane, WA", "Denver, Colorado", "Remote": a place on its own. */
function isPlace(s: string): boolean {
  return isCityRegion(s) || /^(remote|hybrid|on-?site)$/i.test(s);
}

/** A city name: up to four capitalised words that name no role and no organisation. */
function cityLike(s: string): boolean {
  const ws = s.trim().split(/\s+/);
  return (
    s.length <= 30 &&
    ws.length <= 4 &&
    ws.every((w) => /^[\p{Lu}][\p{L}.'’-]*$/u.test(w) || /^(de|la|del|am|upon|on)$/.test(w)) &&
    titleness(s) <= 0 &&
    employerness(s) < 2
  );
}

/**
 * Takes a "City, Region" out of a header cell wherever it stands, leaving the text on either side
 * as separate names: "Meyer Tech Inc. | Spokane, WA, Desktop Support Manager" (decision 121).
 */
function placeOut(e: Entry, cell: string): string[] {
  let text = cell.replace(/\(([^()]*)\)\s*$/, (m, inner: string) => {
    const place = inner.trim().replace(/\s+,/g, ',');
    if (!e.location && (isPlace(place) || LOCATION_CELL.test(place))) {
      e.location = place;
      return ' ';
    }
    return m;
  });
  text = tidy(text);
  if (e.location) return [text];
  // A template's own place, never filled in ("Company Name City , State Account Manager"): the
  // words on either side are the names, not "State Account Manager".
  const template = TEMPLATE_PLACE.exec(text);
  if (template) {
    e.location = 'City, State';
    // Either side may hold two names: a bar parts them, and so does the template's own employer
    // ("Teacher Company Name ｜ City , State"), whatever mangled sign stands after it.
    return [text.slice(0, template.index), text.slice(template.index + template[0].length)]
      .flatMap((p) => p.split(/\s*[|｜│]\s*|(?<=\S)\s+(?=Company Name\b)/))
      .map((p) => p.replace(/^(Company Name)\b[^A-Za-z0-9]*$/, '$1'))
      .filter((p) => tidy(p) !== '');
  }
  const parts = text.split(/(\s*,\s*|\s+[–—|-]\s+)/);
  const beforeTitle = placeBeforeTitle(e, parts);
  if (beforeTitle) return beforeTitle;
  // parts alternate text and separator: 0, 2, 4… are texts.
  for (let i = 0; i + 2 < parts.length; i += 2) {
    const city = parts[i] ?? '';
    const region = parts[i + 2] ?? '';
    const atEnd = i + 2 === parts.length - 1;
    if (!cityLike(city) || !(isRegion(region) || (atEnd && /^[A-Z]{2,3}$/.test(region)))) continue;
    // A full place needs some other text beside it; a cell that is only a place is handled by the caller.
    if (parts.length === 3) return [text];
    let end = i + 2;
    if (end + 2 < parts.length && isRegion(parts[end + 2] ?? '')) end += 2;
    e.location = parts
      .slice(i, end + 1)
      .join('')
      .replace(/\s*,\s*/g, ', ');
    return [parts.slice(0, Math.max(0, i - 1)).join(''), parts.slice(end + 2).join('')].filter(
      (p) => tidy(p) !== '',
    );
  }
  return [text];
}

// Words a job title often opens with, besides the title words themselves ("Senior", "Lead").
const TITLE_OPENER =
  /^(full|full-stack|fullstack|front-end|frontend|back-end|backend|web|software|mobile|data|cloud|systems?|network|it|ui|ux|ui\/ux|product|project|program|sales|marketing|account|business|technical|graduate|chief|staff|registered|general|office|customer|financial|hr)$/i;

/**
 * A place whose last part runs into the title with no separator, in either order:
 * "BN Real estate portal, Russia, St. Petersburg Front-end Developer", "Acme, Lyon, France Sales
 * Manager". The place is taken when its first part is a known country or region (or a city and
 * then one) and the words left after it read as a title; the texts on either side stay names.
 *
 * @example placeBeforeTitle(e, ['Acme', ', ', 'Israel', ', ', 'Tel-Aviv Full stack Developer']) // ['Acme', 'Full stack Developer']
 */
function placeBeforeTitle(e: Entry, parts: string[]): string[] | undefined {
  for (let i = 0; i + 2 < parts.length; i += 2) {
    const first = (parts[i] ?? '').trim();
    const next = (parts[i + 2] ?? '').trim();
    // A state code alone ("IN", "OR") is too often a word to lead a place.
    const countryFirst = isRegion(first) && first.length > 2;
    if (!countryFirst && !cityLike(first)) continue;
    // "Moscow, Russia, Team Lead": a known city before the country makes the place whole.
    if (countryFirst && i >= 2 && isKnownPlace(parts[i - 2] ?? '')) continue;
    const words = next.split(/\s+/);
    // The shortest lead that is a whole place: a known one, or one the title's first word ends.
    for (let n = 1; n <= Math.min(3, words.length - 1); n++) {
      const lead = words.slice(0, n).join(' ');
      const title = words.slice(n).join(' ');
      if (!(countryFirst ? cityLike(lead) : isRegion(lead) && lead.length > 2)) continue;
      if (words.slice(0, n).some((w) => TITLE_OPENER.test(w) || titleScore(w) > 0)) continue;
      const opensTitle = TITLE_OPENER.test(words[n] ?? '') || titleScore(words[n] ?? '') > 0;
      if (!(isKnownPlace(lead) || opensTitle) || titleness(title) < 3) continue;
      e.location = `${first}, ${lead}`;
      return [parts.slice(0, Math.max(0, i - 1)).join(''), title].filter((p) => tidy(p) !== '');
    }
  }
  return undefined;
}
