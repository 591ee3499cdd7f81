// The CV checks (ATS and recruiter). Thresholds: docs/decisions/021-match-score-weights.md.
import type { ParsedCv, ParseLayout } from '../resume.ts';
import type { CvView } from './_cv-view.ts';
import type { Check } from './types.ts';

const STRONG_VERBS = new Set(
  `accelerated achieved acquired adapted administered advised analysed analyzed architected assembled assessed audited automated balanced boosted built calculated championed coached collaborated communicated completed composed conceived conducted configured consolidated constructed consulted contributed controlled converted coordinated created cut decreased defined delivered deployed designed developed devised diagnosed directed doubled drafted drove earned edited eliminated enabled engineered enhanced established evaluated exceeded executed expanded expedited facilitated forecasted formulated founded generated grew guided halved headed hired identified implemented improved increased influenced initiated innovated inspected installed instituted integrated introduced invented investigated launched led leveraged maintained managed maximized mentored merged migrated minimized modernized monitored motivated negotiated operated optimised optimized orchestrated organised organized overhauled oversaw partnered performed pioneered planned prepared presented prioritized processed produced programmed promoted proposed prototyped published raised rebuilt recruited redesigned reduced refactored resolved restructured revamped reviewed revised saved scaled secured shipped simplified solved spearheaded standardized steered streamlined strengthened structured supervised surpassed tested trained transformed tripled troubleshot unified upgraded won wrote`.split(
    /\s+/,
  ),
);
const WEAK_STARTS =
  /^(responsible for|responsibilities|worked on|helped|assisted|participated|involved in|duties included|tasked with|in charge of|handled|did)\b/i;
const BUZZWORDS = [
  'team player',
  'hard-working',
  'hardworking',
  'detail-oriented',
  'detail oriented',
  'go-getter',
  'think outside the box',
  'synergy',
  'results-driven',
  'results driven',
  'self-starter',
  'self starter',
  'dynamic',
  'passionate',
  'proven track record',
  'best of breed',
  'highly motivated',
  'motivated',
  'strategic thinker',
  'go-to person',
  'value add',
  'thought leader',
  'ninja',
  'rockstar',
  'guru',
  'works well under pressure',
  'excellent communication skills',
];
const OVERUSED = [
  'responsible',
  'managed',
  'helped',
  'worked',
  'various',
  'utilized',
  'utilised',
  'assisted',
  'handled',
  'successfully',
  'duties',
];
const LAYOUT_CODES =
  /column|sidebar|table|image|icon|text_layer|header|footer|textbox|graphic|scanned|font/i;

/**
 * Each layout feature ATS software misreads: the warning codes that name it, whether
 * `meta.layout` shows it, what to say when no warning did, and the fix (decision 122).
 */
const LAYOUT_RISKS: {
  codes: RegExp;
  seen: (l: ParseLayout) => string | undefined;
  fix: string;
}[] = [
  {
    codes: /column/,
    seen: (l) =>
      l.columns > 1 ? `${l.columns === 2 ? 'Two' : l.columns}-column layout found.` : undefined,
    fix: 'use a single-column layout',
  },
  {
    codes: /sidebar/,
    seen: (l) => (l.sidebar ? `A sidebar on the ${l.sidebar} found.` : undefined),
    fix: 'move the sidebar into the main column',
  },
  {
    codes: /table|textbox/,
    seen: (l) => (l.tables ? 'Tables found.' : undefined),
    fix: 'put content in plain lines, not tables or text boxes',
  },
  {
    codes: /image|graphic|scanned|text_layer/,
    seen: (l) => (l.images ? 'Images found.' : undefined),
    fix: 'keep every fact as text, not in images',
  },
  {
    codes: /icon|font/,
    seen: (l) => (l.icons ? 'Icons found.' : undefined),
    fix: 'write contact details as text, without icons',
  },
  {
    codes: /header|footer/,
    seen: () => undefined,
    fix: 'move contact details out of the page header and footer',
  },
];

function check(
  id: string,
  label: string,
  status: Check['status'],
  message: string,
  fix?: string,
): Check {
  return status === 'pass' || fix === undefined
    ? { id, label, status, message }
    : { id, label, status, message, fix };
}

function countOf(haystack: string, needle: string): number {
  let n = 0;
  for (let i = haystack.indexOf(needle); i >= 0; i = haystack.indexOf(needle, i + needle.length))
    n++;
  return n;
}

/**
 * The layout check: the parser's layout warnings, plus what `meta.layout` saw that no warning
 * names yet, each with its fix. A missing text layer fails; every other risk warns.
 */
