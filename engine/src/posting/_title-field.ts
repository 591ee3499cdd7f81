import { skillKey } from '../skills/index.ts';
import type { SkillMention } from '../skills/index.ts';

// The field a job title names (docs/decisions/175-title-field.md): "Assistant Accountant" asks
// for accounting, "Data Architect" for data architecture, "Product Manager" for product
// management. A recruiter searches the field; the posting often never writes it as a noun.

// Job nouns that name their field by themselves; with a specialism before them the field is
// qualified by it ("Mental Health Nurse" → "mental health nursing").
const FIELD_OF: Record<string, string> = {
  accountant: 'accounting',
  bookkeeper: 'bookkeeping',
  recruiter: 'recruitment',
  receptionist: 'reception',
  radiographer: 'radiography',
  sonographer: 'sonography',
  physiotherapist: 'physiotherapy',
  therapist: 'therapy',
  pharmacist: 'pharmacy',
  nurse: 'nursing',
  midwife: 'midwifery',
  teacher: 'teaching',
  lecturer: 'lecturing',
  tutor: 'tutoring',
  plumber: 'plumbing',
  carpenter: 'carpentry',
  joiner: 'joinery',
  welder: 'welding',
  machinist: 'machining',
  housekeeper: 'housekeeping',
  cleaner: 'cleaning',
  auditor: 'auditing',
  surveyor: 'surveying',
  dietitian: 'dietetics',
  optometrist: 'optometry',
  psychologist: 'psychology',
  counsellor: 'counselling',
  counselor: 'counseling',
  translator: 'translation',
  interpreter: 'interpreting',
  copywriter: 'copywriting',
  editor: 'editing',
  photographer: 'photography',
  programmer: 'programming',
  statistician: 'statistics',
  economist: 'economics',
  architect: 'architecture',
  designer: 'design',
  marketer: 'marketing',
  admin: 'administration',
};

// Job nouns that name a field only with the specialism before them: "Software Engineer" is
// software engineering, a bare "Engineer" or "Manager" names none.
const QUALIFIED_FIELD_OF: Record<string, string> = {
  manager: 'management',
  developer: 'development',
  engineer: 'engineering',
  scientist: 'science',
  analyst: 'analysis',
  administrator: 'administration',
};

// Job nouns whose specialism is the field itself when it names one ("Procurement Specialist",
// "Payroll Officer", "Marketing Lead"): a word that ends like a field of work.
const HOLDER = new Set(
  'specialist officer lead coordinator executive advisor adviser consultant'.split(' '),
);
const FIELD_WORD = /(?:ment|ing|tion|sion|ance|ence|ics|ogy|graphy|payroll|finance|sales|hr)$/i;

// Grades and terms of the post, not of the field ("Senior", "Locum", "Chartered").
const GRADE =
  /^(?:senior|snr|sr|junior|jnr|jr|lead|principal|staff|distinguished|founding|chief|head|associate|assistant|deputy|trainee|graduate|apprentice|entry|mid|level|band|i{1,3}|iv|v|chartered|qualified|registered|certified|licensed|experienced|freelance|locum|bank|agency|temporary|permanent|interim|relief|specialist|advanced|newly|remote|hybrid)$/i;
// Specialisms too vague or too local to name a field ("General Manager", "Field Application
// Manager", "Team Lead", "Ward Manager" stays: a ward is a field of nursing management).
const VAGUE_SPECIALISM = new Set(
  'general application applications area regional national global group team department unit site branch shift duty night day home field office'.split(
    ' ',
  ),
);

/** One field a title names: the name, and where the words it comes from stand in the title. */
export interface TitleField {
  name: string;
  /** The title's words that name it ("Data Scientist", "Accountant"), as written. */
  surface: string;
  /** Offset of `surface` in the title. */
  at: number;
  /** Offset and length of the job noun ("Accountant") in the title. */
  noun: { at: number; length: number };
}

type Word = { text: string; at: number };
type Found = { name: string; at: number; end: number; noun: Word };

/** The specialism of a part of a title: the words before its job noun, grades left out. */
function specialismOf(words: Word[]): Word[] {
  let specialism = words.slice(0, -1);
  while (specialism.length && GRADE.test(specialism[0]?.text ?? ''))
    specialism = specialism.slice(1);
  return specialism;
}

