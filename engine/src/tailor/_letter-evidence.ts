// What a letter is written from, all read from the CV itself (so every claim is the user's own):
// the strongest achievements for the job, the job's requirements the CV shows, the latest role, a
// sentence of the user's own summary and the highest degree.
import type { Keyword, ScanResult } from '../match/index.ts';
import type { Resume, ResumeWork } from '../resume.ts';
import { compareLines, cvLines, rankLine, type RankedLine } from './_achievements.ts';
import { article, firstSentence, inSentence, lowerFirst } from './_phrasing.ts';
import { cvShows, type ShownSkills } from './_skills-shown.ts';

/** A letter's achievements come from one employer at most this often, so it shows range (decision 150). */
export const MAX_PER_EMPLOYER = 3;

/** Everything a letter may say about the candidate. */
export interface LetterEvidence {
  /** Up to `count` achievements, strongest first, at most `MAX_PER_EMPLOYER` from one employer. */
  achievements: RankedLine[];
  /** Job keywords the CV shows (no soft skills), strongest first, as they read in a sentence. */
  requirements: { name: string; required: boolean; inWork: boolean }[];
  latest?: { position?: string; employer?: string; current: boolean };
  /** The user's own first summary sentence, as "I am …" or as written; undefined when unusable. */
  ownWords?: string;
  degree?: string;
  /** Up to two earlier roles, "a Site Reliability Engineer at New Relic". */
  earlier: string[];
}

/** Job keywords the CV shows, strongest first (required, then weight, then experience evidence). */
export function shownKeywords(keywords: readonly Keyword[], shown: ShownSkills): Keyword[] {
  const inWork = (k: Keyword) => (k.cvSections.includes('experience') ? 1 : 0);
  return keywords
    .filter((k) => k.status !== 'missing' && cvShows(shown, k.name))
    .map((k, i) => ({ k, i }))
    .sort(
      (a, b) =>
        Number(b.k.required) - Number(a.k.required) ||
        b.k.weight - a.k.weight ||
        inWork(b.k) - inWork(a.k) ||
        a.i - b.i,
    )
    .map((x) => x.k);
}

/** The CV's latest job: the current one, else the one that started last, else the first listed. */
function latestJob(resume: Resume): ResumeWork | undefined {
  const jobs = resume.work.filter((w) => w.position?.trim() || w.name?.trim());
  return (
    jobs.find((w) => w.current) ??
    [...jobs].sort((a, b) => (b.startDate ?? '').localeCompare(a.startDate ?? ''))[0]
  );
}

/** A name that reads as a name in a sentence (short, no stray punctuation, not shouted), else undefined. */
export const usable = (s: string | undefined, max = 60): string | undefined => {
  const t = s?.trim().replace(/\s+/g, ' ');
  if (!t || t.length < 3 || t.length > max || /[|•:;@]|^[^\p{Lu}\p{N}]|\d{4}/u.test(t))
    return undefined;
  return t === t.toUpperCase() && /[A-Z]{4}/.test(t) ? undefined : t;
};