function layoutCheck(cv: ParsedCv): Check {
  const risks = cv.meta.warnings.filter((w) => LAYOUT_CODES.test(w.code));
  const messages = risks.map((r) => r.message);
  const fixes: string[] = [];
  for (const risk of LAYOUT_RISKS) {
    const warned = risks.some((r) => risk.codes.test(r.code));
    const seen = cv.meta.layout && risk.seen(cv.meta.layout);
    if (seen && !warned) messages.push(seen);
    if (seen || warned) fixes.push(risk.fix);
  }
  if (messages.length === 0) {
    return check('layout', 'Layout risks', 'pass', 'No layout risks found.');
  }
  const fix = fixes.length
    ? `ATS software reads a plain page best: ${fixes.join('; ')}.`
    : 'Use one column, no tables or text boxes, and real text (not images).';
  return check(
    'layout',
    'Layout risks',
    risks.some((r) => /text_layer|scanned/.test(r.code)) ? 'fail' : 'warn',
    messages.join(' '),
    fix,
  );
}

/** What every CV check reads. */
interface CheckInput {
  cv: ParsedCv;
  view: CvView;
  /** The CV's text in lower case, for phrase counts. */
  lower: string;
  /** Years that set the length check's expectation. */
  seniorYears: number;
}

function contactCheck({ cv }: CheckInput): Check {
  const b = cv.resume.basics;
  const email = !!b.email || /[\w.+-]+@[\w-]+\.[\w.]+/.test(cv.text);
  const phone = !!b.phone || /\+?\d[\d ()-]{7,}\d/.test(cv.text);
  return email && phone
    ? check('contact', 'Contact details', 'pass', 'Email and phone number found.')
    : check(
        'contact',
        'Contact details',
        email || phone ? 'warn' : 'fail',
        `No ${email ? 'phone number' : phone ? 'email address' : 'email or phone number'} found.`,
        'Put your email and phone number under your name.',
      );
}

function linkedinCheck({ cv }: CheckInput): Check {
  const linkedin =
    (cv.resume.basics.profiles ?? []).some((p) =>
      /linkedin/i.test(`${p.network} ${p.url ?? ''}`),
    ) || /linkedin\.com\/in\//i.test(cv.text);
  return linkedin
    ? check('linkedin', 'LinkedIn', 'pass', 'LinkedIn profile link found.')
    : check(
        'linkedin',
        'LinkedIn',
        'warn',
        'No LinkedIn profile link found.',
        'Add your LinkedIn URL (linkedin.com/in/…) next to your contact details.',
      );
}

const STANDARD_HEADINGS: [section: string, name: string][] = [
  ['experience', 'Experience'],
  ['education', 'Education'],
  ['skills', 'Skills'],
];

function headingsCheck({ view }: CheckInput): Check {
  const present = new Set<string>(view.lines.filter((l) => l.isHeading).map((l) => l.section));
  const missing = STANDARD_HEADINGS.filter(([s]) => !present.has(s)).map(([, name]) => name);
  return missing.length === 0
    ? check(
        'headings',
        'Standard section headings',
        'pass',
        'Experience, Education and Skills headings found.',
      )
    : check(
        'headings',
        'Standard section headings',
        missing.length === 3 ? 'fail' : 'warn',
        `No standard heading for: ${missing.join(', ')}.`,
        `Use plain headings ATS software knows: ${missing.join(', ')}.`,
      );
}

function datesCheck({ cv }: CheckInput): Check {
  const work = cv.resume.work;
  const dated = work.filter((w) => /^\d{4}/.test(w.startDate ?? '')).length;
  return work.length > 0 && dated / work.length >= 0.8
    ? check('dates', 'Dates', 'pass', `Dates read for ${dated} of ${work.length} jobs.`)
    : check(
        'dates',
        'Dates',
        work.length === 0 || dated === 0 ? 'fail' : 'warn',
        work.length === 0
          ? 'No jobs with dates were found.'
          : `Dates read for only ${dated} of ${work.length} jobs.`,
        'Write each job\'s dates as "Mar 2021 – Jun 2023" or "2021 – Present" on the job\'s first line.',
      );
}

function lengthCheck({ view, seniorYears }: CheckInput): Check {
  const words = view.wordCount;
  const [min, max] = seniorYears >= 8 ? [400, 1400] : seniorYears >= 3 ? [300, 1100] : [200, 800];
  return words >= min && words <= max
    ? check('length', 'Length', 'pass', `${words} words: right for your experience.`)
    : check(
        'length',
        'Length',
        words < min / 2 ? 'fail' : 'warn',
        `${words} words: ${words < min ? 'short' : 'long'} for your experience (${min}–${max} expected).`,
        words < min
          ? 'Add results and detail to your recent jobs.'
          : 'Cut older or less relevant jobs to their key results.',
      );
}

