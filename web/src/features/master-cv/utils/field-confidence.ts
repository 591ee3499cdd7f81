// The parser's confidence per field (`basics.name`, `work[0].position`, each { score, reason })
// as the review step's "check these first" list and the inputs to highlight.

/** Below this, a parsed field is shown first and marked for checking (docs/decisions/040). */
export const LOW_CONFIDENCE = 0.75;

const SECTION_LABELS: Record<string, string> = {
  basics: 'Contact',
  work: 'Experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  certificates: 'Certificates',
  languages: 'Languages',
  awards: 'Awards',
  publications: 'Publications',
  volunteer: 'Volunteering',
  interests: 'Interests',
  references: 'References',
  custom: 'Other section',
};

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  label: 'Headline',
  email: 'Email',
  phone: 'Phone',
  url: 'Website',
  summary: 'Summary',
  location: 'Location',
  position: 'Job title',
  startDate: 'Start date',
  endDate: 'End date',
  institution: 'Institution',
  area: 'Field of study',
  studyType: 'Degree',
  highlights: 'Highlights',
  keywords: 'Keywords',
  city: 'City',
  region: 'Region',
  organization: 'Organisation',
  awarder: 'Awarded by',
  publisher: 'Publisher',
  title: 'Title',
  items: 'Lines',
  language: 'Language',
  fluency: 'Fluency',
  issuer: 'Issuer',
  date: 'Date',
  score: 'Grade',
  courses: 'Courses',
};

export type FieldHint = {
  /** The parser's path, e.g. `work[0].position`. */
  path: string;
  /** The form input it belongs to, e.g. `work.0.position`; null when the form has no input. */
  formPath: string | null;
  label: string;
  score: number;
  reason: string;
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

function labelFor(path: string): string {
  const dotted = path.replace(/\[(\d+)\]/g, '.$1');
  const [section = '', ...rest] = dotted.split('.');
  const sectionLabel = SECTION_LABELS[section] ?? section;
  const index = rest.find((p) => /^\d+$/.test(p));
  const field = rest.filter((p) => !/^\d+$/.test(p)).at(-1) ?? '';
  const fieldLabel = FIELD_LABELS[field] ?? field;
  return [index === undefined ? sectionLabel : `${sectionLabel} ${Number(index) + 1}`, fieldLabel]
    .filter(Boolean)
    .join(' · ');
}

/** Fields the parser was unsure of, least sure first. Malformed entries are skipped. */
export function lowConfidenceFields(
  confidence: Record<string, { score: number; reason: string }>,
  threshold = LOW_CONFIDENCE,
): FieldHint[] {
  return Object.entries(confidence)
    .filter(([, c]) => Number.isFinite(c.score) && c.score < threshold)
    .map(([path, c]) => ({
      path,
      formPath: confidencePathToFormPath(path),
      label: labelFor(path),
      score: c.score,
      reason: c.reason,
    }))
    .sort((a, b) => a.score - b.score || a.path.localeCompare(b.path));
}