/** The first summary sentence in the first person: "Detail-oriented analyst …" → "I am a detail-oriented analyst …". */
function ownWordsOf(summary: string | undefined): string | undefined {
  if (!summary?.trim()) return undefined;
  const s = firstSentence(summary.split(/(?<=[.!?])\s+/)[0] ?? '');
  const words = s.split(/\s+/).length;
  if (words < 6 || words > 35 || /[:|]|^(seeking|looking|to\b|objective)/i.test(s))
    return undefined;
  if (!/^[A-Z]/.test(s)) return undefined;
  if (/^I\s/.test(s) || /^I'm\s/.test(s)) return s;
  // A noun phrase ("Determined accountant with …"); anything starting with a verb is left out.
  if (/^(with|over|having|have|has|am|is|are|work|worked|experienced in)\b/i.test(s))
    return undefined;
  // "A bilingual coordinator …" has its article already.
  if (/^(A|An|The)\s/.test(s)) return `I am ${s[0]?.toLowerCase()}${s.slice(1)}`;
  return `I am ${article(s)} ${lowerFirst(s)}`;
}

/**
 * A keyword as the CV writes it ("AWS" where the posting says "Amazon Web Services"), so the
 * letter speaks in the candidate's words; the taxonomy name when the CV's words are not at hand.
 */
export function asWritten(k: Keyword, cvText = ''): string {
  const span = k.evidence.cv[0];
  const surface = span?.text
    .slice(span.highlight.start - span.start, span.highlight.end - span.start)
    .trim();
  if (!surface || surface.length < 2 || !/\p{L}/u.test(surface)) return inSentence(k.name);
  // The same word in another case ("go", "PYTHON") reads by its name; an alias ("AWS") as written.
  if (surface.toLowerCase() === k.name.toLowerCase()) return inSentence(k.name);
  // A heading in capitals reads better by its name; an acronym stays.
  if (surface === surface.toUpperCase() && surface.length > 4 && surface !== k.name)
    return inSentence(k.name);
  // "Cloud" from "Cloud Formation" reads "cloud" when the CV also writes it so.
  if (/^[A-Z][a-z]+$/.test(surface) && new RegExp(`\\b${surface.toLowerCase()}\\b`).test(cvText))
    return surface.toLowerCase();
  return inSentence(surface);
}

/** The letter's evidence for this job; `count` achievements at most. */
export function letterEvidence(
  resume: Resume,
  scan: ScanResult,
  shown: ShownSkills,
  count: number,
): LetterEvidence {
  const keywords = shownKeywords(scan.keywords, shown);
  const ranked = cvLines(resume)
    .map((l) => rankLine(l, keywords))
    .map((l, i) => ({ l, i }))
    .sort((a, b) => compareLines(a.l, b.l) || a.i - b.i)
    .map((x) => x.l);
  const achievements: RankedLine[] = [];
  for (const line of ranked) {
    if (achievements.length >= count) break;
    // Courses never stand as proof in a letter; fragments only when nothing better exists.
    if (line.tier === 2 || firstSentence(line.line).split(/\s+/).length > 40) continue;
    if (line.tier === 1 && achievements.length > 0) continue;
    if (line.tier === 1 && ranked.some((r) => r.tier === 0)) continue;
    const sameEmployer = achievements.filter((a) => a.employer === line.employer).length;
    if (sameEmployer >= MAX_PER_EMPLOYER) continue;
    if (achievements.some((a) => firstSentence(a.line) === firstSentence(line.line))) continue;
    achievements.push(line);
  }
  const latest = latestJob(resume);
  const position = usable(latest?.position);
  const employer = usable(latest?.name);
  const edu = resume.education.find((e) => usable(e.studyType, 50) && usable(e.institution, 70));
  const area = usable(edu?.area, 50);
  const degree = edu
    ? `${article(edu.studyType ?? '')} ${usable(edu.studyType, 50)}${area ? ` in ${area}` : ''} from ${usable(edu.institution, 70)}`
    : undefined;
  const ownWords = ownWordsOf(resume.basics.summary);
  const earlier = resume.work
    .filter((w) => w !== latest)
    .map((w) => ({ p: usable(w.position), e: usable(w.name) }))
    .filter((x): x is { p: string; e: string } => !!x.p && !!x.e)
    .slice(0, 2)
    .map((x) => `${article(x.p)} ${x.p} at ${x.e}`);
  return {
    achievements,
    requirements: [
      ...new Map(
        keywords
          .filter((k) => k.category !== 'soft')
          .map((k) => {
            const name = asWritten(k, shown.text);
            return [
              name.toLowerCase(),
              {
                name,
                required: k.required,
                inWork: k.cvSections.includes('experience') || k.cvSections.includes('projects'),
              },
            ] as const;
          }),
      ).values(),
    ],
    ...(position || employer
      ? {
          latest: {
            ...(position ? { position } : {}),
            ...(employer ? { employer } : {}),
            current: latest?.current === true,
          },
        }
      : {}),
    ...(ownWords ? { ownWords } : {}),
    earlier,
    ...(degree ? { degree } : {}),
  };
}
