import type { Resume } from '@jobfit/contracts';
import { z } from 'zod';

// The CV editor's form shape: every field a string (inputs never hold undefined), list fields as
// text (highlights one per line, keywords comma-separated), so react-hook-form needs no arrays of
// primitives. `formToResume` maps back and remembers which form entry each saved entry came from.

const str = z.string().catch('');
const entry = <T extends z.ZodRawShape>(shape: T) => z.array(z.object(shape)).catch([]);

export const ProfileValues = z.object({ network: str, username: str, url: str });
export const CvFormValues = z.object({
  basics: z
    .object({
      name: str,
      label: str,
      email: str,
      phone: str,
      url: str,
      summary: str,
      location: z
        .object({ address: str, postalCode: str, city: str, region: str, countryCode: str })
        .catch({ address: '', postalCode: '', city: '', region: '', countryCode: '' }),
      profiles: entry(ProfileValues.shape),
    })
    .catch(() => emptyBasics()),
  work: entry({
    position: str,
    name: str,
    location: str,
    url: str,
    startDate: str,
    endDate: str,
    current: z.boolean().catch(false),
    summary: str,
    highlights: str,
  }),
  education: entry({
    institution: str,
    area: str,
    studyType: str,
    startDate: str,
    endDate: str,
    score: str,
    courses: str,
  }),
  skills: entry({ name: str, level: str, keywords: str }),
  projects: entry({
    name: str,
    description: str,
    url: str,
    startDate: str,
    endDate: str,
    highlights: str,
    keywords: str,
  }),
  certificates: entry({ name: str, issuer: str, date: str, url: str }),
  languages: entry({ language: str, fluency: str }),
});
export type CvFormValues = z.infer<typeof CvFormValues>;
export type ListSection = Exclude<keyof CvFormValues, 'basics'>;
export type WorkValues = CvFormValues['work'][number];

export const LIST_SECTIONS = [
  'work',
  'education',
  'skills',
  'projects',
  'certificates',
  'languages',
] as const satisfies readonly ListSection[];

function emptyBasics(): CvFormValues['basics'] {
  return {
    name: '',
    label: '',
    email: '',
    phone: '',
    url: '',
    summary: '',
    location: { address: '', postalCode: '', city: '', region: '', countryCode: '' },
    profiles: [],
  };
}

/** A blank entry of each list section, for "Add". */
export const emptyEntry = {
  work: (): CvFormValues['work'][number] => ({
    position: '',
    name: '',
    location: '',
    url: '',
    startDate: '',
    endDate: '',
    current: false,
    summary: '',
    highlights: '',
  }),
  education: (): CvFormValues['education'][number] => ({
    institution: '',
    area: '',
    studyType: '',
    startDate: '',
    endDate: '',
    score: '',
    courses: '',
  }),
  skills: (): CvFormValues['skills'][number] => ({ name: '', level: '', keywords: '' }),
  projects: (): CvFormValues['projects'][number] => ({
    name: '',
    description: '',
    url: '',
    startDate: '',
    endDate: '',
    highlights: '',
    keywords: '',
  }),
  certificates: (): CvFormValues['certificates'][number] => ({
    name: '',
    issuer: '',
    date: '',
    url: '',
  }),
  languages: (): CvFormValues['languages'][number] => ({ language: '', fluency: '' }),
  profiles: (): CvFormValues['basics']['profiles'][number] => ({
    network: '',
    username: '',
    url: '',
  }),
};

export function emptyCvFormValues(): CvFormValues {
  return {
    basics: emptyBasics(),
    work: [],
    education: [],
    skills: [],
    projects: [],
    certificates: [],
    languages: [],
  };
}

/** Reads stored or parsed values defensively: anything malformed becomes an empty field. */
export function normalizeFormValues(value: unknown): CvFormValues {
  const parsed = CvFormValues.safeParse(value);
  return parsed.success ? parsed.data : emptyCvFormValues();
}

const s = (v: string | undefined) => v ?? '';
const lines = (v: string[] | undefined) => (v ?? []).join('\n');
const commas = (v: string[] | undefined) => (v ?? []).join(', ');

export function resumeToForm(resume: Resume): CvFormValues {
  const b = resume.basics ?? {};
  return {
    basics: {
      name: s(b.name),
      label: s(b.label),
      email: s(b.email),
      phone: s(b.phone),
      url: s(b.url),
      summary: s(b.summary),
      location: {
        address: s(b.location?.address),
        postalCode: s(b.location?.postalCode),
        city: s(b.location?.city),
        region: s(b.location?.region),
        countryCode: s(b.location?.countryCode),
      },
      profiles: (b.profiles ?? []).map((p) => ({
        network: s(p.network),
        username: s(p.username),
        url: s(p.url),
      })),
    },
    work: (resume.work ?? []).map((w) => ({
      position: s(w.position),
      name: s(w.name),
      location: s(w.location),
      url: s(w.url),
      startDate: s(w.startDate),
      endDate: s(w.endDate),
      current: w.current === true,
      summary: s(w.summary),
      highlights: lines(w.highlights),
    })),
    education: (resume.education ?? []).map((e) => ({
      institution: s(e.institution),
      area: s(e.area),
      studyType: s(e.studyType),
      startDate: s(e.startDate),
      endDate: s(e.endDate),
      score: s(e.score),
      courses: commas(e.courses),
    })),
    skills: (resume.skills ?? []).map((k) => ({
      name: s(k.name),
      level: s(k.level),
      keywords: commas(k.keywords),
    })),
    projects: (resume.projects ?? []).map((p) => ({
      name: s(p.name),
      description: s(p.description),
      url: s(p.url),
      startDate: s(p.startDate),
      endDate: s(p.endDate),
      highlights: lines(p.highlights),
      keywords: commas(p.keywords),
    })),
    certificates: (resume.certificates ?? []).map((c) => ({
      name: s(c.name),
      issuer: s(c.issuer),
      date: s(c.date),
      url: s(c.url),
    })),
    languages: (resume.languages ?? []).map((l) => ({
      language: s(l.language),
      fluency: s(l.fluency),
    })),
  };
}

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
 * The form as a JSON Resume. `base` keeps the sections the editor does not show (awards,
 * publications, volunteer, interests, references) so an edit never drops them.
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
  return { resume, indexMap };
}
