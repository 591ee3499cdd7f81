// LinkedIn data export import (decision 173): the ZIP a member downloads from LinkedIn ("Get a
// copy of your data") holds one CSV per part of the profile. Read with fflate (entries inflated
// with a running count, as the DOCX path does) and csv-parse, then mapped to a JSON Resume and
// read like one, so validation, dates and the CV's text are the JSON Resume import's.
import { parse } from 'csv-parse/sync';
import { Unzip, UnzipInflate } from 'fflate';
import { EngineError } from '../engine-error.ts';
import type { ParsedCv } from '../resume.ts';
import { readJsonResume } from './_json-resume.ts';
import { CV_LIMITS } from './cv-limits.ts';
import { partOf, type Part } from './_format-sniff.ts';
import { fieldConfidence } from './cv-english.ts';

type Row = Record<string, string>;

const tooLarge = () => new EngineError('too_large', { key: 'linkedin_inflates' });

/** UTF-8 text of `chunks` joined. */
function decode(chunks: Uint8Array[]): string {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return new TextDecoder().decode(out);
}

/** The profile CSVs of the zip, inflated with a running total that stops past the limit. */
function readParts(bytes: Uint8Array): Map<Part, string> {
  const texts = new Map<Part, string>();
  let total = 0;
  let entries = 0;
  let failure: EngineError | undefined;
  const unzip = new Unzip((file) => {
    entries++;
    if (entries > CV_LIMITS.maxZipEntries) failure ??= tooLarge();
    const part = partOf(file.name);
    // Messages, connections and the rest of the export are never inflated.
    if (!part || failure) return;
    const chunks: Uint8Array[] = [];
    file.ondata = (err, chunk, final) => {
      if (err) {
        failure ??= new EngineError('corrupt', { key: 'linkedin_damaged' });
        return;
      }
      total += chunk.length;
      if (total > CV_LIMITS.maxInflatedBytes) {
        failure ??= tooLarge();
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) texts.set(part, decode(chunks));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    // In slices, so a bomb is stopped after a slice rather than after the whole file.
    const slice = 64 * 1024;
    for (let at = 0; at < bytes.length && !failure; at += slice)
      unzip.push(bytes.subarray(at, at + slice), at + slice >= bytes.length);
  } catch {
    failure ??= new EngineError('corrupt', { key: 'linkedin_damaged' });
  }
  if (failure) throw failure;
  return texts;
}

/** The rows of one CSV as objects keyed by their header, lower-cased; [] when unreadable. */
function rowsOf(text: string | undefined): Row[] {
  if (!text) return [];
  try {
    const rows = parse(text.replace(/^\uFEFF/, ''), {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      trim: true,
    }) as Row[];
    return rows;
  } catch {
    return [];
  }
}

const MONTHS = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');

/** "Jan 2020", "2020", "01/2020", "2020-01" → "2020-01" / "2020"; else undefined. */
function dateOf(value: string | undefined): string | undefined {
  const v = value?.trim().toLowerCase() ?? '';
  const named = /^([a-z]{3})[a-z]*\.? (\d{4})$/.exec(v);
  if (named) {
    const month = MONTHS.indexOf(named[1]!) + 1;
    return month > 0 ? `${named[2]}-${String(month).padStart(2, '0')}` : named[2];
  }
  const numeric = /^(\d{1,2})\/(?:\d{1,2}\/)?(\d{4})$/.exec(v);
  if (numeric) return `${numeric[2]}-${numeric[1]!.padStart(2, '0')}`;
  const iso = /^(\d{4})(?:-(\d{2}))?/.exec(v);
  if (iso) return iso[2] ? `${iso[1]}-${iso[2]}` : iso[1];
  return undefined;
}

/** A description's lines: bullets become highlights, other text a summary. */
function splitDescription(text: string | undefined): { summary?: string; highlights: string[] } {
  const lines = (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const bullet = /^[-•*–·▪]\s*/;
  const highlights = lines.filter((l) => bullet.test(l)).map((l) => l.replace(bullet, ''));
  const prose = lines.filter((l) => !bullet.test(l));
  // A description without bullets: each line is one achievement when there are several.
  if (highlights.length === 0 && prose.length > 1) return { highlights: prose };
  return { ...(prose.length > 0 ? { summary: prose.join(' ') } : {}), highlights };
}

const present = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''));

/** "[PORTFOLIO:https://a.dev,OTHER:https://b.dev]" → the web addresses. */
function websitesOf(value: string | undefined): string[] {
  return [...(value ?? '').matchAll(/https?:\/\/[^\s,\]]+/g)].map((m) => m[0]);
}

