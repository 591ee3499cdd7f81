// Entry → job (decision 121): which header text is the employer and which the title. Every way to
// read the header is scored with title and employer cues, and a section's confident entries set
// the order for the ambiguous ones.
import type { CvTextValues, ResumeVolunteer, ResumeWork } from '../resume.ts';
import { setDates } from './_dates.ts';
import { bulletsOf } from './_text-clean.ts';
import type { Entry } from './_entries.ts';
import {
  companyScore,
  employerness as employernessOf,
  isRoleNoun,
  roleAfterAs,
  techTokens,
  titleness as titlenessOf,
} from './_job-words.ts';

// The readings of a header ask about the same few strings many times: remember the answers.
const memo = <T>(f: (s: string) => T): ((s: string) => T) => {
  const seen = new Map<string, T>();
  return (s) => {
    let v = seen.get(s);
    if (v === undefined) {
      v = f(s);
      if (seen.size > 2000) seen.clear();
      seen.set(s, v);
    }
    return v;
  };
};
const titleness = memo(titlenessOf);
// A word a title ends with, as a header writes it ("DEVELOPER", "Analyst").
const roleEnd = (w: string) => isRoleNoun(w.toLowerCase());
const employerness = memo(employernessOf);

// Lines that describe the job rather than name it: "Main project: …", "Responsibilities:".
const DESCRIPTIVE =
  /^(main project|projects?|responsibilities|duties|description|tasks|achievements|technologies|tech stack|stack|environment|tools)\b[^:]*:/i;
const LABEL = /^(role|position|title|job title|company|employer|organi[sz]ation)\s*:\s*/i;
// Separators from strongest to weakest: "Title at Company", "A — B", "A | B", "A - B", "A, B".
const SEPARATORS = [/\s+(?:at|@)\s+/i, /\s+[|–—]\s+/, /\s+-\s+/, /,\s+/];

/** A description rather than a name: long, or several lowercase words ("Worked on search."). */
function sentence(t: string): boolean {
  const lower = t.split(/\s+/).filter((w) => /^\p{Ll}/u.test(w)).length;
  return t.length > 90 || lower >= 6 || (lower >= 3 && /[.!?]$/.test(t));
}

/**
 * A run of tool names left beside a job ("Agile MySQL PostgreSQL JIRA", "Go, Kafka, Docker"): a
 * list of three or more, or words of which two look technical, at most a quarter in lowercase
 * (thresholds: decision 121).
 */
function skillRun(t: string): boolean {
  const ws = t.split(/[\s,;|/]+/).filter(Boolean);
  const lower = ws.filter((w) => /^\p{Ll}/u.test(w)).length;
  const list = t.split(/\s*[,;|]\s*/).filter(Boolean).length >= 3;
  return (
    ws.length >= 3 &&
    lower <= ws.length * 0.25 &&
    !/[.!?]$/.test(t) &&
    titleness(t) <= 0 &&
    employerness(t) < 2 &&
    (list || techTokens(t) >= 2)
  );
}

/** One way to read an entry's header. */
interface Reading {
  position?: string;
  name?: string;
  score: number;
  /** The title stands before the employer. */
  titleFirst: boolean;
  used: number[];
}

/** A part clearly names a title or an employer: leaving it out costs (decision 121: 1 point). */
function clear(t: string): boolean {
  return titleness(t) >= 2.5 || employerness(t) >= 2;
}

function readings(names: string[]): Reading[] {
  const out: Reading[] = [];
  const orphans = (used: number[]): number =>
    names.filter((t, k) => !used.includes(k) && clear(t)).length;
  names.forEach((a, i) =>
    names.forEach((b, j) => {
      if (i === j) return;
      const used = [i, j];
      const score = titleness(a) + employerness(b) - orphans(used);
      out.push({ position: a, name: b, score, titleFirst: i < j, used });
    }),
  );
  names.forEach((t, k) => {
    for (const sep of SEPARATORS) {
      const m = sep.exec(t);
      if (!m || m.index === 0) continue;
      const x = t.slice(0, m.index);
      const y = t.slice(m.index + m[0].length);
      // Splitting a line costs half a point (decision 121): a header line usually names one thing.
      const base = -0.5 - orphans([k]);
      out.push({
        position: x,
        name: y,
        score: titleness(x) + employerness(y) + base,
        titleFirst: true,
        used: [k],
      });
      if (!/^\s+(?:at|@)\s+$/i.test(m[0]))
        out.push({
          position: y,
          name: x,
          score: titleness(y) + employerness(x) + base,
          titleFirst: false,
          used: [k],
        });
      break;
    }
    out.push(...listReadings(t, k, orphans([k])), ...spaceReadings(t, k, orphans([k])));
    out.push({ position: t, score: titleness(t) - 1 - orphans([k]), titleFirst: true, used: [k] });
    out.push({ name: t, score: employerness(t) - 1 - orphans([k]), titleFirst: false, used: [k] });
  });
  return out;
}

