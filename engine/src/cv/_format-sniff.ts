// What sniffing a CV's format needs from the JSON Resume and LinkedIn readers, without their
// libraries (zod, csv-parse, fflate): `detectCvFormat` runs on every upload and every CLI start,
// the readers only for their own format (docs/decisions/182).

/**
 * The deepest nesting of objects and arrays in a JSON text, counted in one pass outside strings
 * and stopping past `max`, so a document nested a million levels deep is refused before
 * `JSON.parse` and the validator walk it (decision 140).
 * @example nestingDepth('{"a":[1]}', 32) // 2
 */
export function nestingDepth(text: string, max: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > deepest) deepest = depth;
      if (deepest > max) return deepest;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

/** The CSVs a profile is built from, by their name in the export (any folder, any case). */
const PARTS = [
  'profile',
  'positions',
  'education',
  'skills',
  'certifications',
  'languages',
  'projects',
  'email addresses',
  'phonenumbers',
  'honors',
  'publications',
  'volunteering',
  'courses',
] as const;
export type Part = (typeof PARTS)[number];

/** The profile part a file name stands for, if any ("Positions.csv", "Basic_LinkedInDataExport/Skills.csv"). */
export function partOf(name: string): Part | undefined {
  const base = name
    .split('/')
    .pop()
    ?.toLowerCase()
    .replace(/\.csv$/, '')
    .replace(/_/g, ' ');
  return PARTS.find((p) => p === base || (p === 'phonenumbers' && base === 'phone numbers'));
}

/**
 * True when `names` (a zip's entry names) look like a LinkedIn data export: a Profile or
 * Positions CSV. Used to sniff the format.
 * @example isLinkedInExport(['Profile.csv', 'Positions.csv']) // true
 */
export function isLinkedInExport(names: readonly string[]): boolean {
  return names.some((n) => {
    const part = partOf(n);
    return part === 'profile' || part === 'positions';
  });
}
