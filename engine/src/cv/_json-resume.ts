// JSON Resume import: validated with zod; dates normalised; clear errors with the field path.
import { z } from 'zod';
import { EngineError } from '../engine-error.ts';
import type { ParsedCv, Resume } from '../resume.ts';
import { contentWarnings } from './_build.ts';
import { normaliseDate } from './_dates.ts';
import { CV_LIMITS } from './cv-limits.ts';
import { nestingDepth } from './_format-sniff.ts';
import { fieldConfidence } from './cv-english.ts';

const str = z.string();
const opt = str.optional();
const strings = z.array(str).optional();
const date = str.optional();

const schema = z.object({
  basics: z
    .object({
      name: opt,
      label: opt,
      email: opt,
      phone: opt,
      url: opt,
      summary: opt,
      location: z
        .object({ address: opt, postalCode: opt, city: opt, region: opt, countryCode: opt })
        .optional(),
      profiles: z.array(z.object({ network: str, username: opt, url: opt })).optional(),
    })
    .optional(),
  work: z
    .array(
      z.object({
        name: opt,
        position: opt,
        location: opt,
        url: opt,
        startDate: date,
        endDate: date,
        summary: opt,
        highlights: strings,
      }),
    )
    .optional(),
  education: z
    .array(
      z.object({
        institution: opt,
        area: opt,
        studyType: opt,
        startDate: date,
        endDate: date,
        score: opt,
        courses: strings,
      }),
    )
    .optional(),
  skills: z.array(z.object({ name: str, level: opt, keywords: strings })).optional(),
  projects: z
    .array(
      z.object({
        name: str,
        description: opt,
        highlights: strings,
        keywords: strings,
        startDate: date,
        endDate: date,
        url: opt,
      }),
    )
    .optional(),
  certificates: z.array(z.object({ name: str, date, issuer: opt, url: opt })).optional(),
  languages: z.array(z.object({ language: str, fluency: opt })).optional(),
  awards: z.array(z.object({ title: str, date, awarder: opt, summary: opt })).optional(),
  publications: z
    .array(z.object({ name: str, publisher: opt, releaseDate: date, url: opt, summary: opt }))
    .optional(),
  volunteer: z
    .array(
      z.object({
        organization: opt,
        position: opt,
        startDate: date,
        endDate: date,
        summary: opt,
        highlights: strings,
      }),
    )
    .optional(),
  interests: z.array(z.object({ name: str, keywords: strings })).optional(),
  references: z.array(z.object({ name: str, reference: opt })).optional(),
  // Our extension for sections JSON Resume has no place for (decision 121); other tools ignore it.
  custom: z.array(z.object({ title: str, items: z.array(str) })).optional(),
});

/**
 * Tools write `null` for a field they have no value for (`"endDate": null` for a current job):
 * it means absent, so it is dropped before validation, in objects and lists alike.
 */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== null).map(withoutNulls);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, withoutNulls(v)]),
    );
  }
  return value;
}

const DATE_KEYS = new Set(['startDate', 'endDate', 'date', 'releaseDate']);