/**
 * A header line naming title and employer with no separator ("FULL STACK JAVA DEVELOPER INETEX
 * LTD", a text dump of a two-style line): split after a role noun, only where what follows names
 * an organisation by a cue of its own (a legal form, an organisation noun), never a level ("Software
 * Engineer II") or a team ("Director Operations"), and only in a part no separator splits.
 * Splitting without a separator costs a point.
 */
function spaceReadings(t: string, k: number, orphaned: number): Reading[] {
  if (SEPARATORS.some((sep) => sep.test(t))) return [];
  const words = t.trim().split(/\s+/);
  const out: Reading[] = [];
  for (let w = 1; w < words.length; w++) {
    if (!roleEnd(words[w - 1] ?? '') || !/^[\p{Lu}\d]/u.test(words[w] ?? '')) continue;
    const x = words.slice(0, w).join(' ');
    const y = words.slice(w).join(' ');
    if (companyScore(y) === 0) continue;
    const score = titleness(x) + employerness(y) - 1 - orphaned;
    out.push({ position: x, name: y, score, titleFirst: true, used: [k] });
  }
  return out;
}

// A legal form after a comma belongs to the name before it: "Acme, Inc.".
const LEGAL_FORM = /^(inc|ltd|llc|llp|plc|gmbh|corp|co|ag|sa|bv|s\.?a|n\.?v)\.?$/i;

/**
 * A header line listing three or more parts ("Internship, Service Engineer, Acme Labs, Oslo"):
 * a part that clearly names a title and another that clearly names an employer are read as such
 * whatever their order; splitting costs half a point as above, and
 * the other parts that clearly name a title or an employer cost a point each.
 */
function listReadings(t: string, k: number, orphaned: number): Reading[] {
  const parts: string[] = [];
  for (const p of t.split(/,\s+/)) {
    if (parts.length > 0 && LEGAL_FORM.test(p)) parts[parts.length - 1] += `, ${p}`;
    else parts.push(p);
  }
  if (parts.length < 3) return [];
  const out: Reading[] = [];
  parts.forEach((a, i) =>
    parts.forEach((b, j) => {
      // Only a clear title and a clear employer: a place or a phrase in the list is neither.
      if (i === j || titleness(a) < 2.5 || employerness(b) < 2) return;
      const left = parts.filter((p, m) => m !== i && m !== j && clear(p)).length;
      const score = titleness(a) + employerness(b) - 0.5 - orphaned - left;
      out.push({ position: a, name: b, score, titleFirst: i < j, used: [k] });
    }),
  );
  return out;
}

/**
 * "Tech Corp, New York" → company "Tech Corp", location "New York" (not "Acme, Inc.").
 * @example companyAndPlace('Tech Corp, New York') // ['Tech Corp', 'New York']
 */
export function companyAndPlace(company: string): [string, string | undefined] {
  const m = /^(.+?),\s*([\p{Lu}][\p{L}.' -]+(?:,\s*[\p{Lu}][\p{L}.' -]+)?)$/u.exec(company);
  if (
    !m?.[1] ||
    !m[2] ||
    companyScore(`x ${m[2]}`) > 0 ||
    employerness(m[2]) >= 2 ||
    /\b(inc|ltd|llc|co|corp|plc|gmbh)\b/i.test(m[2])
  )
    return [company, undefined];
  return [m[1], m[2]];
}

const PROGRAMME_AT =
  /^\S.*?\b(?:program(?:me)?|internship|placement|secondment|apprenticeship|fellowship|traineeship|scheme)\s+at\s+(\p{Lu}.*)$/iu;

/**
 * The employer of a programme's placement: "Masa working program at Samson Logic" → "Samson
 * Logic", the company the person worked at (the programme only brought them there).
 * @example hostOf('Summer internship at Nordlys Payments') // 'Nordlys Payments'
 */
function hostOf(name: string): string {
  return PROGRAMME_AT.exec(name)?.[1] ?? name;
}

/** How an entry's header was read, as the key of the text that says so. */
type WorkReason = Extract<keyof CvTextValues, `confidence.work.${string}`>;

/** A job read from an entry, with how sure the reading is and tool names found beside it. */
export interface WorkReading {
  work: ResumeWork;
  reason: WorkReason;
  score: number;
  /** Runs of tool names in the header ("MySQL PostgreSQL JIRA"): skills, not a summary. */
  skills: string[];
}

function nameTexts(e: Entry): { names: string[]; others: string[] } {
  const names: string[] = [];
  const others: string[] = [];
  for (const t of e.texts) {
    const clean = t.replace(LABEL, '').replace(/\.$/, '');
    // "Developer at Acme, a company which …": the names end where the description starts.
    const cut = /,\s+(?=\p{Ll})/u.exec(clean);
    const head = cut ? clean.slice(0, cut.index) : '';
    if (sentence(t) && cut && !sentence(head) && clear(head.split(SEPARATORS[0]!)[0]!)) {
      names.push(head);
      others.push(clean.slice(cut.index + cut[0].length));
    } else if (DESCRIPTIVE.test(t) || sentence(t) || names.length >= 3) others.push(t);
    else names.push(clean);
  }
  return { names, others };
}

