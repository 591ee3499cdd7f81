import { cleanTitle } from './_header-title.ts';
import { calendarDayOf, employmentTypeOf, salaryOf } from './_json-ld-fields.ts';

/** What a JSON-LD `JobPosting` says, flattened to strings. */
export interface JsonLdPosting {
  title?: string;
  company?: string;
  location?: string;
  remote: boolean;
  /** Description, qualifications, skills … as plain text with section headings. */
  text: string;
  /** "Full-time", "Part-time, Contract" … */
  employmentType?: string;
  /** `baseSalary` as one line: "$120,000–$150,000 a year". */
  salary?: string;
  /** `validThrough` and `datePosted` as calendar days (YYYY-MM-DD). */
  validThrough?: string;
  datePosted?: string;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: "'",
  lsquo: "'",
  rdquo: '"',
  ldquo: '"',
  ndash: '–',
  mdash: '—',
  bull: '•',
  hellip: '…',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  eacute: 'é',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** True when the input is markup rather than plain text. */
export function looksLikeHtml(input: string): boolean {
  return /<(?:html|body|div|p|ul|ol|li|br|h[1-6]|span|strong|b|script|section|table)\b[^>]*>/i.test(
    input,
  );
}

/** Plain text of an HTML fragment: block elements become line breaks, list items bullets. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|noscript|template|svg|head)\b[\s\S]*?<\/\1\s*>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<(?:br|hr)\b[^>]*>/gi, '\n')
    .replace(
      /<\/?(?:p|div|section|article|header|footer|ul|ol|li|h[1-6]|tr|table|dl|dt|dd|blockquote|main|aside|nav)\b[^>]*>/gi,
      '\n',
    )
    .replace(/<[^>]+>/g, '');
  return decodeEntities(text)
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(asText).filter((v): v is string => v !== undefined);
    return parts.length > 0 ? parts.join('\n') : undefined;
  }
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return asText(
      o.name ??
        o.credentialCategory ??
        o.description ??
        (o.monthsOfExperience !== undefined
          ? `${Math.round(Number(o.monthsOfExperience) / 12)} years of experience`
          : undefined),
    );
  }
  return undefined;
}

function locationOf(value: unknown): string | undefined {
  const places = Array.isArray(value) ? value : [value];
  const names = places.map((place) => {
    const address = (place as { address?: unknown } | undefined)?.address;
    if (typeof address === 'string') return address;
    const a = (address ?? {}) as Record<string, unknown>;
    const parts = [a.addressLocality, a.addressRegion, asText(a.addressCountry)].filter(
      (p): p is string => typeof p === 'string' && p !== '',
    );
    return parts.join(', ');
  });
  const joined = names.filter(Boolean).join('; ');
  return joined === '' ? undefined : joined;
}

function findJobPosting(node: unknown): Record<string, unknown> | undefined {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findJobPosting(item);
      if (found) return found;
    }
    return undefined;
  }
  if (!node || typeof node !== 'object') return undefined;
  const o = node as Record<string, unknown>;
  const type = o['@type'];
  if (type === 'JobPosting' || (Array.isArray(type) && type.includes('JobPosting'))) return o;
  return findJobPosting(o['@graph']);
}

/** The schema.org JobPosting in a JSON document or in the JSON-LD scripts of a page, if any. */
export function readJsonLd(input: string): JsonLdPosting | undefined {
  const trimmed = input.trim();
  const blocks = trimmed.startsWith('{') || trimmed.startsWith('[') ? [trimmed] : [];
  for (const m of input.matchAll(/<script[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script>/gi))
    blocks.push(m[1] ?? '');
  for (const block of blocks) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(block);
    } catch {
      continue;
    }
    const job = findJobPosting(parsed);
    if (!job) continue;
    const section = (heading: string, value: unknown) => {
      const text = asText(value);
      return text ? `\n\n${heading}:\n${looksLikeHtml(text) ? htmlToText(text) : text}` : '';
    };
    const title = asText(job.title);
    const description = asText(job.description) ?? '';
    const text = [
      title ?? '',
      '\n\n',
      looksLikeHtml(description) ? htmlToText(description) : description,
      section('Responsibilities', job.responsibilities),
      section('Qualifications', job.qualifications),
      section('Skills', job.skills),
      section('Experience', job.experienceRequirements),
      section('Education', job.educationRequirements),
    ].join('');
    return {
      title,
      company: asText(job.hiringOrganization),
      location: locationOf(job.jobLocation),
      remote: /telecommute/i.test(asText(job.jobLocationType) ?? ''),
      text: text.trim(),
      employmentType: employmentTypeOf(job.employmentType),
      salary: salaryOf(job.baseSalary ?? job.estimatedSalary),
      validThrough: calendarDayOf(job.validThrough),
      datePosted: calendarDayOf(job.datePosted),
    };
  }
  return undefined;
}

/**
 * The title and company a page's own headings give: its `<h1>` when it reads as a job title, else
 * the role part of `<title>` ("Data Analyst | Contoso Retail", "Data Analyst at Contoso Retail").
 *
 * @example htmlHeading('<title>Data Analyst | Contoso</title>') // { title: 'Data Analyst', company: 'Contoso' }
 */
export function htmlHeading(html: string): { title?: string; company?: string } {
  const h1 = /<h1\b[^>]*>([\s\S]{0,2000}?)<\/h1>/i.exec(html)?.[1];
  const pageTitle = /<title\b[^>]*>([\s\S]{0,2000}?)<\/title>/i.exec(html)?.[1];
  const fromH1 = h1 ? cleanTitle(htmlToText(h1)) : {};
  const fromPage = pageTitle ? cleanTitle(htmlToText(pageTitle)) : {};
  const out: { title?: string; company?: string } = {};
  const title = fromH1.title ?? fromPage.title;
  const company = fromH1.company ?? fromPage.company;
  if (title) out.title = title;
  if (company) out.company = company;
  return out;
}
