import { z } from 'zod';
import { Resume } from './cv.ts';
import { yieldToBrowser } from './_yield.ts';

// Its schemas are built in a task of their own in the browser (decision 223).
await yieldToBrowser();

export const DocumentKind = z.enum(['cv', 'cover_letter']);
export type DocumentKind = z.infer<typeof DocumentKind>;

export const LetterTone = z.enum(['formal', 'friendly', 'concise']);
export type LetterTone = z.infer<typeof LetterTone>;

export const PageSize = z.enum(['A4', 'Letter']);
export type PageSize = z.infer<typeof PageSize>;

export const ExportFormat = z.enum(['pdf', 'docx', 'md', 'json']);
export type ExportFormat = z.infer<typeof ExportFormat>;

/** A cover letter: paragraphs may use `**bold**` and `*italic*`. */
export const CoverLetter = z.object({
  tone: LetterTone,
  date: z.string().max(100).optional(),
  company: z.string().max(200).optional(),
  title: z.string().max(200).optional(),
  greeting: z.string().max(300),
  paragraphs: z.array(z.string().max(5000)).max(20),
  closing: z.string().max(300),
  signature: z.string().max(300),
});
export type CoverLetter = z.infer<typeof CoverLetter>;

/** CV sections a renderer places, in the order tailoring chose. */
export const SectionId = z.enum([
  'summary',
  'experience',
  'skills',
  'education',
  'projects',
  'certificates',
  'languages',
  'awards',
  'publications',
  'volunteer',
  'interests',
  'references',
]);
export type SectionId = z.infer<typeof SectionId>;

export const CV_TEMPLATE_IDS = ['classic', 'modern'] as const;
export const CvTemplateId = z.enum(CV_TEMPLATE_IDS);

/** A tailored CV's content: the resume, the section order, and the skills the user confirmed. */
export const TailoredCvContent = z.object({
  kind: z.literal('cv'),
  resume: Resume,
  sectionOrder: z.array(SectionId).max(20),
  confirmedSkills: z.array(z.string().max(100)).max(100),
});

export const CoverLetterContent = z.object({
  kind: z.literal('cover_letter'),
  letter: CoverLetter,
});

export const DocumentContent = z.discriminatedUnion('kind', [
  TailoredCvContent,
  CoverLetterContent,
]);
export type DocumentContent = z.infer<typeof DocumentContent>;

/** POST /api/documents: build a tailored CV or cover letter from a scan. */
export const CreateDocumentInput = z.object({
  scanId: z.uuid(),
  kind: DocumentKind,
  title: z.string().trim().min(1).max(200).optional(),
  /** Missing keywords of the scan the user says they really have (tailored CV). */
  confirmedSkills: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  /** Where each confirmed skill goes: the skills section, or a chosen bullet. */
  placements: z
    .record(
      z.string(),
      z.union([
        z.literal('skills'),
        z.object({
          workIndex: z.number().int().min(0),
          highlightIndex: z.number().int().min(0),
        }),
      ]),
    )
    // One per confirmed skill at most (thousands of keys once stalled the server).
    .refine((p) => Object.keys(p).length <= 50, 'At most 50 placements')
    .optional(),
  tone: LetterTone.default('formal'),
  template: CvTemplateId.optional(),
});
export type CreateDocumentInput = z.input<typeof CreateDocumentInput>;

/** PUT /api/documents/:id: autosave. A stale `baseVersion` answers 409. */
export const UpdateDocumentInput = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  content: DocumentContent.optional(),
  template: CvTemplateId.optional(),
  pageSize: PageSize.optional(),
  baseVersion: z.number().int(),
  /** Save over a newer version after a 409, on the user's word. */
  force: z.boolean().optional(),
});
export type UpdateDocumentInput = z.input<typeof UpdateDocumentInput>;

/**
 * POST /api/documents/:id/redraft: the cover letter drafted again in `tone` from the current master
 * CV and its scan. The answer (a CoverLetter) is not saved; the editor saves it like any edit.
 */
export const RedraftLetterInput = z.object({ tone: LetterTone });
export type RedraftLetterInput = z.infer<typeof RedraftLetterInput>;

export const DocumentSummary = z.object({
  id: z.uuid(),
  scanId: z.uuid().nullable(),
  jobTargetId: z.uuid().nullable(),
  kind: DocumentKind,
  title: z.string(),
  template: z.string(),
  jobTitle: z.string().nullable(),
  company: z.string().nullable(),
  updatedAt: z.string(),
  createdAt: z.string(),
  /** Scan score of the tailored CV against the same posting, next to the original's. */
  score: z.number().int().nullable(),
  originalScore: z.number().int().nullable(),
});
export type DocumentSummary = z.infer<typeof DocumentSummary>;

export const JobfitDocument = DocumentSummary.extend({
  content: DocumentContent,
  pageSize: PageSize,
  version: z.number().int(),
  /** What tailoring changed and why (tailored CVs). */
  changes: z.array(z.object({ kind: z.string(), message: z.string() }).loose()),
});
export type JobfitDocument = z.infer<typeof JobfitDocument>;

export const DocumentList = z.object({
  items: z.array(DocumentSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DocumentList = z.infer<typeof DocumentList>;

/** The most documents one page of the list holds: lists are paged in SQL (decision 142). */
export const DOCUMENTS_MAX_PAGE_SIZE = 100;

/** GET /api/documents: newest change first, one page at a time. */
export const ListDocumentsQuery = z.object({
  scanId: z.uuid().optional(),
  kind: DocumentKind.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(DOCUMENTS_MAX_PAGE_SIZE).default(25),
});

export const ExportDocumentQuery = z.object({
  format: ExportFormat.default('pdf'),
  pageSize: PageSize.optional(),
});

/** POST /api/documents/:id/rephrase (Pro, when an LLM is configured). */
export const RephraseInput = z.object({
  text: z.string().trim().min(1).max(5000),
  kind: z.enum(['bullet', 'letter']),
});
/** `suggestion` is null when the model's text named skills the CV does not show (`withheld`). */
export const RephraseResult = z.object({
  suggestion: z.string().nullable(),
  withheld: z.array(z.string()),
});
export type RephraseResult = z.infer<typeof RephraseResult>;

/** GET /api/me/features: what this server and the user's plan offer. */
export const Features = z.object({ llm: z.boolean() });
