import type { NoValues, TextOf } from './engine-text.ts';

/**
 * The structured CV, in the shape of JSON Resume (https://jsonresume.org/schema), which is what
 * `jobfit parse-cv --json` prints and what the server stores as a master CV.
 * Dates are ISO partial dates: `2021-03-15`, `2021-03` or `2021`; an open end is left out.
 *
 * @example const cv: Resume = { basics: { name: 'Ada Lovelace' }, work: [], education: [], skills: [] }
 */
export interface Resume {
  basics: ResumeBasics;
  work: ResumeWork[];
  education: ResumeEducation[];
  skills: ResumeSkill[];
  projects?: ResumeProject[];
  certificates?: ResumeCertificate[];
  languages?: ResumeLanguage[];
  awards?: ResumeAward[];
  publications?: ResumePublication[];
  volunteer?: ResumeVolunteer[];
  interests?: { name: string; keywords?: string[] }[];
  references?: { name: string; reference?: string }[];
  /**
   * Sections the JSON Resume schema has no place for ("Highlights", "Affiliations", "Additional
   * Information"), kept with their heading as written. An extension: other JSON Resume tools ignore it.
   */
  custom?: ResumeCustomSection[];
}

/** A section of the CV outside the JSON Resume schema, as written: its heading and its lines. */
export interface ResumeCustomSection {
  title: string;
  items: string[];
}

export interface ResumeBasics {
  name?: string;
  label?: string;
  email?: string;
  phone?: string;
  url?: string;
  summary?: string;
  location?: ResumeLocation;
  profiles?: ResumeProfile[];
}

export interface ResumeLocation {
  address?: string;
  postalCode?: string;
  city?: string;
  region?: string;
  countryCode?: string;
}

export interface ResumeProfile {
  network: string;
  username?: string;
  url?: string;
}

export interface ResumeWork {
  /** The employer. */
  name?: string;
  position?: string;
  location?: string;
  url?: string;
  startDate?: string;
  /** Left out when the job is current; see `current`. */
  endDate?: string;
  current?: boolean;
  summary?: string;
  highlights: string[];
}

export interface ResumeEducation {
  institution?: string;
  area?: string;
  studyType?: string;
  startDate?: string;
  endDate?: string;
  score?: string;
  courses?: string[];
}

export interface ResumeSkill {
  name: string;
  level?: string;
  keywords: string[];
}

export interface ResumeProject {
  name: string;
  description?: string;
  highlights?: string[];
  keywords?: string[];
  startDate?: string;
  endDate?: string;
  url?: string;
}

export interface ResumeCertificate {
  name: string;
  date?: string;
  issuer?: string;
  url?: string;
}

export interface ResumeLanguage {
  language: string;
  fluency?: string;
}

export interface ResumeAward {
  title: string;
  date?: string;
  awarder?: string;
  summary?: string;
}

export interface ResumePublication {
  name: string;
  publisher?: string;
  releaseDate?: string;
  url?: string;
  summary?: string;
}

export interface ResumeVolunteer {
  organization?: string;
  position?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights?: string[];
}

/** Something in the source document a user can act on ("two-column layout", "missing email"). */
export interface ParseWarning {
  /**
   * Stable machine code, e.g. `two_columns`, `tables`, `images`, `missing_email`; the parser's own
   * are the `ParseWarningCode`s, whose text in other languages is keyed `warning.<code>`.
   */
  code: string;
  /** One sentence for the user, saying what to check or change. */
  message: string;
}

/**
 * The codes of the warnings the parser writes.
 *
 * @example const code: ParseWarningCode = 'two_columns'
 */
export type ParseWarningCode =
  | 'two_columns'
  | 'sidebar'
  | 'tables'
  | 'images'
  | 'icons'
  | 'header_footer'
  | 'unusual_fonts'
  | 'missing_name'
  | 'missing_email'
  | 'missing_phone'
  | 'no_sections'
  | 'shortened';

/**
 * The parameters of each text the CV parser writes for a user, by key (docs/decisions/190): its
 * warnings and why it is sure of a field. `match/types.ts` holds the scan's.
 *
 * @example const v: CvTextValues['confidence.sections'] = { known: 3, total: 4 }
 */
export type CvTextValues = { [C in ParseWarningCode as `warning.${C}`]: NoValues } & {
  'confidence.name.largest': { line: number };
  'confidence.name.largest_bold': { line: number };
  'confidence.name.first_line': { line: number };
  'confidence.name.labelled': NoValues;
  'confidence.label': NoValues;
  'confidence.email.header': NoValues;
  'confidence.email.cv': NoValues;
  'confidence.profiles': NoValues;
  'confidence.url': NoValues;
  'confidence.location.header': NoValues;
  'confidence.location.labelled': NoValues;
  /** `e164`: the number as the phone library reads it, when it is a valid one. */
  'confidence.phone.header': { e164?: string };
  'confidence.phone.tel_link': { e164?: string };
  'confidence.phone.outside_header': { e164?: string };
  'confidence.phone.own_line': { e164?: string };
  'confidence.work.single_line': NoValues;
  'confidence.work.title_words': NoValues;
  'confidence.work.section_order': NoValues;
  'confidence.work.header_order': NoValues;
  'confidence.work.dates': NoValues;
  'confidence.education.institution_word': NoValues;
  'confidence.education.first_part': NoValues;
  'confidence.education.degree_word': NoValues;
  'confidence.sections': { known: number; total: number };
  'confidence.json_resume': NoValues;
  'confidence.linkedin': NoValues;
};

/**
 * A text of the CV parser as its key and values.
 *
 * @example const t: CvText = { key: 'confidence.sections', values: { known: 3, total: 4 } }
 */
export type CvText = TextOf<CvTextValues>;

/** How sure the parser is of one field, and why (e.g. "name: large bold first line"). */
export interface FieldConfidence {
  /** 0 to 1. */
  score: number;
  reason: string;
  /** `reason` as a key and values (docs/decisions/190); absent in CVs read before. */
  reasonText?: CvText;
}

/** What the parser found about the document itself, next to the resume. */
export interface ParseMeta {
  /** `manual`: typed into a form, so there is no file whose type could matter. */
  source: 'pdf' | 'docx' | 'text' | 'json' | 'linkedin' | 'manual';
  /** Section headings as they appear in the document, in order. */
  sections: string[];
  warnings: ParseWarning[];
  pages?: number;
  /** Keyed by a JSON path of the field, e.g. `basics.name`, `work[0].position`. */
  confidence: Record<string, FieldConfidence>;
  /** What the layout of the document holds, as far as the parser could see (PDF and DOCX). */
  layout?: ParseLayout;
}

/** The layout features of a document that ATS software may misread. */
export interface ParseLayout {
  /** Text columns side by side on the widest page (1 for a single column). */
  columns: number;
  /** A narrow side panel with its own headings, and on which side. */
  sidebar?: 'left' | 'right';
  tables: boolean;
  images: boolean;
  /** Icon-font or private-use glyphs (contact icons, skill dots). */
  icons: boolean;
}

/** The result of parsing a CV: the resume, the plain text it was read from, and the meta. */
export interface ParsedCv {
  resume: Resume;
  text: string;
  meta: ParseMeta;
}
