// The CV checks (ATS and recruiter). Thresholds: docs/decisions/021-match-score-weights.md.
import { CV_TEXT_KEYS, cvEnglish } from '../cv/index.ts';
import type { ParsedCv, ParseLayout, ParseWarning, ParseWarningCode } from '../resume.ts';
import type { CvView } from './_cv-view.ts';
import { englishText } from './_texts.ts';
import type { Check, CheckId, EngineText } from './types.ts';

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
  seen: (l: ParseLayout) => EngineText | undefined;
  fix: EngineText;
}[] = [
  {
    codes: /column/,
    seen: (l) =>
      l.columns > 1 ? { key: 'layout.columns', values: { columns: l.columns } } : undefined,
    fix: { key: 'layout.fix.columns' },
  },
  {
    codes: /sidebar/,
    seen: (l) =>
      l.sidebar
        ? { key: l.sidebar === 'left' ? 'layout.sidebar_left' : 'layout.sidebar_right' }
        : undefined,
    fix: { key: 'layout.fix.sidebar' },
  },
  {
    codes: /table|textbox/,
    seen: (l) => (l.tables ? { key: 'layout.tables' } : undefined),
    fix: { key: 'layout.fix.tables' },
  },
  {
    codes: /image|graphic|scanned|text_layer/,
    seen: (l) => (l.images ? { key: 'layout.images' } : undefined),
    fix: { key: 'layout.fix.images' },
  },
  {
    codes: /icon|font/,
    seen: (l) => (l.icons ? { key: 'layout.icons' } : undefined),
    fix: { key: 'layout.fix.icons' },
  },
  {
    codes: /header|footer/,
    seen: () => undefined,
    fix: { key: 'layout.fix.header_footer' },
  },
];

/** A check with its label, message and fix in English, and each as a key and values. */
function check(id: CheckId, status: Check['status'], message: EngineText, fix?: EngineText): Check {
  const c: Check = {
    id,
    label: englishText({ key: `check.${id}` }),
    status,
    message: englishText(message),
    messageText: message,
  };
  if (status !== 'pass' && fix) {
    c.fix = englishText(fix);
    c.fixText = fix;
  }
  return c;
}

const isWarningKey = (key: string): key is `warning.${ParseWarningCode}` =>
  key.startsWith('warning.') && (CV_TEXT_KEYS as readonly string[]).includes(key);

/**
 * A parser warning as a text: by its code when the parser of today writes it so; as it is when
 * it comes from elsewhere (a CV stored before, an import).
 */
