import type { Resume } from '@jobfit/contracts';
import { z } from 'zod';

// The CV editor's form shape: every field a string (inputs never hold undefined), list fields as
// text (highlights one per line, keywords comma-separated), so react-hook-form needs no arrays of
// primitives. `formToResume` (form-to-resume.ts) maps back.

const str = z.string().catch('');
const entry = <T extends z.ZodRawShape>(shape: T) => z.array(z.object(shape)).catch([]);

const ProfileValues = z.object({ network: str, username: str, url: str });
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
  awards: entry({ title: str, awarder: str, date: str, summary: str }),
  publications: entry({ name: str, publisher: str, releaseDate: str, url: str, summary: str }),
  volunteer: entry({
    position: str,
    organization: str,
    startDate: str,
    endDate: str,
    summary: str,
    highlights: str,
  }),
  interests: entry({ name: str, keywords: str }),
  references: entry({ name: str, reference: str }),
  /** Sections outside JSON Resume, as the CV heads them: lines one per line. */
  custom: entry({ title: str, items: str }),
});
export type CvFormValues = z.infer<typeof CvFormValues>;
export type ListSection = Exclude<keyof CvFormValues, 'basics'>;

/**
 * The sections JSON Resume leaves optional, in the order they show (awards to custom sections):
 * the editor adds them on demand, and one emptied in the form is left out of the resume.
 */
export const MORE_SECTIONS = [
  'awards',
  'publications',
  'volunteer',
  'interests',
  'references',
  'custom',
] as const satisfies readonly ListSection[];
export type MoreSection = (typeof MORE_SECTIONS)[number];

export const LIST_SECTIONS = [
  'work',
  'education',
  'skills',
  'projects',
  'certificates',
  'languages',
  ...MORE_SECTIONS,
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
  awards: (): CvFormValues['awards'][number] => ({ title: '', awarder: '', date: '', summary: '' }),
  publications: (): CvFormValues['publications'][number] => ({
    name: '',
    publisher: '',
    releaseDate: '',
    url: '',
    summary: '',
  }),
  volunteer: (): CvFormValues['volunteer'][number] => ({
    position: '',
    organization: '',
    startDate: '',
    endDate: '',
    summary: '',
    highlights: '',
  }),
  interests: (): CvFormValues['interests'][number] => ({ name: '', keywords: '' }),
  references: (): CvFormValues['references'][number] => ({ name: '', reference: '' }),
  custom: (): CvFormValues['custom'][number] => ({ title: '', items: '' }),
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
    awards: [],
    publications: [],
    volunteer: [],
    interests: [],
    references: [],
    custom: [],
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
    awards: (resume.awards ?? []).map((a) => ({
      title: s(a.title),
      awarder: s(a.awarder),
      date: s(a.date),
      summary: s(a.summary),
    })),
    publications: (resume.publications ?? []).map((p) => ({
      name: s(p.name),
      publisher: s(p.publisher),
      releaseDate: s(p.releaseDate),
      url: s(p.url),
      summary: s(p.summary),
    })),
    volunteer: (resume.volunteer ?? []).map((v) => ({
      position: s(v.position),
      organization: s(v.organization),
      startDate: s(v.startDate),
      endDate: s(v.endDate),
      summary: s(v.summary),
      highlights: lines(v.highlights),
    })),
    interests: (resume.interests ?? []).map((i) => ({
      name: s(i.name),
      keywords: commas(i.keywords),
    })),
    references: (resume.references ?? []).map((r) => ({
      name: s(r.name),
      reference: s(r.reference),
    })),
    custom: (resume.custom ?? []).map((c) => ({ title: s(c.title), items: lines(c.items) })),
  };
}