function metricsCheck({ view }: CheckInput): Check {
  const bullets = view.bullets;
  const measured = bullets.filter((s) => /\d|%|\$|€|£/.test(s)).length;
  const share = bullets.length === 0 ? 0 : measured / bullets.length;
  return share >= 0.3
    ? check(
        'metrics',
        'Measurable results',
        'pass',
        `${measured} of ${bullets.length} bullets have numbers.`,
      )
    : check(
        'metrics',
        'Measurable results',
        measured === 0 ? 'fail' : 'warn',
        `${measured} of ${bullets.length} bullets have numbers.`,
        'Quantify results: "cut build time by 40%", "served 2M users", "saved $50k a year".',
      );
}

function verbsCheck({ view }: CheckInput): Check {
  const bullets = view.bullets;
  const firstWords = bullets.map(
    (s) =>
      s
        .trim()
        .split(/\s+/)[0]
        ?.toLowerCase()
        .replace(/[^a-z]/g, '') ?? '',
  );
  const strong = firstWords.filter((w) => STRONG_VERBS.has(w)).length;
  const weak = bullets.filter((s) => WEAK_STARTS.test(s.trim())).length;
  return bullets.length > 0 && strong / bullets.length >= 0.5 && weak === 0
    ? check(
        'verbs',
        'Action verbs',
        'pass',
        `${strong} of ${bullets.length} bullets start with a strong verb.`,
      )
    : check(
        'verbs',
        'Action verbs',
        bullets.length === 0 ? 'fail' : 'warn',
        `${strong} of ${bullets.length} bullets start with a strong verb${weak > 0 ? `; ${weak} start with "responsible for" or similar` : ''}.`,
        'Start each bullet with a verb of what you did: led, built, cut, grew, shipped.',
      );
}

function buzzwordsCheck({ lower }: CheckInput): Check {
  const buzz = BUZZWORDS.filter((w) => lower.includes(w));
  return buzz.length <= 1
    ? check(
        'buzzwords',
        'Buzzwords and clichés',
        'pass',
        buzz.length === 0 ? 'No clichés found.' : `One cliché: "${buzz[0]}".`,
      )
    : check(
        'buzzwords',
        'Buzzwords and clichés',
        buzz.length >= 4 ? 'fail' : 'warn',
        `Clichés: ${buzz.map((w) => `"${w}"`).join(', ')}.`,
        'Replace each cliché with a fact that shows it.',
      );
}

function overusedCheck({ lower }: CheckInput): Check {
  const overused = OVERUSED.map((w) => [w, countOf(lower, w)] as const).filter(([, n]) => n >= 4);
  return overused.length === 0
    ? check('overused', 'Overused words', 'pass', 'No word is overused.')
    : check(
        'overused',
        'Overused words',
        'warn',
        `Overused: ${overused.map(([w, n]) => `"${w}" ×${n}`).join(', ')}.`,
        'Vary your verbs and say what changed rather than what you were responsible for.',
      );
}

/**
 * The file type matters for an uploaded file only; a typed-in CV has none (issue 19), nor does one
 * imported from a LinkedIn export: what employers get is the file exported from here.
 */
function fileTypeCheck({ cv }: CheckInput): Check | undefined {
  const source = cv.meta.source;
  if (source === 'manual' || source === 'linkedin') return undefined;
  return source === 'pdf' || source === 'docx' || source === 'json'
    ? check('file_type', 'File type', 'pass', `${source.toUpperCase()} reads well in ATS software.`)
    : check(
        'file_type',
        'File type',
        'warn',
        'Plain text loses your layout.',
        'Send a DOCX or a PDF with a text layer.',
      );
}

/** The CV-only checks as rules, in display order; a rule that does not apply gives nothing. */
const CV_RULES: ((input: CheckInput) => Check | undefined)[] = [
  contactCheck,
  linkedinCheck,
  headingsCheck,
  datesCheck,
  lengthCheck,
  metricsCheck,
  verbsCheck,
  buzzwordsCheck,
  overusedCheck,
  fileTypeCheck,
  ({ cv }) => layoutCheck(cv),
];

/** The CV-only checks, in display order. `seniorYears` sets the length check's expectation. */
export function cvChecks(cv: ParsedCv, view: CvView, seniorYears = view.years ?? 0): Check[] {
  const input: CheckInput = { cv, view, lower: cv.text.toLowerCase(), seniorYears };
  return CV_RULES.map((rule) => rule(input)).filter((c): c is Check => c !== undefined);
}