function build(
  e: Entry,
  r: Reading | undefined,
  reason: WorkReason,
  names: string[],
  others: string[],
): WorkReading {
  const work: ResumeWork = {
    highlights: bulletsOf(e.highlights.length > 0 ? e.highlights : e.prose),
  };
  if (r?.position) work.position = roleAfterAs(r.position.trim());
  if (r?.name) {
    const [company, place] = companyAndPlace(hostOf(r.name.trim()));
    work.name = company;
    if (place && !e.location) e.location = place;
  }
  const unused = [...names.filter((_, k) => !r?.used.includes(k)), ...others];
  // Only prose describes the job; a run of tool names belongs to the skills (decision 121).
  const summary = [
    ...unused.filter((t) => sentence(t) && !skillRun(t)),
    ...(e.highlights.length > 0 ? e.prose : []),
  ];
  if (summary.length > 0) work.summary = summary.join(' ');
  if (e.location) work.location = e.location;
  setDates(work, e.dates);
  if (e.dates?.current) work.current = true;
  return {
    work,
    reason,
    score: r?.score ?? 0,
    skills: [...unused.filter((t) => skillRun(t) && !sentence(t)), ...e.tools],
  };
}

/**
 * A section's entries → jobs. Each entry's header is read the best-scoring way; when an entry is
 * ambiguous (no clear title or employer cue), the order the section's clear entries use decides.
 * @example readWork(splitEntries(section.lines)).map((r) => r.work.name)
 */
export function readWork(entries: Entry[]): WorkReading[] {
  const all = entries.map((e) => {
    const { names, others } = nameTexts(e);
    const rs = readings(names);
    const best = rs.reduce<Reading | undefined>(
      (b, r) => (!b || r.score > b.score ? r : b),
      undefined,
    );
    return { e, names, others, rs, best };
  });
  // Clear readings (decision 121: score ≥ 3 with both parts) vote for the section's order.
  let vote = 0;
  for (const { best } of all)
    if (best && best.score >= 3 && best.position && best.name) vote += best.titleFirst ? 1 : -1;
  return all.map(({ e, names, others, rs, best }) => {
    if (!best) return build(e, undefined, 'confidence.work.single_line', names, others);
    // 2 points: one clear cue on either part (decision 121).
    if (best.score >= 2) return build(e, best, 'confidence.work.title_words', names, others);
    const styled = e.header[0]?.distinctFont || e.header[0]?.bold;
    // Ambiguous: the section's order, else a styled first line is the employer, else title first.
    const titleFirst = vote !== 0 ? vote > 0 : !styled;
    const pair = rs
      .filter(
        (r) => r.position && r.name && r.score >= best.score - 1.5 && r.titleFirst === titleFirst,
      )
      .reduce<Reading | undefined>((b, r) => (!b || r.score > b.score ? r : b), undefined);
    if (pair)
      return build(
        e,
        pair,
        vote !== 0 ? 'confidence.work.section_order' : 'confidence.work.header_order',
        names,
        others,
      );
    return build(e, best, 'confidence.work.header_order', names, others);
  });
}

/**
 * Entry → work item, with how each field was decided.
 * @example toWork(entry).work // { name: 'Acme', position: 'Engineer', startDate: '2021-03', highlights: [] }
 */
function toWork(e: Entry): { work: ResumeWork; reason: WorkReason } {
  const [r] = readWork([e]);
  return { work: r!.work, reason: r!.reason };
}

/**
 * Entry → volunteer item, read like a job.
 * @example toVolunteer(entry).organization // 'Code Club'
 */
export function toVolunteer(e: Entry): ResumeVolunteer {
  const { work } = toWork(e);
  const v: ResumeVolunteer = { highlights: e.highlights };
  if (work.name) v.organization = work.name;
  if (work.position) v.position = work.position;
  if (work.summary) v.summary = work.summary;
  setDates(v, e.dates);
  return v;
}

/**
 * A job whose header line stands apart from its dates and bullets ("Gilmore Financial, New
 * Orleans, LA, Certified Public Accountant", a blank line, then "Oct. 2021 – Current" and the
 * bullets) is read as two entries: one that names the job and holds nothing else, then one with
 * the dates and bullets and no name. They are one job.
 *
 * @example joinOrphanHeaders(readWork(entries)).map((r) => r.work.name) // ['Gilmore Financial']
 */
export function joinOrphanHeaders(readings: WorkReading[]): WorkReading[] {
  const out: WorkReading[] = [];
  for (const r of readings) {
    const head = out.at(-1);
    const w = r.work;
    const h = head?.work;
    const namesOnly =
      h &&
      (h.name || h.position) &&
      !h.startDate &&
      !h.endDate &&
      !h.current &&
      h.highlights.length === 0 &&
      !h.summary;
    const bodyOnly = !w.name && !w.position && (w.startDate || w.highlights.length > 0);
    if (head && h && namesOnly && bodyOnly) {
      const work: ResumeWork = { ...w };
      if (h.name) work.name = h.name;
      if (h.position) work.position = h.position;
      if (h.location && !w.location) work.location = h.location;
      out[out.length - 1] = { ...head, work, skills: [...head.skills, ...r.skills] };
      continue;
    }
    out.push(r);
  }
  return out;
}
