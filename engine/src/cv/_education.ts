// Entry → education item: degree words give studyType, subject words the area, school words the
// institution (decision 010).
import type { ResumeEducation } from '../resume.ts';
import { setDates } from './_dates.ts';
import type { Entry } from './_entries.ts';

/**
 * Degree names and abbreviations.
 * @example DEGREE.exec('MSc in Physics')?.[1] // 'MSc'
 */
export const DEGREE =
  /\b(ph\.?\s?d\.?|doctor(?:ate)?(?: of [\p{L}]+)?|d\.phil|mba|m\.?\s?sc\.?|m\.?eng\.?|m\.?tech|master(?:['’]?s)?(?: degree)?(?: of [\p{L}]+(?: (?!in\b|at\b)[\p{L}]+)?)?|m\.a\.|b\.?\s?sc\.?|b\.?eng\.?|b\.?tech|bachelor(?:['’]?s)?(?: degree)?(?: of [\p{L}]+(?: (?!in\b|at\b)[\p{L}]+)?)?|b\.a\.|associate(?:['’]?s)? degree|diploma|high school(?: diploma)?|a-levels?|gcse|llb|llm|jd|bs|ms|ba|ma|degree)(?![\p{L}])/iu;
const SUBJECT =
  /\b(science|sciences|engineering|economics|mathematics|maths?|physics|chemistry|biology|business|management|administration|finance|accounting|marketing|design|arts?|law|medicine|nursing|psychology|history|literature|linguistics|informatics|statistics|philosophy|architecture|studies|communications?|computing)\b/i;
const INSTITUTION =
  /(universit|college|institut|school|academy|polytechnic|hochschule|conservatory|école|ecole|lyceum|gymnasium)/i;

/**
 * Entry → education item: degree words give studyType, institution words the institution.
 * @example toEducation(entry) // { studyType: 'MSc', area: 'Physics', institution: 'University of Bath' }
 */
export function toEducation(e: Entry): ResumeEducation {
  const edu: ResumeEducation = {};
  // Description lines ("GPA: 3.9", "Thesis: …") count like header text (decision 121).
  const parts = [...e.texts, ...e.prose]
    .flatMap((t) => t.split(/\s*[|,;]\s+|\s+[-–—]\s+/))
    .map((p) =>
      p
        .replace(/\(\s*\)/g, '')
        .replace(/[\s.]+$/, '')
        .trim(),
    )
    .filter(Boolean);
  const others: string[] = [];
  for (const p of parts) {
    const gpa = /\b(?:gpa|grade|score|cgpa)\b\s*:?\s*(.+)$/i.exec(p);
    if (gpa?.[1] && !edu.score) {
      edu.score = gpa[1].trim();
      continue;
    }
    const deg = DEGREE.exec(p);
    if (deg?.[1] && edu.studyType && deg[1].trim() === edu.studyType) {
      // The degree repeated with its subject: "PhD in Computer Science".
      const rest = p
        .slice((deg.index ?? 0) + deg[0].length)
        .replace(/^\s*(?:in|of|:)\s+/i, '')
        .trim();
      if (rest && !edu.area) edu.area = rest;
      continue;
    }
    if (deg?.[1] && !edu.studyType) {
      edu.studyType = deg[1].trim();
      const rest = p
        .slice((deg.index ?? 0) + deg[0].length)
        .replace(/^\s*(?:in|of|:)\s+/i, '')
        .trim();
      const before = p.slice(0, deg.index).trim();
      if (INSTITUTION.test(rest)) edu.institution ??= rest;
      else if (rest) edu.area ??= rest;
      else if (before && !INSTITUTION.test(before)) edu.area ??= before;
      continue;
    }
    if (INSTITUTION.test(p) && !edu.institution) edu.institution = p;
    else others.push(p);
  }
  // Subject words make a part the area ("Computer Science"); the rest name the school.
  const usable = others.filter(
    (o) => !/^(thesis|advisor|supervisor|description)\b/i.test(o) && o.length <= 80,
  );
  for (const o of usable.filter((o) => SUBJECT.test(o))) edu.area ??= o;
  // Without subject words, a second part is more often a place than a field of study.
  for (const o of usable.filter((o) => !SUBJECT.test(o))) if (!edu.institution) edu.institution = o;
  if (!edu.institution && edu.area && usable.length > 1)
    edu.institution = usable.find((o) => o !== edu.area);
  setDates(edu, e.dates);
  if (e.highlights.length > 0) edu.courses = e.highlights;
  return edu;
}
