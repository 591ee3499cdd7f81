import { z } from 'zod';
import { isCalendarDate, webAddress } from './_fields.ts';
import { StoredEngineText } from './engine-text.ts';
import { ApiErrorBody } from './errors.ts';
import { yieldToBrowser } from './_yield.ts';

// Its schemas are built in a task of their own in the browser (decision 223).
await yieldToBrowser();

// The master CV in JSON Resume shape (the engine's `Resume`), as the API accepts and returns it.
// Limits keep a typo from storing a novel, not a real CV from saving.
// Lone UTF-16 surrogates (which PostgreSQL's jsonb refuses) become U+FFFD, whatever the route.
const text = (max = 300) =>
  z
    .string()
    .trim()
    .max(max)
    .overwrite((v) => (v.isWellFormed() ? v : v.toWellFormed()));
const longText = text(5000);
/** ISO partial date as the engine writes it: 2021, 2021-03 or 2021-03-15. */
const isoDate = z
  .string()
  .trim()
  .max(10, 'Use a date like 2021, 2021-03 or 2021-03-15')
  .refine((v) => v === '' || isCalendarDate(v), 'Use a date like 2021, 2021-03 or 2021-03-15')
  .optional();
const list = <T extends z.ZodType>(item: T, max = 100) => z.array(item).max(max);

export const ResumeBasics = z.object({
  name: text(200).optional(),
  label: text(200).optional(),
  email: z.email('Enter a valid e-mail address').max(254).or(z.literal('')).optional(),
  phone: text(50).optional(),
  url: webAddress(500).optional(),
  summary: longText.optional(),
  location: z
    .object({
      address: text().optional(),
      postalCode: text(30).optional(),
      city: text(100).optional(),
      region: text(100).optional(),
      countryCode: text(10).optional(),
    })
    .optional(),
  profiles: list(
    z.object({
      network: text(100),
      username: text(200).optional(),
      url: webAddress(500).optional(),
    }),
    20,
  ).optional(),
});

export const ResumeWork = z.object({
  name: text(200).optional(),
  position: text(200).optional(),
  location: text(200).optional(),
  url: webAddress(500).optional(),
  startDate: isoDate,
  endDate: isoDate,
  current: z.boolean().optional(),
  summary: longText.optional(),
  highlights: list(text(1000), 50).default([]),
});

export const ResumeEducation = z.object({
  institution: text(200).optional(),
  area: text(200).optional(),
  studyType: text(200).optional(),
  startDate: isoDate,
  endDate: isoDate,
  // Free text in JSON Resume ("3.9/4.0, summa cum laude, Dean's List"), not just a number.
  score: text().optional(),
  courses: list(text(200), 50).optional(),
});

export const ResumeSkill = z.object({
  name: text(200),
  level: text(100).optional(),
  keywords: list(text(100), 100).default([]),
});

/**
 * A CV section the JSON Resume schema has no place for: its heading and its lines. One without a
 * heading is kept but not printed (like an empty section), so no edit is ever refused for it.
 */
export const ResumeCustomSection = z.object({
  title: text(200),
  items: list(text(1000), 100).default([]),
});
export type ResumeCustomSection = z.infer<typeof ResumeCustomSection>;

export const Resume = z.object({
  basics: ResumeBasics.default({}),
  work: list(ResumeWork, 50).default([]),
  education: list(ResumeEducation, 20).default([]),
  skills: list(ResumeSkill, 100).default([]),
  projects: list(
    z.object({
      name: text(200),
      description: longText.optional(),
      highlights: list(text(1000), 30).optional(),
      keywords: list(text(100), 50).optional(),
      startDate: isoDate,
      endDate: isoDate,
      url: webAddress(500).optional(),
    }),
    50,
  ).optional(),
  certificates: list(
    z.object({
      name: text(200),
      date: isoDate,
      issuer: text(200).optional(),
      url: webAddress(500).optional(),
    }),
    50,
  ).optional(),
  languages: list(z.object({ language: text(100), fluency: text(100).optional() }), 30).optional(),
  awards: list(
    z.object({
      title: text(200),
      date: isoDate,
      awarder: text(200).optional(),
      summary: longText.optional(),
    }),
    50,
  ).optional(),
  publications: list(
    z.object({
      name: text(300),
      publisher: text(200).optional(),
      releaseDate: isoDate,
      url: webAddress(500).optional(),
      summary: longText.optional(),
    }),
    100,
  ).optional(),
  volunteer: list(
    z.object({
      organization: text(200).optional(),
      position: text(200).optional(),
      startDate: isoDate,
      endDate: isoDate,
      summary: longText.optional(),
      highlights: list(text(1000), 30).optional(),
    }),
    30,
  ).optional(),
  interests: list(
    z.object({ name: text(100), keywords: list(text(100), 30).optional() }),
    30,
  ).optional(),
  references: list(z.object({ name: text(200), reference: longText.optional() }), 20).optional(),
  /** Sections outside the JSON Resume schema ("Highlights", "Affiliations"), heading as written. */
  custom: list(ResumeCustomSection, 30).optional(),
});
export type Resume = z.infer<typeof Resume>;

