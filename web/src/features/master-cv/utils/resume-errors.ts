import { fieldMessages } from 'src/lib/api-error';
import type { IndexMap } from './form-to-resume';
import type { ListSection } from './resume-form';
import { LIST_SECTIONS } from './resume-form';

/**
 * A server or schema path of the resume ("resume.work.0.startDate", "work.2.highlights.1",
 * "basics.profiles.0.url") as the form field it came from, or null when the form has no such
 * field. Indexes go through `indexMap`, since blank entries are not sent.
 */
export function resumePathToFormPath(path: string, indexMap?: IndexMap): string | null {
  const parts = path.replace(/^resume\./, '').split('.');
  const [section, ...rest] = parts;
  if (section === 'basics') {
    if (rest[0] === 'profiles' && rest[1] !== undefined) {
      const i = Number(rest[1]);
      if (!Number.isInteger(i)) return null;
      const formIndex = indexMap?.profiles[i] ?? i;
      return ['basics', 'profiles', formIndex, ...rest.slice(2, 3)].join('.');
    }
    if (rest[0] === 'location')
      return rest[1] ? `basics.location.${rest[1]}` : 'basics.location.city';
    return rest[0] ? `basics.${rest[0]}` : null;
  }
  if (!(LIST_SECTIONS as readonly string[]).includes(section ?? '')) return null;
  const i = Number(rest[0]);
  if (rest[0] === undefined || !Number.isInteger(i)) return null;
  const formIndex = indexMap?.[section as ListSection][i] ?? i;
  // "highlights.1" → the one text box that holds the whole list.
  const field = rest[1];
  if (!field) return `${section}.${formIndex}`;
  return `${section}.${formIndex}.${field}`;
}

export type MappedErrors = {
  /** Form path → first message, for `setError`. */
  fields: Record<string, string>;
  /** Messages with no field in the form, shown above it. */
  other: string[];
};

/** A 400's `details` (`{ "resume.work.0.startDate": ["…"] }`) as form field errors. */
export function mapServerFieldErrors(details: unknown, indexMap?: IndexMap): MappedErrors {
  const out: MappedErrors = { fields: {}, other: [] };
  for (const [path, message] of fieldMessages(details)) {
    const formPath = resumePathToFormPath(path, indexMap);
    if (formPath && !(formPath in out.fields)) out.fields[formPath] = message;
    else if (!formPath) out.other.push(message);
  }
  return out;
}