function warningText(w: ParseWarning): EngineText {
  const key = `warning.${w.code}`;
  if (isWarningKey(key) && cvEnglish({ key }) === w.message) return { key };
  return { key: 'verbatim', values: { text: w.message } };
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
  const notes = risks.map(warningText);
  const fixes: EngineText[] = [];
  for (const risk of LAYOUT_RISKS) {
    const warned = risks.some((r) => risk.codes.test(r.code));
    const seen = cv.meta.layout && risk.seen(cv.meta.layout);
    if (seen && !warned) notes.push(seen);
    if (seen || warned) fixes.push(risk.fix);
  }
  if (notes.length === 0) return check('layout', 'pass', { key: 'check.layout.none' });
  return check(
    'layout',
    risks.some((r) => /text_layer|scanned/.test(r.code)) ? 'fail' : 'warn',
    { key: 'check.layout.found', values: { notes } },
    fixes.length
      ? { key: 'check.layout.fix', values: { fixes } }
      : { key: 'check.layout.fix_general' },
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
    ? check('contact', 'pass', { key: 'check.contact.found' })
    : check(
        'contact',
        email || phone ? 'warn' : 'fail',
        {
          key: email
            ? 'check.contact.no_phone'
            : phone
              ? 'check.contact.no_email'
              : 'check.contact.none',
        },
        { key: 'check.contact.fix' },
      );
}

function linkedinCheck({ cv }: CheckInput): Check {
  const linkedin =
    (cv.resume.basics.profiles ?? []).some((p) =>
      /linkedin/i.test(`${p.network} ${p.url ?? ''}`),
    ) || /linkedin\.com\/in\//i.test(cv.text);
  return linkedin
    ? check('linkedin', 'pass', { key: 'check.linkedin.found' })
    : check('linkedin', 'warn', { key: 'check.linkedin.missing' }, { key: 'check.linkedin.fix' });
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
    ? check('headings', 'pass', { key: 'check.headings.found' })
    : check(
        'headings',
        missing.length === 3 ? 'fail' : 'warn',
        { key: 'check.headings.missing', values: { headings: missing } },
        { key: 'check.headings.fix', values: { headings: missing } },
      );
}

function datesCheck({ cv }: CheckInput): Check {
  const work = cv.resume.work;
  const dated = work.filter((w) => /^\d{4}/.test(w.startDate ?? '')).length;
  const jobs = work.length;
  return jobs > 0 && dated / jobs >= 0.8
    ? check('dates', 'pass', { key: 'check.dates.found', values: { dated, jobs } })
    : check(
        'dates',
        jobs === 0 || dated === 0 ? 'fail' : 'warn',
        jobs === 0
          ? { key: 'check.dates.none' }
          : { key: 'check.dates.some', values: { dated, jobs } },
        { key: 'check.dates.fix' },
      );
}

function lengthCheck({ view, seniorYears }: CheckInput): Check {
  const words = view.wordCount;
  const [min, max] = seniorYears >= 8 ? [400, 1400] : seniorYears >= 3 ? [300, 1100] : [200, 800];
  return words >= min && words <= max
    ? check('length', 'pass', { key: 'check.length.fits', values: { words } })
    : check(
        'length',
        words < min / 2 ? 'fail' : 'warn',
        {
          key: words < min ? 'check.length.short' : 'check.length.long',
          values: { words, min, max },
        },
        { key: words < min ? 'check.length.fix_short' : 'check.length.fix_long' },
      );
}

function metricsCheck({ view }: CheckInput): Check {
  const bullets = view.bullets;
  const measured = bullets.filter((s) => /\d|%|\$|€|£/.test(s)).length;
  const share = bullets.length === 0 ? 0 : measured / bullets.length;
  const message: EngineText = {
    key: 'check.metrics.count',
    values: { measured, bullets: bullets.length },
  };
  return share >= 0.3
    ? check('metrics', 'pass', message)
    : check('metrics', measured === 0 ? 'fail' : 'warn', message, { key: 'check.metrics.fix' });
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
  const count = { strong, bullets: bullets.length };
  return bullets.length > 0 && strong / bullets.length >= 0.5 && weak === 0
    ? check('verbs', 'pass', { key: 'check.verbs.count', values: count })
    : check(
        'verbs',
        bullets.length === 0 ? 'fail' : 'warn',
        weak > 0
          ? { key: 'check.verbs.count_weak', values: { ...count, weak } }
          : { key: 'check.verbs.count', values: count },
        { key: 'check.verbs.fix' },
      );
}

function buzzwordsCheck({ lower }: CheckInput): Check {
  const buzz = BUZZWORDS.filter((w) => lower.includes(w));
  const [one] = buzz;
  return buzz.length <= 1
    ? check(
        'buzzwords',
        'pass',
        one === undefined
          ? { key: 'check.buzzwords.none' }
          : { key: 'check.buzzwords.one', values: { word: one } },
      )
    : check(
        'buzzwords',
        buzz.length >= 4 ? 'fail' : 'warn',
        { key: 'check.buzzwords.many', values: { words: buzz } },
        { key: 'check.buzzwords.fix' },
      );
}

function overusedCheck({ lower }: CheckInput): Check {
  const overused = OVERUSED.map((w) => [w, countOf(lower, w)] as const).filter(([, n]) => n >= 4);
  return overused.length === 0
    ? check('overused', 'pass', { key: 'check.overused.none' })
    : check(
        'overused',
        'warn',
        {
          key: 'check.overused.found',
          values: {
            words: overused.map(([word, count]) => ({
              key: 'check.overused.word',
              values: { word, count },
            })),
          },
        },
        { key: 'check.overused.fix' },
      );
}

/**
 * The file type matters for an uploaded file only; a typed-in CV has none, nor does one
 * imported from a LinkedIn export: what employers get is the file exported from here.
 */
function fileTypeCheck({ cv }: CheckInput): Check | undefined {
  const source = cv.meta.source;
  if (source === 'manual' || source === 'linkedin') return undefined;
  return source === 'pdf' || source === 'docx' || source === 'json'
    ? check('file_type', 'pass', {
        key: 'check.file_type.readable',
        values: { format: source.toUpperCase() },
      })
    : check('file_type', 'warn', { key: 'check.file_type.plain' }, { key: 'check.file_type.fix' });
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

/** The check of the posting's title, in scans only: whether the CV has a title like it. */
export function jobTitleCheck(title: string, present: boolean): Check {
  return present
    ? check('job_title', 'pass', { key: 'check.job_title.found', values: { title } })
    : check(
        'job_title',
        'warn',
        { key: 'check.job_title.missing', values: { title } },
        { key: 'check.job_title.fix', values: { title } },
      );
}

/** The CV-only checks, in display order. `seniorYears` sets the length check's expectation. */
export function cvChecks(cv: ParsedCv, view: CvView, seniorYears = view.years ?? 0): Check[] {
  const input: CheckInput = { cv, view, lower: cv.text.toLowerCase(), seniorYears };
  return CV_RULES.map((rule) => rule(input)).filter((c): c is Check => c !== undefined);
}