function pathText(path: PropertyKey[]): string {
  return (
    path
      .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i > 0 ? '.' : ''}${String(p)}`))
      .join('') || '(root)'
  );
}

// Dates are checked after the shape: "Mar 2021" is accepted and stored as "2021-03".
function normaliseDates(value: unknown, path: PropertyKey[]): void {
  if (Array.isArray(value)) value.forEach((v, i) => normaliseDates(v, [...path, i]));
  else if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    for (const [k, v] of Object.entries(obj)) {
      if (DATE_KEYS.has(k) && typeof v === 'string') {
        const iso = /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : normaliseDate(v);
        if (iso) obj[k] = iso;
        else if (/^(present|current|now)$/i.test(v.trim())) delete obj[k];
        else
          throw new EngineError('invalid_json_resume', {
            key: 'json_resume_bad_date',
            values: { path: pathText([...path, k]), value: v },
          });
      } else normaliseDates(v, [...path, k]);
    }
  }
}

/**
 * Reads a JSON Resume document. Throws EngineError `invalid_json_resume` naming the first
 * problems, e.g. `work[0].highlights: expected array`, and `too_large` for a document longer
 * or deeper than `CV_LIMITS.maxJsonChars` / `maxJsonDepth`.
 * @example readJsonResume('{"basics":{"name":"Ada"}}').resume.basics.name // 'Ada'
 */
export function readJsonResume(text: string): ParsedCv {
  if (text.length > CV_LIMITS.maxJsonChars)
    throw new EngineError('too_large', {
      key: 'json_too_long',
      values: { chars: text.length, max: CV_LIMITS.maxJsonChars },
    });
  if (nestingDepth(text, CV_LIMITS.maxJsonDepth) > CV_LIMITS.maxJsonDepth)
    throw new EngineError('too_large', {
      key: 'json_too_deep',
      values: { max: CV_LIMITS.maxJsonDepth },
    });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new EngineError('invalid_json_resume', {
      key: 'json_invalid',
      values: { problem: err instanceof Error ? err.message : 'cannot be read' },
    });
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new EngineError('invalid_json_resume', { key: 'json_resume_not_object' });
  }
  value = withoutNulls(value);
  const keys = Object.keys(value as object);
  if (!['basics', 'work', 'education', 'skills'].some((k) => keys.includes(k))) {
    throw new EngineError('invalid_json_resume', { key: 'json_resume_no_sections' });
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues
      .slice(0, 3)
      .map((i) => `${pathText(i.path)}: ${i.message}`);
    throw new EngineError('invalid_json_resume', {
      key: 'json_resume_invalid',
      values: { problems: problems.join('; ') },
    });
  }
  const data = result.data;
  normaliseDates(data, []);
  const resume: Resume = {
    ...data,
    basics: data.basics ?? {},
    work: (data.work ?? []).map((w) => ({
      ...w,
      highlights: w.highlights ?? [],
      ...(w.endDate ? {} : w.startDate ? { current: true } : {}),
    })),
    education: data.education ?? [],
    skills: (data.skills ?? []).map((s) => ({ ...s, keywords: s.keywords ?? [] })),
  };
  const sections = [
    'basics',
    'work',
    'volunteer',
    'education',
    'awards',
    'certificates',
    'publications',
    'skills',
    'languages',
    'interests',
    'references',
    'projects',
  ].filter((k) => keys.includes(k) && k !== 'basics');
  for (const c of resume.custom ?? []) sections.push(c.title);
  const plain = jsonToText(resume);
  const confidence = Object.fromEntries(
    ['basics.name', 'basics.email', 'basics.phone']
      .filter((k) => resume.basics[k.slice(7) as 'name'])
      .map((k) => [k, fieldConfidence(1, { key: 'confidence.json_resume' })]),
  );
  return {
    resume,
    text: plain,
    meta: {
      source: 'json',
      sections,
      warnings: contentWarnings(resume, sections.length),
      confidence,
    },
  };
}

function jsonToText(r: Resume): string {
  const lines: string[] = [];
  const b = r.basics;
  for (const v of [b.name, b.label, b.email, b.phone, b.url, b.summary]) if (v) lines.push(v);
  for (const w of r.work)
    lines.push(
      [w.position, w.name].filter(Boolean).join(', '),
      ...(w.summary ? [w.summary] : []),
      ...w.highlights,
    );
  for (const e of r.education)
    lines.push([e.studyType, e.area, e.institution].filter(Boolean).join(', '));
  for (const s of r.skills) lines.push([s.name, ...s.keywords].join(', '));
  for (const p of r.projects ?? [])
    lines.push(p.name, ...(p.description ? [p.description] : []), ...(p.highlights ?? []));
  for (const c of r.certificates ?? []) lines.push(c.name);
  for (const l of r.languages ?? []) lines.push(l.language);
  for (const c of r.custom ?? []) lines.push(c.title, ...c.items);
  return lines.filter(Boolean).join('\n');
}
