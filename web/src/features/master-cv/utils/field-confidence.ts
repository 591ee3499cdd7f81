// The parser's confidence per field (`basics.name`, `work[0].position`, each { score, reason })
// as the review step's "check these first" list and the inputs to highlight.

import { i18n as globalI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Below this, a parsed field is shown first and marked for checking (docs/decisions/040). */
const LOW_CONFIDENCE = 0.75;

const SECTION_LABELS: Record<string, MessageDescriptor> = {
  basics: msg`Contact`,
  work: msg`Experience`,
  education: msg`Education`,
  skills: msg`Skills`,
  projects: msg`Projects`,
  certificates: msg`Certificates`,
  languages: msg`Languages`,
  awards: msg`Awards`,
  publications: msg`Publications`,
  volunteer: msg`Volunteering`,
  interests: msg`Interests`,
  references: msg`References`,
  custom: msg`Other section`,
};

const FIELD_LABELS: Record<string, MessageDescriptor> = {
  name: msg`Name`,
  label: msg`Headline`,
  email: msg`Email`,
  phone: msg`Phone`,
  url: msg`Website`,
  summary: msg`Summary`,
  location: msg`Location`,
  position: msg`Job title`,
  startDate: msg`Start date`,
  endDate: msg`End date`,
  institution: msg`Institution`,
  area: msg`Field of study`,
  studyType: msg`Degree`,
  highlights: msg`Highlights`,
  keywords: msg`Keywords`,
  city: msg`City`,
  region: msg`Region`,
  organization: msg`Organisation`,
  awarder: msg`Awarded by`,
  publisher: msg`Publisher`,
  title: msg`Title`,
  items: msg`Lines`,
  language: msg`Language`,
  fluency: msg`Fluency`,
  issuer: msg`Issuer`,
  date: msg`Date`,
  score: msg`Grade`,
  courses: msg`Courses`,
};

export type FieldHint = {
  /** The parser's path, e.g. `work[0].position`. */
  path: string;
  /** The form input it belongs to, e.g. `work.0.position`; null when the form has no input. */
  formPath: string | null;
  score: number;
  reason: string;
  /** `reason` as the engine's key and values (engine 0.9.3+), for the reader's language. */
  reasonText?: unknown;
};

/** `work[0].position` → `work.0.position`; `basics.location` → its city input; `meta.*` → null. */
export function confidencePathToFormPath(path: string): string | null {
  const dotted = path.replace(/\[(\d+)\]/g, '.$1');
  const [section, ...rest] = dotted.split('.');
  if (!section || !(section in SECTION_LABELS) || rest.length === 0) return null;
  if (section === 'basics' && rest[0] === 'location') {
    return rest[1] ? `basics.location.${rest[1]}` : 'basics.location.city';
  }
  if (section === 'basics' && rest[0] === 'profiles') return null;
  return dotted;
}

/** A parser path as the user reads it: `work[1].position` → "Experience 2 · Job title". */
export function fieldLabel(path: string, i18n: I18n = globalI18n): string {
  const dotted = path.replace(/\[(\d+)\]/g, '.$1');
  const [section = '', ...rest] = dotted.split('.');
  const sectionDescriptor = SECTION_LABELS[section];
  const sectionLabel = sectionDescriptor ? i18n._(sectionDescriptor) : section;
  const index = rest.find((p) => /^\d+$/.test(p));
  const field = rest.filter((p) => !/^\d+$/.test(p)).at(-1) ?? '';
  const fieldDescriptor = FIELD_LABELS[field];
  const label = fieldDescriptor ? i18n._(fieldDescriptor) : field;
  return [index === undefined ? sectionLabel : `${sectionLabel} ${Number(index) + 1}`, label]
    .filter(Boolean)
    .join(' · ');
}

/** Fields the parser was unsure of, least sure first. Malformed entries are skipped. */
export function lowConfidenceFields(
  confidence: Record<string, { score: number; reason: string; reasonText?: unknown }>,
  threshold = LOW_CONFIDENCE,
): FieldHint[] {
  return Object.entries(confidence)
    .filter(([, c]) => Number.isFinite(c.score) && c.score < threshold)
    .map(([path, c]) => ({
      path,
      formPath: confidencePathToFormPath(path),
      score: c.score,
      reason: c.reason,
      reasonText: c.reasonText,
    }))
    .sort((a, b) => a.score - b.score || a.path.localeCompare(b.path));
}
