import { z } from 'zod';
import { isCalendarDate, webAddress } from './_fields.ts';
import { JOB_DATE_NOTE_MAX_LENGTH, JOB_DATES_MAX_PER_JOB, JobDateKind } from './calendar.ts';
import { CvSource, ParseWarning, Resume } from './cv.ts';
import { DocumentContent, DocumentKind, PageSize } from './documents.ts';
import { SentCv } from './job-targets.ts';
import { DismissReason, JobStatus, POSTING_MAX_CHARS, ScanResult } from './scans.ts';
import { yieldToBrowser } from './_yield.ts';

// Its schemas are built in a task of their own in the browser (decision 223).
await yieldToBrowser();

// POST /api/account/import: an account export (`GET /api/account/export`) read back into an empty
// account, on this server or another (decision 174). Every field is bounded as the routes that
// write it bound it; ids are only the file's own references, the server makes new ones.

/** The export format this server writes and reads. */
export const ACCOUNT_EXPORT_FORMAT = 'jobfit-export/1';
/** An export is larger than any other request: the import route's own body limit (decision 174). */
export const ACCOUNT_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** The master CV's plain text: the engine's reading of a CV of 10 MB at most. */
export const CV_TEXT_MAX_CHARS = 500_000;

const ref = z.string().min(1).max(100);
const instant = z.iso.datetime({ offset: true, error: 'Use an ISO date and time' });
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31')
  .refine(isCalendarDate, 'This date is not in the calendar');
const optionalText = (max: number) => z.string().trim().max(max).nullable().default(null);

export const ImportedMasterCv = z.object({
  resume: Resume,
  /** Absent in exports made before decision 174: the server reads it again from `resume`. */
  text: z.string().max(CV_TEXT_MAX_CHARS).optional(),
  sections: z.array(z.string().max(200)).max(100).optional(),
  source: CvSource,
  /** The original file's name and type; its bytes stay on the old server (decision 174). */
  file: z
    .object({
      name: z.string().max(300),
      mime: z.string().max(200),
      size: z.number().int().nonnegative(),
    })
    .nullable(),
  warnings: z.array(ParseWarning.extend({ message: z.string().max(1000) })).max(200),
  updatedAt: instant,
  createdAt: instant.optional(),
});

export const ImportedJobTarget = z.object({
  id: ref,
  title: z.string().trim().min(1).max(200),
  company: optionalText(200),
  location: optionalText(200),
  url: webAddress(2000).nullable().default(null),
  postingText: z.string().max(POSTING_MAX_CHARS),
  status: JobStatus,
  notes: optionalText(20_000),
  salary: optionalText(100),
  deadline: day.nullable().default(null),
  appliedAt: instant.nullable().default(null),
  sentCv: SentCv.nullable().default(null),
  sentDocumentId: ref.nullable().default(null),
  dismissedKeywords: z
    .array(z.object({ name: z.string().max(100), reason: DismissReason, dismissedAt: instant }))
    .max(500)
    .default([]),
  createdAt: instant,
  updatedAt: instant,
});

export const ImportedScan = z.object({
  id: ref,
  jobTargetId: ref,
  cvHash: z.string().max(128),
  cvText: z.string().max(CV_TEXT_MAX_CHARS),
  result: ScanResult,
  score: z.number().int().min(0).max(100),
  engineVersion: z.string().max(50),
  rescan: z.boolean(),
  createdAt: instant,
});

export const ImportedDocument = z
  .object({
    id: ref,
    scanId: ref.nullable(),
    jobTargetId: ref.nullable(),
    kind: DocumentKind,
    title: z.string().trim().min(1).max(200),
    content: DocumentContent,
    template: z.string().min(1).max(50),
    pageSize: PageSize,
    version: z.number().int().min(1),
    score: z.number().int().min(0).max(100).nullable(),
    originalScore: z.number().int().min(0).max(100).nullable(),
    changes: z
      .array(z.object({ kind: z.string().max(100), message: z.string().max(2000) }).loose())
      .max(500),
    createdAt: instant,
    updatedAt: instant,
  })
  .refine((d) => d.content.kind === d.kind, {
    message: 'The content is not of the document’s kind',
    path: ['content'],
  });

export const ImportedJobEvent = z.object({
  jobTargetId: ref,
  fromStatus: JobStatus.nullable(),
  toStatus: JobStatus,
  createdAt: instant,
});

export const ImportedJobDate = z
  .object({
    jobTargetId: ref,
    kind: JobDateKind,
    day: day.nullable(),
    startsAt: instant.nullable(),
    durationMinutes: z
      .number()
      .int()
      .min(5)
      .max(12 * 60)
      .nullable(),
    note: z.string().max(JOB_DATE_NOTE_MAX_LENGTH).nullable(),
    createdAt: instant,
  })
  .refine((d) => (d.day === null) !== (d.startsAt === null), {
    message: 'Either a whole day or a time, not both',
    path: ['day'],
  })
  .refine((d) => (d.startsAt === null) === (d.durationMinutes === null), {
    message: 'A timed date has a duration, a whole day none',
    path: ['durationMinutes'],
  });

/** The most rows of each kind one import takes (decision 141: every list is bounded). */
export const ACCOUNT_IMPORT_MAX_ROWS = 10_000;
const rows = <T extends z.ZodType>(item: T, max = ACCOUNT_IMPORT_MAX_ROWS) =>
  z.array(item).max(max).default([]);

/** POST /api/account/import: the body is an export file, as downloaded. */
export const AccountImport = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT, {
    error: `This is not a Jobfit data export (format ${ACCOUNT_EXPORT_FORMAT})`,
  }),
  exportedAt: instant,
  profile: z.object({ onboardingCompletedAt: instant.nullable().default(null) }).loose(),
  masterCv: ImportedMasterCv.nullable(),
  jobTargets: rows(ImportedJobTarget),
  jobTargetEvents: rows(ImportedJobEvent, ACCOUNT_IMPORT_MAX_ROWS * 10),
  jobTargetDates: rows(ImportedJobDate, ACCOUNT_IMPORT_MAX_ROWS * JOB_DATES_MAX_PER_JOB),
  scans: rows(ImportedScan),
  documents: rows(ImportedDocument),
});
export type AccountImport = z.input<typeof AccountImport>;

/** 201: what the import created in the signed-in account. */
export const AccountImportResult = z.object({
  masterCv: z.boolean(),
  jobTargets: z.number().int(),
  scans: z.number().int(),
  documents: z.number().int(),
  jobTargetEvents: z.number().int(),
  jobTargetDates: z.number().int(),
});
export type AccountImportResult = z.infer<typeof AccountImportResult>;
