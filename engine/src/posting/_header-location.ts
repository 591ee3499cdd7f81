import { US_STATES } from './_header-words.ts';
import { firstMatches, lowerOf, wordsAfter } from './_header-lines.ts';

// Reading where a job is: labels, "based at/in", a header line shaped like a place, a site
// ("at Northwind General Hospital"), "City, ST", remote (docs/decisions/114-posting-title-company.md).

const PLACE_WORD =
  /^(?:Hospital|Campus|Centre|Center|Site|House|Park|Clinic|Surgery|Infirmary|HQ|Headquarters|Building|Offices?)$/;
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/g;
const REMOTE =
  /\b(?:(?:fully|100%|completely|entirely|permanently)\s+remote|remote[- ](?:first|only)|this\s+is\s+a\s+remote\s+(?:role|position|job|opportunity)|work\s+from\s+anywhere)\b/;

/** A location value cleaned of postcodes, open brackets and trailing clauses; undefined if none. */
export function cleanLocation(value: string): string | undefined {
  const v = value
    .replace(UK_POSTCODE, '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s*\([^)]*$/, '')
    .split(/\s+(?:but|and\s+open|or\s+remote|with)\s+|[;!?]\s|\.\s|\s[–—|]\s/)[0]
    ?.replace(/^[\s\-–:|,]+|[\s\-–:|,.]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!v || v.length > 80 || v.split(' ').length > 10 || !/^[A-Z0-9]/.test(v)) return undefined;
  return v;
}

/** The place named from `from` on: "Tulsa, Oklahoma", "Northwind General Hospital", "Leeds". */
function placeAfter(text: string, from: number): string | undefined {
  const words = wordsAfter(text, from, 100);
  const out: string[] = [];
  for (let i = 0; i < words.length && out.length < 8; i++) {
    const raw = words[i]?.text ?? '';
    const core = raw.replace(/[,.;:!?)]+$/, '');
    const joiner = /^(?:of|and|&|upon|on|under|le|de)$/.test(core) && out.length > 0;
    if (!/^[A-Z0-9][\w'’&-]*$/.test(core) && !joiner) break;
    out.push(core);
    if (raw.endsWith(',') && /^[A-Z]/.test(words[i + 1]?.text ?? '')) {
      out[out.length - 1] = `${core},`;
      continue;
    }
    if (core !== raw) break;
  }
  while (out.length > 0 && /^(?:of|and|&|upon|on|under|le|de)$/.test(out[out.length - 1] ?? ''))
    out.pop();
  return out.length > 0 ? cleanLocation(out.join(' ')) : undefined;
}

// What may follow "City, …" on a line of its own: a state or province code, a country, a county.
const PLACE_TAIL =
  /^(?:[A-Z]{2}|UK|U\.K\.|USA?|U\.S\.A?\.?|United\s+(?:Kingdom|States)|England|Scotland|Wales|(?:Northern\s+)?Ireland|Germany|France|Spain|Portugal|Italy|Netherlands|Belgium|Switzerland|Austria|Poland|Sweden|Norway|Denmark|Finland|Canada|Australia|New\s+Zealand|India|Singapore|Japan|China|Brazil|Mexico|Israel|UAE|South\s+Africa|[A-Z][a-z]+shire|(?:West|East|North|South)\s+[A-Z][a-z]+|Greater\s+[A-Z][a-z]+|[A-Z][a-z]+\s+County)$/;
const PROVINCES = new Set(['ON', 'BC', 'QC', 'AB', 'MB', 'NS', 'NB', 'SK', 'NL', 'PE']);

/** True for "Austin, TX", "Leeds, West Yorkshire", "Remote (UK)" — a line that is only a place. */
export function isPlaceLine(line: string): boolean {
  if (/^remote\b/i.test(line)) return line.split(/\s+/).length <= 4;
  // "London (hybrid)": a place with its way of working.
  if (/^[A-Z][\w .'’-]{1,30}\s\((?:hybrid|remote|on-?site|in[- ]office)\b[^)]{0,40}\)$/i.test(line))
    return true;
  const m =
    /^([A-Z][\w .'’-]{1,30}),\s*([A-Z][\w .'’-]{1,30})(?:,\s*([A-Z][\w .'’-]{1,20}))?$/.exec(line);
  const tail = (m?.[2] ?? '').replace(/\s*\(.*$/, '').trim();
  if (!m || !PLACE_TAIL.test(tail)) return false;
  return !/^[A-Z]{2}$/.test(tail) || US_STATES.has(tail) || PROVINCES.has(tail);
}

/** Scored places a posting names, best first. */
export function locationCues(
  text: string,
  skip: (at: number) => boolean,
  lower = lowerOf(text),
): { place: string; score: number; at: number }[] {
  const out: { place: string; score: number; at: number }[] = [];
  const add = (place: string | undefined, score: number, at: number) => {
    if (place && !skip(at)) out.push({ place, score, at });
  };
  for (const m of firstMatches(
    text,
    /\b(?:[Bb]ased|[Bb]ase\s+will\s+be)\s+(?:at|in|out\s+of)\s+(?:the\s+|our\s+)?/g,
  )) {
    const lineStart = m.index === 0 || text[m.index - 1] === '\n';
    add(placeAfter(text, m.index + m[0].length), lineStart ? 8 : 7, m.index);
  }
  for (const m of firstMatches(text, /\sat\s+(?:the\s+)?(?=[A-Z])/g)) {
    const place = placeAfter(text, m.index + m[0].length);
    const last = place?.split(/[\s,]+/).pop() ?? '';
    if (PLACE_WORD.test(last)) add(place, 4, m.index);
  }
  for (const m of firstMatches(text, /,\s([A-Z]{2})\b/g)) {
    if (!US_STATES.has(m[1] ?? '')) continue;
    const city = /\b[A-Z][a-z]+(?:[ -][A-Z][a-z]+){0,2}$/.exec(
      text.slice(Math.max(0, m.index - 40), m.index),
    );
    if (city) add(`${city[0]}, ${m[1]}`, 5, m.index - city[0].length);
  }
  const remote = lower.includes('remote') || lower.includes('anywhere') ? REMOTE.exec(lower) : null;
  if (remote) add('Remote', 3, remote.index);
  return out;
}