/** "London, England, United Kingdom" → city London, region "England, United Kingdom". */
function placeOf(value: string | undefined) {
  const [city, ...rest] = (value ?? '').split(',').map((s) => s.trim());
  if (!city) return undefined;
  return present({ city, region: rest.join(', ') });
}

function toJsonResume(parts: Map<Part, string>) {
  const profile = rowsOf(parts.get('profile'))[0] ?? {};
  const emails = rowsOf(parts.get('email addresses'));
  const email =
    emails.find((e) => e['primary']?.toLowerCase() === 'yes')?.['email address'] ??
    emails[0]?.['email address'];
  const phone = rowsOf(parts.get('phonenumbers'))[0]?.['number'];
  const sites = websitesOf(profile['websites']);
  const name = [profile['first name'], profile['last name']].filter(Boolean).join(' ');
  return {
    basics: present({
      name,
      label: profile['headline'],
      email,
      phone,
      summary: profile['summary'],
      url: sites[0],
      location: placeOf(profile['geo location']),
    }),
    work: rowsOf(parts.get('positions')).map((p) =>
      present({
        name: p['company name'],
        position: p['title'],
        location: p['location'],
        startDate: dateOf(p['started on']),
        endDate: dateOf(p['finished on']),
        ...splitDescription(p['description']),
      }),
    ),
    education: rowsOf(parts.get('education')).map((e) =>
      present({
        institution: e['school name'],
        studyType: e['degree name'],
        startDate: dateOf(e['start date']),
        endDate: dateOf(e['end date']),
      }),
    ),
    skills: rowsOf(parts.get('skills'))
      .map((s) => s['name'])
      .filter((s): s is string => Boolean(s))
      .map((s) => ({ name: s })),
    certificates: rowsOf(parts.get('certifications'))
      .filter((c) => c['name'])
      .map((c) =>
        present({
          name: c['name'],
          issuer: c['authority'],
          date: dateOf(c['started on']),
          url: c['url'],
        }),
      ),
    languages: rowsOf(parts.get('languages'))
      .filter((l) => l['name'])
      .map((l) => present({ language: l['name'], fluency: l['proficiency'] })),
    projects: rowsOf(parts.get('projects'))
      .filter((p) => p['title'])
      .map((p) => {
        const { summary, highlights } = splitDescription(p['description']);
        return present({
          name: p['title'],
          description: summary,
          highlights: highlights.length > 0 ? highlights : undefined,
          url: p['url'],
          startDate: dateOf(p['started on']),
          endDate: dateOf(p['finished on']),
        });
      }),
    awards: rowsOf(parts.get('honors'))
      .filter((h) => h['title'])
      .map((h) =>
        present({
          title: h['title'],
          awarder: h['issuer'],
          date: dateOf(h['issued on']),
          summary: h['description'],
        }),
      ),
    publications: rowsOf(parts.get('publications'))
      .filter((p) => p['name'])
      .map((p) =>
        present({
          name: p['name'],
          publisher: p['publisher'],
          releaseDate: dateOf(p['published on']),
          url: p['url'],
          summary: p['description'],
        }),
      ),
    volunteer: rowsOf(parts.get('volunteering'))
      .filter((v) => v['company name'] || v['role'])
      .map((v) =>
        present({
          organization: v['company name'],
          position: v['role'],
          startDate: dateOf(v['started on']),
          endDate: dateOf(v['finished on']),
          summary: v['description'],
        }),
      ),
  };
}

/**
 * Reads a LinkedIn data export (a zip of CSVs) into a structured CV, through the JSON Resume
 * reader. Refuses an export without profile or positions, and one that inflates past the limits.
 * @example const cv = readLinkedInExport(zipBytes) // cv.resume.work[0].name === 'Acme'
 */
export function readLinkedInExport(bytes: Uint8Array): ParsedCv {
  const parts = readParts(bytes);
  const json = toJsonResume(parts);
  if (!json.basics['name'] && json.work.length === 0)
    throw new EngineError('empty', { key: 'linkedin_no_profile' });
  // Parts the export does not hold (or holds empty) are left out, not listed as empty sections.
  const resume = Object.fromEntries(
    Object.entries(json).filter(([, v]) => !Array.isArray(v) || v.length > 0),
  );
  const text = JSON.stringify(resume);
  if (text.length > CV_LIMITS.maxJsonChars) throw tooLarge();
  const cv = readJsonResume(text);
  return {
    ...cv,
    meta: {
      ...cv.meta,
      source: 'linkedin',
      // Headings are LinkedIn's, not the member's to fix.
      warnings: cv.meta.warnings.filter((w) => w.code !== 'no_sections'),
      confidence: Object.fromEntries(
        Object.keys(cv.meta.confidence).map((k) => [
          k,
          fieldConfidence(1, { key: 'confidence.linkedin' }),
        ]),
      ),
    },
  };
}
