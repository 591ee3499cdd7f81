// The tailored summary: a fixed template around the candidate's own title, the job's strongest
// keywords that the CV itself shows, and the job applied for. Nothing else enters it, so it can
// name no skill, employer, title or number the input lacks.
import type { Keyword, ScanResult } from '../match/index.ts';
import type { Resume } from '../resume.ts';
import { extractSkills, skillKey } from '../skills/index.ts';
import { cvShows, type ShownSkills } from './_skills-shown.ts';

/** "A", "A and B", "A, B and C". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * A skill name as it reads inside a sentence: a common-noun phrase in sentence case loses its
 * capital ("Event-driven architecture" → "event-driven architecture"); names stay ("Apache Kafka", "Go").
 */
export function inSentence(name: string): string {
  return /^[A-Z][a-z]+(?:[ -][a-z]+)+$/.test(name) ? name[0]?.toLowerCase() + name.slice(1) : name;
}

/** The candidate's own title: the CV's headline, else the latest position. */
export function ownTitle(resume: Resume): string | undefined {
  return (
    resume.basics.label?.trim() || resume.work.find((w) => w.position?.trim())?.position?.trim()
  );
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

/** True when a phrase (a job title, a company) names no skill the CV does not show. */
export function namesOnlyShown(phrase: string, shown: ShownSkills): boolean {
  return extractSkills(phrase, { taxonomyOnly: true }).every((m) => cvShows(shown, m.name));
}

/** The summary text, or undefined when the CV shows none of the job's skills. */
export function tailoredSummary(
  resume: Resume,
  scan: ScanResult,
  shown: ShownSkills,
): string | undefined {
  const ranked = shownKeywords(scan.keywords, shown);
  const core = ranked.filter(
    (k) => k.category === 'hard' || k.category === 'tool' || k.category === 'domain',
  );
  const top = core.slice(0, 3).map((k) => inSentence(k.name));
  if (top.length === 0) return undefined;
  const used = new Set(core.slice(0, 3).map((k) => skillKey(k.name)));
  const more = ranked
    .filter(
      (k) =>
        !used.has(skillKey(k.name)) && k.category !== 'language' && k.category !== 'certification',
    )
    .slice(0, 2)
    .map((k) => inSentence(k.name));
  const title = ownTitle(resume);
  const sentences = [`${title ?? 'Professional'} with hands-on experience in ${listWords(top)}.`];
  if (more.length > 0) sentences.push(`Also skilled in ${listWords(more)}.`);
  const job = scan.posting.title;
  const company = scan.posting.company;
  // The job's title goes in only when it names no skill the CV lacks ("Senior Go Developer").
  if (job && namesOnlyShown(job, shown))
    sentences.push(
      `Seeking to bring this experience to the ${job} role${company ? ` at ${company}` : ''}.`,
    );
  else if (company) sentences.push(`Seeking to bring this experience to ${company}.`);
  return sentences.join(' ');
}
