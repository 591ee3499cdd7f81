import { CompanyScores, aboutHeading, bestCompany, companyCues } from './_header-company.ts';
import { contactZones, headerLines, inZones, labelled, linesOf, lowerOf } from './_header-lines.ts';
import { cleanLocation, isPlaceLine, locationCues } from './_header-location.ts';
import { nameKey, validName } from './_header-names.ts';
import { roleAt, titleCues } from './_header-role.ts';
import { cleanTitle, isRoleShaped } from './_header-title.ts';

// Title, company and location of a posting (docs/decisions/114-posting-title-company.md), read from
// labels, the header lines before the body and the sentences that name the post and the employer.
// Scores: a label 10, a header line 8, sentences 3–6 by how plainly they name the post.

const TITLE_LABELS =
  'job\\s*title|position(?:\\s*title)?|role(?:\\s*title)?|title|vacancy(?:\\s*title)?|post(?:\\s*title)?|job\\s*role|job';
const COMPANY_LABELS =
  'company(?:\\s*name)?|employer|organi[sz]ation|hiring\\s+(?:company|organi[sz]ation)|client';
const LOCATION_LABELS =
  'location(?:\\(s\\)|s)?|job\\s+location|work\\s+location|primary\\s+location|preferred\\s+location|office\\s+location|site|base|based\\s+(?:at|in)|work\\s*site|city|place\\s+of\\s+work';

/** What the header reading found. */
interface HeaderReading {
  title?: string;
  company?: string;
  location?: string;
}

interface Scored {
  value: string;
  score: number;
  at: number;
}

function best(list: Scored[]): string | undefined {
  let top: Scored | undefined;
  for (const c of list)
    if (!top || c.score > top.score || (c.score === top.score && c.at < top.at)) top = c;
  return top?.value;
}

/** A title named more than once counts a little more ("Nurse" in two sentences), up to +1.5. */
function withRepeats(list: Scored[]): Scored[] {
  const seen = new Map<string, Scored & { repeats: number }>();
  for (const c of list) {
    const key = c.value.toLowerCase();
    const prev = seen.get(key);
    if (!prev) seen.set(key, { ...c, repeats: 0 });
    else {
      prev.repeats++;
      if (c.score > prev.score) prev.value = c.value;
      prev.score = Math.max(prev.score, c.score);
      prev.at = Math.min(prev.at, c.at);
    }
  }
  return [...seen.values()].map((c) => ({ ...c, score: c.score + 0.5 * Math.min(c.repeats, 3) }));
}

function read(text: string): HeaderReading {
  const lines = linesOf(text);
  const zones = contactZones(lines);
  const skip = (at: number) => inZones(zones, at);
  const lower = lowerOf(text);
  const scores = new CompanyScores();
  const titles: Scored[] = [];
  const places: Scored[] = [];

  for (const l of labelled(lines, TITLE_LABELS, zones)) {
    const c = cleanTitle(l.value);
    if (c.title) titles.push({ value: c.title, score: 10, at: l.start });
    scores.add(c.company, 6);
  }
  for (const l of labelled(lines, COMPANY_LABELS, zones))
    scores.add(l.value.split(/\s[-–|]\s/)[0], 10);
  for (const l of labelled(lines, LOCATION_LABELS, zones)) {
    const place = cleanLocation(l.value);
    if (place) places.push({ value: place, score: 10, at: l.start });
  }
  for (const line of headerLines(lines)) {
    if (skip(line.start)) continue;
    const c = cleanTitle(line.text);
    if (c.title) titles.push({ value: c.title, score: 8, at: line.start });
    scores.add(c.company, 6);
    headerPlace(line.text, line.start, scores, places);
  }
  for (const line of lines)
    if (line.text.length <= 80 && !skip(line.start)) aboutHeading(line.text, scores);
  // A run-on posting opens with its title: "Account Executive - SaaS Primary Purpose: …".
  const first = lines.find((l) => l.text !== '');
  const opening = first ? roleAt(text, first.start, true) : undefined;
  if (opening && first) titles.push({ value: opening.title, score: 4, at: first.start });
  for (const cue of titleCues(text, skip, lower))
    titles.push({ value: cue.title, score: cue.weight, at: cue.at });
  companyCues(text, scores, skip, lower);
  for (const cue of locationCues(text, skip, lower))
    places.push({ value: cue.place, score: cue.score, at: cue.at });

  const company = bestCompany(text, scores, lower);
  const companyKey = company ? nameKey(company) : '';
  const title = best(withRepeats(titles.filter((t) => nameKey(t.value) !== companyKey)));
  const reading: HeaderReading = {};
  if (title) reading.title = title;
  if (company) reading.company = company;
  const location = best(places);
  if (location) reading.location = location;
  return reading;
}

/** A header line that gives a place: "Austin, TX", "Northwind Analytics, Austin, TX", "Acme — Remote". */
function headerPlace(line: string, at: number, scores: CompanyScores, places: Scored[]): void {
  if (isPlaceLine(line)) {
    const place = cleanLocation(line);
    if (place) places.push({ value: place, score: 8, at });
    return;
  }
  const comma = /^([^,]{2,60}),\s+(.+)$/.exec(line);
  if (comma && isPlaceLine(comma[2] ?? '') && !isRoleShaped((comma[1] ?? '').split(' '))) {
    const place = cleanLocation(comma[2] ?? '');
    if (place && validName(comma[1] ?? '')) {
      places.push({ value: place, score: 8, at });
      scores.add(comma[1], 5);
    }
    return;
  }
  // "Contoso Retail — Remote (UK)": a place part, and the organisation beside it.
  const parts = line.split(/\s[-–—|•·]\s/).map((p) => p.trim());
  const placeAt = parts.findIndex((p) => isPlaceLine(p));
  if (parts.length !== 2 || placeAt < 0) return;
  const place = cleanLocation(parts[placeAt] ?? '');
  if (place) places.push({ value: place, score: 6, at });
  const other = parts[1 - placeAt] ?? '';
  if (!isRoleShaped(other.split(' '))) scores.add(other, 3);
}

let cache: { text: string; reading: HeaderReading } | undefined;

/** The title, company and location the text gives (the last text's reading is kept). */
function readHeader(text: string): HeaderReading {
  if (cache?.text !== text) cache = { text, reading: read(text) };
  return cache.reading;
}

/**
 * The job title: `given` (from JSON-LD or the page's heading) cleaned, else read from the text.
 *
 * @example titleIn('Northwind Analytics: Staff Data Engineer\n…') // 'Staff Data Engineer'
 */
export function titleIn(text: string, given?: string): string | undefined {
  const fromGiven = given ? cleanTitle(given, true).title : undefined;
  return fromGiven ?? readHeader(text).title;
}

/**
 * The hiring organisation: `given` (JSON-LD `hiringOrganization`, the page title), else read.
 *
 * @example companyIn('Northwind Analytics is seeking a Data Engineer.') // 'Northwind Analytics'
 */
export function companyIn(text: string, given?: string): string | undefined {
  const fromGiven = given?.replace(/\s+/g, ' ').trim();
  return fromGiven || readHeader(text).company;
}

/**
 * Where the job is: `given` (JSON-LD `jobLocation`), else read; "Remote" for a remote job with
 * no place.
 *
 * @example locationIn('Data Engineer\nLocation: Leeds') // 'Leeds'
 */
export function locationIn(text: string, given?: string, remote = false): string | undefined {
  const fromGiven = given ? (cleanLocation(given) ?? given.trim()) : undefined;
  return fromGiven || readHeader(text).location || (remote ? 'Remote' : undefined);
}
