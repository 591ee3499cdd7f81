import type { Resume } from '../resume.ts';

const range = (start?: string, end?: string, current?: boolean) => {
  // "Present" only when the CV says so: a single year stays a single year (decision 150).
  const to = end || (current ? 'Present' : '');
  return [start, to].filter(Boolean).join(' – ');
};

const joinLine = (...parts: (string | undefined)[]) =>
  parts.filter((p) => p && p.trim()).join(' | ');

/**
 * Plain text of a structured CV with standard headings, in the order recruiters read: what the
 * engine scans for a CV that was typed in or edited, and the base of the Markdown export.
 *
 * @example resumeToText({ basics: { name: 'Ada' }, work: [], education: [], skills: [] }) // 'Ada\n'
 */
export function resumeToText(resume: Resume): string {
  const out: string[] = [];
  const b = resume.basics;
  if (b.name) out.push(b.name);
  if (b.label) out.push(b.label);
  const location = [b.location?.city, b.location?.region, b.location?.countryCode]
    .filter(Boolean)
    .join(', ');
  const contact = joinLine(
    b.email,
    b.phone,
    location,
    b.url,
    ...(b.profiles ?? []).map((p) => p.url ?? p.username),
  );
  if (contact) out.push(contact);

  const section = (title: string, lines: string[]) => {
    if (lines.length === 0) return;
    out.push('', title.toUpperCase(), ...lines);
  };
  if (b.summary) section('Summary', [b.summary]);
  section(
    'Experience',
    resume.work.flatMap((w) => [
      joinLine(w.position, w.name, w.location, range(w.startDate, w.endDate, w.current)),
      ...(w.summary ? [w.summary] : []),
      ...w.highlights.map((h) => `• ${h}`),
    ]),
  );
  section(
    'Education',
    resume.education.map((e) =>
      joinLine(
        [e.studyType, e.area].filter(Boolean).join(' in '),
        e.institution,
        range(e.startDate, e.endDate),
        e.score,
      ),
    ),
  );
  section(
    'Skills',
    resume.skills.map((s) =>
      s.keywords.length > 0 ? `${s.name}: ${s.keywords.join(', ')}` : s.name,
    ),
  );
  section(
    'Projects',
    (resume.projects ?? []).flatMap((p) => [
      joinLine(p.name, range(p.startDate, p.endDate), p.url),
      ...(p.description ? [p.description] : []),
      ...(p.highlights ?? []).map((h) => `• ${h}`),
    ]),
  );
  section(
    'Certifications',
    (resume.certificates ?? []).map((c) => joinLine(c.name, c.issuer, c.date)),
  );
  section(
    'Languages',
    (resume.languages ?? []).map((l) => joinLine(l.language, l.fluency)),
  );
  section(
    'Awards',
    (resume.awards ?? []).map((a) => joinLine(a.title, a.awarder, a.date)),
  );
  section(
    'Publications',
    (resume.publications ?? []).map((p) => joinLine(p.name, p.publisher, p.releaseDate)),
  );
  section(
    'Volunteering',
    (resume.volunteer ?? []).flatMap((v) => [
      joinLine(v.position, v.organization, range(v.startDate, v.endDate)),
      ...(v.highlights ?? []).map((h) => `• ${h}`),
    ]),
  );
  section(
    'Interests',
    (resume.interests ?? []).map((i) => i.name),
  );
  // The CV's own sections, as the exports print them: headed ones only.
  for (const c of resume.custom ?? []) {
    if (c.title.trim())
      section(
        c.title.trim(),
        c.items.filter((l) => l.trim()),
      );
  }
  return `${out.join('\n')}\n`;
}