/** The field of one part of a title ("Product Manager" of "Product Manager/Data Evangelist"). */
function fieldOfPart(words: Word[]): Found | undefined {
  const noun = words[words.length - 1];
  if (!noun) return undefined;
  const key = noun.text.toLowerCase();
  // A long specialism ("Equity Data Insights Quantitative Analyst") ends on the field's own word.
  const written = specialismOf(words);
  const own = written.length > 2 ? written.slice(-1) : written;
  const lower = own.map((w) => (/^[A-Z]{2,}$/.test(w.text) ? w.text : w.text.toLowerCase()));
  if (lower.some((w) => VAGUE_SPECIALISM.has(w.toLowerCase()))) return undefined;
  // The words the field comes from, as they stand in the title. ("Analyst/Developer": the second
  // job's specialism is not written beside it, and a bare "Developer" names no field.)
  const first = own[0] ?? noun;
  const whole = { at: first.at, end: noun.at + noun.text.length, noun };
  const field = FIELD_OF[key];
  if (field) return { name: [...lower, field].join(' '), ...whole };
  const qualified = QUALIFIED_FIELD_OF[key];
  if (qualified && lower.length > 0 && lower.length <= 2)
    return { name: [...lower, qualified].join(' '), ...whole };
  const only = own[0];
  if (HOLDER.has(key) && own.length === 1 && only && FIELD_WORD.test(only.text))
    return { name: lower[0] ?? '', at: only.at, end: only.at + only.text.length, noun };
  return undefined;
}

/**
 * The fields of work a job title names, from its job nouns and the specialism before them.
 *
 * @example titleFields('Assistant Accountant')[0]?.name // 'accounting'
 * @example titleFields('Product Manager/Data Evangelist')[0]?.name // 'product management'
 */
export function titleFields(title: string): TitleField[] {
  const out: TitleField[] = [];
  // Parts of a title: "Analyst/Developer", "Data Engineer – Kafka", "Scientist, Toxicology".
  for (const part of title.matchAll(/[^/,–—|()]+/g)) {
    const words = [...part[0].matchAll(/[A-Za-z][A-Za-z&+-]*/g)].map((m) => ({
      text: m[0],
      at: (part.index ?? 0) + (m.index ?? 0),
    }));
    // A part that is not a job ("in Acute Medicine", "- Kafka") names no field here.
    if (words.some((w) => /^(?:of|in|for|to|at|with|and|or|the)$/i.test(w.text))) continue;
    const field = fieldOfPart(words);
    if (!field) continue;
    out.push({
      name: field.name,
      surface: title.slice(field.at, field.end),
      at: field.at,
      noun: { at: field.noun.at, length: field.noun.text.length },
    });
  }
  return out;
}

/**
 * The fields a posting's title names, as mentions at the title's place in the text, except
 * where a skill already read there names the job or its specialism ("Registered Nurse", the
 * "Back-end" of "Backend Engineer", "Marketing" of "Marketing Lead") or names the same field.
 */
export function titleFieldMentions(
  text: string,
  title: string,
  titleAt: number,
  read: readonly SkillMention[],
): SkillMention[] {
  return titleFields(title).flatMap((field) => {
    const start = titleAt + field.at;
    const end = start + field.surface.length;
    const nounStart = titleAt + field.noun.at;
    const nounEnd = nounStart + field.noun.length;
    // The specialism's words: before the noun, or the whole surface when the noun is not in it.
    const specialismEnd = nounStart >= end ? end : nounStart;
    const key = skillKey(field.name);
    const named = read.some(
      (m) =>
        skillKey(m.name) === key ||
        (m.start <= nounStart && m.end >= nounEnd) ||
        (specialismEnd > start && m.start <= start && m.end >= specialismEnd - 1),
    );
    if (named) return [];
    const mention: SkillMention = {
      name: field.name,
      category: 'hard',
      surface: text.slice(start, end),
      start,
      end,
      source: 'title',
      confidence: 0.6,
    };
    return [mention];
  });
}