export const CvSource = z.enum(['upload', 'manual', 'json']);
export type CvSource = z.infer<typeof CvSource>;

export const ParseWarning = z.object({ code: z.string(), message: z.string() });
export type ParseWarning = z.infer<typeof ParseWarning>;

export const FieldConfidence = z.object({
  score: z.number(),
  reason: z.string(),
  /** `reason` as a key and values (engine 0.9.3+). */
  reasonText: StoredEngineText,
});

/** What the parser saw of the document's layout (PDF and DOCX): what ATS software may misread. */
export const ParseLayout = z.object({
  /** Text columns side by side on the widest page (1 for a single column). */
  columns: z.number().int().nonnegative(),
  sidebar: z.enum(['left', 'right']).optional(),
  tables: z.boolean(),
  images: z.boolean(),
  /** Icon-font or private-use glyphs (contact icons, skill dots). */
  icons: z.boolean(),
});
export type ParseLayout = z.infer<typeof ParseLayout>;

/** A check of the CV alone or against a posting: pass / warn / fail, message, how to fix. */
export const Check = z.object({
  id: z.string(),
  label: z.string(),
  status: z.enum(['pass', 'warn', 'fail']),
  message: z.string(),
  /** `message` as a key and values (engine 0.9.3+), for the reader's language. */
  messageText: StoredEngineText,
  fix: z.string().optional(),
  fixText: StoredEngineText,
});
export type Check = z.infer<typeof Check>;

export const CvFile = z.object({ name: z.string(), mime: z.string(), size: z.number().int() });
export type CvFile = z.infer<typeof CvFile>;

/** GET /api/cv → the master CV (404 when the user has none yet). */
export const MasterCv = z.object({
  resume: Resume,
  source: CvSource,
  file: CvFile.nullable(),
  warnings: z.array(ParseWarning),
  sections: z.array(z.string()),
  checks: z.array(Check),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type MasterCv = z.infer<typeof MasterCv>;

/** PUT /api/cv: save the master CV; `uploadId` attaches the reviewed upload's original file. */
export const SaveCvInput = z.object({
  resume: Resume,
  source: CvSource.default('manual'),
  uploadId: z.uuid().optional(),
  /** The version the editor started from; a newer stored version answers 409. */
  baseVersion: z.number().int().optional(),
});
export type SaveCvInput = z.input<typeof SaveCvInput>;

/** POST /api/cv/upload → a parsed draft for the review step (nothing saved as master CV yet). */
export const CvDraft = z.object({
  uploadId: z.uuid(),
  file: CvFile,
  resume: Resume,
  warnings: z.array(ParseWarning),
  sections: z.array(z.string()),
  confidence: z
    .record(z.string(), FieldConfidence)
    .refine((v) => Object.keys(v).length <= 200, 'Too many fields'),
  /** Absent in drafts stored before layout detection, and for text and JSON files. */
  layout: ParseLayout.optional(),
  pages: z.number().int().optional(),
  /** The text as the parser read it, in its reading order (shown beside the fields). */
  text: z.string().optional(),
});
export type CvDraft = z.infer<typeof CvDraft>;

/**
 * `Accept: application/x-ndjson` on POST /api/cv/upload: the answer is a stream of these, one JSON
 * object a line (decision 188). `progress` lines say how far the reading is (each PDF page as it
 * starts, then the search for sections); the last line is the `draft`, or the `error` with the
 * status and body the plain JSON answer would have had.
 */
export const CvUploadEvent = z.discriminatedUnion('type', [
  z.discriminatedUnion('step', [
    z.object({
      type: z.literal('progress'),
      step: z.literal('page'),
      page: z.number().int().positive(),
      pages: z.number().int().positive(),
    }),
    z.object({ type: z.literal('progress'), step: z.literal('sections') }),
  ]),
  z.object({ type: z.literal('draft'), draft: CvDraft }),
  z.object({
    type: z.literal('error'),
    status: z.number().int(),
    /** Seconds to wait before retrying, with a 503. */
    retryAfter: z.number().int().optional(),
    error: ApiErrorBody.shape.error,
  }),
]);
export type CvUploadEvent = z.infer<typeof CvUploadEvent>;
/** The media type a client accepts to get `CvUploadEvent` lines. */
export const CV_UPLOAD_EVENTS_TYPE = 'application/x-ndjson';

/** Uploads: formats by content, size limit (docs/product.md, Errors: 413 / 415 / 422). */
export const CV_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** `.zip`: a LinkedIn data export (decision 173). */
export const CV_UPLOAD_ACCEPT = '.pdf,.docx,.txt,.md,.json,.zip';
