// A job board API's answer read into a posting's fields (decision 170). Runs in the scan
// workers (../scan-worker.ts): the answer is the board's, its HTML is parsed like a page.
import { z } from 'zod';
import { companyFromSlug, dayOf, type ImportedFields } from './fields.ts';
import { htmlToPlainText } from './read-page.ts';

type BoardKind = 'greenhouse' | 'lever' | 'ashby';

/** A job board link, and where the board's public API has that posting. */
export interface BoardLink {
  kind: BoardKind;
  apiUrl: string;
  /** The board's name in the link (a company's Greenhouse board, Lever site, Ashby org). */
  board: string;
  jobId: string;
}

const text = z.string().nullish();
const nothing = {
  location: null,
  salary: null,
  deadline: null,
  employmentType: null,
  datePosted: null,
} as const;

// Only the fields read; anything else in the boards' answers is ignored.
const GreenhouseJob = z.object({
  title: z.string(),
  company_name: text,
  content: z.string().default(''),
  location: z.object({ name: text }).nullish(),
  first_published: text,
  updated_at: text,
  pay_input_ranges: z
    .array(
      z.object({
        min_cents: z.number().nullish(),
        max_cents: z.number().nullish(),
        currency_type: text,
      }),
    )
    .nullish(),
});

const LeverPosting = z.object({
  text: z.string(),
  categories: z.object({ location: text, commitment: text }).nullish(),
  description: text,
  descriptionPlain: text,
  lists: z.array(z.object({ text: z.string(), content: z.string() })).nullish(),
  additional: text,
  additionalPlain: text,
  createdAt: z.number().nullish(),
  workplaceType: text,
  salaryRange: z
    .object({
      min: z.number().nullish(),
      max: z.number().nullish(),
      currency: text,
      interval: text,
    })
    .nullish(),
  salaryDescriptionPlain: text,
});

const AshbyJob = z.object({
  id: text,
  title: z.string(),
  location: text,
  isRemote: z.boolean().nullish(),
  descriptionHtml: text,
  descriptionPlain: text,
  publishedAt: text,
  employmentType: text,
  jobUrl: text,
  compensation: z
    .object({
      scrapeableCompensationSalarySummary: text,
      compensationTierSummary: text,
    })
    .nullish(),
});
const AshbyBoard = z.object({ jobs: z.array(z.unknown()) });

const ASHBY_EMPLOYMENT: Record<string, string> = {
  FullTime: 'Full-time',
  PartTime: 'Part-time',
  Intern: 'Internship',
  Contract: 'Contract',
  Temporary: 'Temporary',
};

const LEVER_INTERVAL: Record<string, string> = {
  'per-year-salary': 'a year',
  'per-month-salary': 'a month',
  'per-week-salary': 'a week',
  'per-day-wage': 'a day',
  'per-hour-wage': 'an hour',
};

function money(amount: number, currency: string | null | undefined): string {
  const code = currency && /^[A-Z]{3}$/i.test(currency) ? currency.toUpperCase() : undefined;
  try {
    if (code) {
      return new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: code,
        maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      }).format(amount);
    }
  } catch {
    // An unknown currency code: the figure and the code.
  }
  const figure = amount.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return code ? `${code} ${figure}` : figure;
}

function range(
  min: number | null | undefined,
  max: number | null | undefined,
  currency?: string | null,
) {
  if (min == null && max == null) return null;
  if (min != null && max != null && min !== max)
    return `${money(min, currency)}–${money(max, currency)}`;
  return money((min ?? max) as number, currency);
}

/** Greenhouse's content is HTML written as entities ("&lt;p&gt;"): unescaped once, then read. */
function greenhouseText(content: string): string {
  const html = /<[a-z]/i.test(content) ? content : htmlToPlainText(content);
  return htmlToPlainText(html);
}

/**
 * The posting in a board API's answer (its JSON already parsed); undefined when the answer has
 * no such posting (an Ashby board without that job, a shape the reader does not know).
 */
export function readBoardAnswer(link: BoardLink, json: unknown): ImportedFields | undefined {
  if (link.kind === 'greenhouse') {
    const job = GreenhouseJob.safeParse(json);
    if (!job.success) return undefined;
    const j = job.data;
    const pay = j.pay_input_ranges?.[0];
    return {
      ...nothing,
      title: j.title,
      company: j.company_name ?? companyFromSlug(link.board),
      location: j.location?.name ?? null,
      salary: pay
        ? range(
            pay.min_cents == null ? null : pay.min_cents / 100,
            pay.max_cents == null ? null : pay.max_cents / 100,
            pay.currency_type,
          )
        : null,
      datePosted: dayOf(j.first_published ?? j.updated_at),
      postingText: [j.title, greenhouseText(j.content)].join('\n\n'),
      source: 'greenhouse',
    };
  }
  if (link.kind === 'lever') {
    const posting = LeverPosting.safeParse(json);
    if (!posting.success) return undefined;
    const p = posting.data;
    const s = p.salaryRange;
    const pay = s ? range(s.min, s.max, s.currency) : null;
    const lists = (p.lists ?? []).map((l) => `${l.text}:\n${htmlToPlainText(l.content)}`);
    const description = p.description ? htmlToPlainText(p.description) : (p.descriptionPlain ?? '');
    const additional = p.additional ? htmlToPlainText(p.additional) : (p.additionalPlain ?? '');
    return {
      ...nothing,
      title: p.text,
      company: companyFromSlug(link.board),
      location: p.categories?.location ?? (p.workplaceType === 'remote' ? 'Remote' : null),
      salary:
        pay && s?.interval && LEVER_INTERVAL[s.interval]
          ? `${pay} ${LEVER_INTERVAL[s.interval]}`
          : (pay ?? p.salaryDescriptionPlain?.trim() ?? null) || null,
      employmentType: p.categories?.commitment ?? null,
      datePosted: dayOf(p.createdAt),
      postingText: [p.text, description, ...lists, additional].filter(Boolean).join('\n\n'),
      source: 'lever',
    };
  }
  const board = AshbyBoard.safeParse(json);
  if (!board.success) return undefined;
  for (const raw of board.data.jobs) {
    const job = AshbyJob.safeParse(raw);
    if (!job.success) continue;
    const j = job.data;
    if (j.id !== link.jobId && !j.jobUrl?.endsWith(`/${link.jobId}`)) continue;
    const pay = j.compensation;
    const description = j.descriptionHtml
      ? htmlToPlainText(j.descriptionHtml)
      : (j.descriptionPlain ?? '');
    return {
      ...nothing,
      title: j.title,
      company: companyFromSlug(link.board),
      location: j.location ?? (j.isRemote ? 'Remote' : null),
      salary: pay?.scrapeableCompensationSalarySummary ?? pay?.compensationTierSummary ?? null,
      employmentType: j.employmentType
        ? (ASHBY_EMPLOYMENT[j.employmentType] ?? j.employmentType)
        : null,
      datePosted: dayOf(j.publishedAt),
      postingText: [j.title, description].join('\n\n'),
      source: 'ashby',
    };
  }
  return undefined;
}
