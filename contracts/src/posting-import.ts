import { z } from 'zod';
import { yieldToBrowser } from './_yield.ts';

// Its schemas are built in a task of their own in the browser (decision 223).
await yieldToBrowser();

/** POST /api/posting-import: read a job posting from its link (decision 170). */
export const ImportPostingInput = z.object({
  url: z
    .url({ protocol: /^https?$/, error: 'Enter a web address starting with http:// or https://' })
    .max(2000, 'This web address is too long (2,000 characters at most)'),
});
export type ImportPostingInput = z.input<typeof ImportPostingInput>;

/** Where the fields came from: a job board's API, the page's JSON-LD, or the page's main text. */
export const IMPORT_SOURCES = ['greenhouse', 'lever', 'ashby', 'json-ld', 'page'] as const;
export const ImportSource = z.enum(IMPORT_SOURCES);
export type ImportSource = z.infer<typeof ImportSource>;

/**
 * What was read from the posting, for the user to check and edit before saving or scanning.
 * Fields the posting does not give are null; `deadline` and `datePosted` are calendar days.
 */
export const ImportedPosting = z.object({
  title: z.string().nullable(),
  company: z.string().nullable(),
  location: z.string().nullable(),
  salary: z.string().nullable(),
  deadline: z.string().nullable(),
  /** The link the user gave. */
  url: z.string(),
  /** The posting's clean text: what a scan reads. */
  postingText: z.string(),
  employmentType: z.string().nullable(),
  datePosted: z.string().nullable(),
  source: ImportSource,
});
export type ImportedPosting = z.infer<typeof ImportedPosting>;

/**
 * Why a link was not imported (422 `import_refused`, `details.reason`): a private or internal
 * address, a page over 2 MB, no answer within 5 s, a response that is not a web page or JSON,
 * a link that is not a web address, a posting the site does not have, a page with no posting in
 * it, a site that could not be reached, or too many redirects.
 */
export const IMPORT_REFUSAL_REASONS = [
  'private_address',
  'too_large',
  'timeout',
  'unsupported_content',
  'bad_url',
  'not_found',
  'no_posting',
  'unreachable',
  'too_many_redirects',
] as const;
export const ImportRefusalReason = z.enum(IMPORT_REFUSAL_REASONS);
export type ImportRefusalReason = z.infer<typeof ImportRefusalReason>;

export const ImportRefusalDetails = z.object({ reason: ImportRefusalReason });
