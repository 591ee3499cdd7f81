import type { Resume } from '@jobfit/contracts';
import { type CvFormValues, type ListSection, MORE_SECTIONS } from './resume-form';

// The CV form back to a JSON Resume: blank fields and entries dropped, lists split, and for each
// saved entry the form entry it came from (so errors find their input).

/** For each saved list, the form index each saved entry came from (blank entries are dropped). */
export type IndexMap = Record<ListSection | 'profiles', number[]>;

/** Trimmed text, or undefined when blank, so the saved CV holds no empty keys. */
const opt = (v: string) => {
  const t = v.trim();
  return t === '' ? undefined : t;
};
const splitLines = (v: string) =>
  v
    .split('\n')
    .map((l) => l.replace(/^\s*[-•*]\s+/, '').trim())
    .filter(Boolean);
const splitCommas = (v: string) =>
  v
    .split(/[,\n]/)
    .map((l) => l.trim())
    .filter(Boolean);
const isBlank = (o: Record<string, unknown>) =>
  Object.values(o).every((v) => v === undefined || v === false || (Array.isArray(v) && !v.length));

function keep<T extends Record<string, unknown>, F>(
  list: F[],
  map: (f: F) => T,
  indexes: number[],
): T[] {
  const out: T[] = [];
  list.forEach((f, i) => {
    const mapped = map(f);
    if (isBlank(mapped)) return;
    out.push(mapped);
    indexes.push(i);
  });
  return out;
}

const defined = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/**
 * The form as a JSON Resume. The editor shows every section the parser fills; `base` keeps any
 * key it does not know (another tool's extension) so an edit never drops it.
 */
export function formToResume(
  values: CvFormValues,
  base?: Resume,
): { resume: Resume; indexMap: IndexMap } {
  const indexMap: IndexMap = {
    work: [],
    education: [],
    skills: [],
    projects: [],
    certificates: [],
    languages: [],
    awards: [],
    publications: [],
    volunteer: [],
    interests: [],
    references: [],
    custom: [],
    profiles: [],
  };
  const b = values.basics;
  const location = defined({
    address: opt(b.location.address),
    postalCode: opt(b.location.postalCode),
    city: opt(b.location.city),
    region: opt(b.location.region),
    countryCode: opt(b.location.countryCode),
  });
  const profiles = keep(
    b.profiles,
    (p) => defined({ network: opt(p.network), username: opt(p.username), url: opt(p.url) }),
    indexMap.profiles,
  ).map((p) => ({ ...p, network: p.network ?? '' }));
  const basics = defined({
    name: opt(b.name),
    label: opt(b.label),
    email: opt(b.email),
    phone: opt(b.phone),
    url: opt(b.url),
    summary: opt(b.summary),
    location: Object.keys(location).length ? location : undefined,
    profiles: profiles.length ? profiles : undefined,
  });
  const work = keep(
    values.work,
    (w) =>
      defined({
        position: opt(w.position),
        name: opt(w.name),
        location: opt(w.location),
        url: opt(w.url),
        startDate: opt(w.startDate),
        endDate: w.current ? undefined : opt(w.endDate),
        current: w.current ? true : undefined,
        summary: opt(w.summary),
        highlights: splitLines(w.highlights),
      }),
    indexMap.work,
  );
  const education = keep(
    values.education,
    (e) => {
      const courses = splitCommas(e.courses);
      return defined({
        institution: opt(e.institution),
        area: opt(e.area),
        studyType: opt(e.studyType),
        startDate: opt(e.startDate),
        endDate: opt(e.endDate),
        score: opt(e.score),
        courses: courses.length ? courses : undefined,
      });
    },
    indexMap.education,
  );
  const skills = keep(
    values.skills,
    (k) => ({
      ...defined({ name: opt(k.name), level: opt(k.level) }),
      keywords: splitCommas(k.keywords),
    }),
    indexMap.skills,
  ).map((k) => ({ ...k, name: k.name ?? '' }));
  const projects = keep(
    values.projects,
    (p) => {
      const highlights = splitLines(p.highlights);
      const keywords = splitCommas(p.keywords);
      return defined({
        name: opt(p.name),
        description: opt(p.description),
        url: opt(p.url),
        startDate: opt(p.startDate),
        endDate: opt(p.endDate),
        highlights: highlights.length ? highlights : undefined,
        keywords: keywords.length ? keywords : undefined,
      });
    },
    indexMap.projects,
  ).map((p) => ({ ...p, name: p.name ?? '' }));
  const certificates = keep(
    values.certificates,
    (c) =>
      defined({ name: opt(c.name), issuer: opt(c.issuer), date: opt(c.date), url: opt(c.url) }),
    indexMap.certificates,
  ).map((c) => ({ ...c, name: c.name ?? '' }));
  const languages = keep(
    values.languages,
    (l) => defined({ language: opt(l.language), fluency: opt(l.fluency) }),
    indexMap.languages,
  ).map((l) => ({ ...l, language: l.language ?? '' }));

  const resume: Resume = {
    ...base,
    basics,
    work,
    education,
    skills,
    projects,
    certificates,
    languages,
  };
  // The form holds these sections whole: one emptied in the form is gone, not taken from `base`.
  for (const key of MORE_SECTIONS) delete resume[key];
  return { resume: { ...resume, ...moreSections(values, indexMap) }, indexMap };
}

/** Awards to custom sections: optional in JSON Resume, so an empty one is left out. */
function moreSections(values: CvFormValues, indexMap: IndexMap): Partial<Resume> {
  const awards = keep(
    values.awards,
    (a) =>
      defined({
        title: opt(a.title),
        awarder: opt(a.awarder),
        date: opt(a.date),
        summary: opt(a.summary),
      }),
    indexMap.awards,
  ).map((a) => ({ ...a, title: a.title ?? '' }));
  const publications = keep(
    values.publications,
    (p) =>
      defined({
        name: opt(p.name),
        publisher: opt(p.publisher),
        releaseDate: opt(p.releaseDate),
        url: opt(p.url),
        summary: opt(p.summary),
      }),
    indexMap.publications,
  ).map((p) => ({ ...p, name: p.name ?? '' }));
  const volunteer = keep(
    values.volunteer,
    (v) => {
      const highlights = splitLines(v.highlights);
      return defined({
        position: opt(v.position),
        organization: opt(v.organization),
        startDate: opt(v.startDate),
        endDate: opt(v.endDate),
        summary: opt(v.summary),
        highlights: highlights.length ? highlights : undefined,
      });
    },
    indexMap.volunteer,
  );
  const interests = keep(
    values.interests,
    (i) => {
      const keywords = splitCommas(i.keywords);
      return defined({ name: opt(i.name), keywords: keywords.length ? keywords : undefined });
    },
    indexMap.interests,
  ).map((i) => ({ ...i, name: i.name ?? '' }));
  const references = keep(
    values.references,
    (r) => defined({ name: opt(r.name), reference: opt(r.reference) }),
    indexMap.references,
  ).map((r) => ({ ...r, name: r.name ?? '' }));
  const custom = keep(
    values.custom,
    (c) => {
      const items = splitLines(c.items);
      return defined({ title: opt(c.title), items: items.length ? items : undefined });
    },
    indexMap.custom,
  ).map((c) => ({ title: c.title ?? '', items: c.items ?? [] }));
  const out: Partial<Resume> = {};
  if (awards.length) out.awards = awards;
  if (publications.length) out.publications = publications;
  if (volunteer.length) out.volunteer = volunteer;
  if (interests.length) out.interests = interests;
  if (references.length) out.references = references;
  if (custom.length) out.custom = custom;
  return out;
}
