// Sections that are lists of short items: skills, languages, certificates, awards, and the like.
import type { Resume, ResumeCustomSection, ResumeSkill } from '../resume.ts';
import { findDateRange } from './_dates.ts';
import type { CvLine } from './_line.ts';

/**
 * Section lines → item strings: one per bullet or line, wrapped lines joined back.
 * @example items(lines) // [['Fast ledgers in practice, 2021']]
 * @example items([plainLine(['Languages: Python,']), plainLine(['C++, SQL'])]) // [['Languages: Python, C++, SQL']]
 */
function items(lines: CvLine[]): string[][] {
  const out: string[][] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    const first = line.segments[0] ?? '';
    // A line goes on the one before when it starts in lower case, or when the one before stopped
    // mid-list with a comma and this one opens no category of its own.
    const goesOn =
      /^\p{Ll}/u.test(first) ||
      (/,$/.test(prev?.at(-1)?.trim() ?? '') && !/^[^:,]{1,40}:/.test(first));
    if (prev && !line.bullet && line.gapAbove < 0.5 && goesOn && line.segments.length === 1) {
      prev[prev.length - 1] = `${prev[prev.length - 1] ?? ''} ${first}`;
    } else out.push([...line.segments]);
  }
  return out;
}

function splitList(s: string): string[] {
  // Commas inside parentheses belong to the item: "Spring (Boot, MVC)".
  const parts: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
    if (depth === 0 && /[,;•|]/.test(ch)) {
      parts.push(cur);
      cur = '';
    } else cur += ch;
  }
  parts.push(cur);
  return parts
    .map((p) => p.trim().replace(/[.]$/, '').trim())
    .filter((p) => p.length > 0 && p.length <= 80);
}

/**
 * "Languages: Java, Go" → { name: 'Languages', keywords: ['Java', 'Go'] }; bare items stand alone.
 * @example toSkills([plainLine(['Languages: Go, Rust'])]) // [{ name: 'Languages', keywords: ['Go', 'Rust'] }]
 */
export function toSkills(lines: CvLine[]): ResumeSkill[] {
  const skills: ResumeSkill[] = [];
  // A row of cells whose later cells hold lists is a table of "category | a, b" rows.
  const rows = items(lines).map((cells) =>
    cells.length >= 3 ||
    (cells.length === 2 && /,/.test(cells[1] ?? '') && !/:/.test(cells.join('')))
      ? [`${cells[0] ?? ''}: ${cells.slice(1).join(', ')}`]
      : cells,
  );
  const cells = rows.flat();
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i] ?? '';
    const m = /^([^:]{1,40}?)\s*:\s*(.*)$/.exec(cell);
    if (m?.[1]) {
      let rest = m[2] ?? '';
      // A cell that is only "Category" followed by ": a, b" in the next cell.
      if (!rest && cells[i + 1]) rest = cells[++i] ?? '';
      skills.push({ name: m[1].trim(), keywords: splitList(rest) });
    } else if (/^:\s*/.test(cell) && skills.length > 0) {
      skills.at(-1)!.keywords.push(...splitList(cell.replace(/^:\s*/, '')));
    } else {
      for (const part of splitList(cell)) {
        const lv = /^(.+?)\s*\(([^()]+)\)$/.exec(part);
        skills.push(
          lv?.[1] && lv[2] && lv[2].split(/\s+/).length <= 3
            ? { name: lv[1], level: lv[2], keywords: [] }
            : { name: part, keywords: [] },
        );
      }
    }
  }
  return skills.filter((s) => s.name.length > 0);
}

function language(item: string, rest: string[] = []): { language: string; fluency?: string } {
  const m = /^([\p{L} ]{2,30}?)\s*(?:\(([^)]+)\)|[:–—-]\s*(.+))$/u.exec(item);
  const fluency = m?.[1]
    ? (m[2] ?? m[3] ?? '').trim()
    : rest.filter((r) => /\p{L}/u.test(r)).join(' ');
  const name = m?.[1] ? m[1].trim() : item;
  return fluency ? { language: name, fluency } : { language: name };
}

/**
 * "English (native)", "German: B2", "Spanish — fluent", a line "English, Hebrew".
 * @example toLanguages([plainLine(['French (fluent)'])]) // [{ language: 'French', fluency: 'fluent' }]
 */
export function toLanguages(lines: CvLine[]): NonNullable<Resume['languages']> {
  const out: NonNullable<Resume['languages']> = [];
  for (const cells of items(lines)) {
    const [first = '', ...rest] = cells;
    const list = splitList(first);
    if (list.length > 1) out.push(...list.map((p) => language(p)));
    else if (first) out.push(language(first, rest));
  }
  return out;
}

function dated(cells: string[]): { text: string; date?: string } {
  const text = cells.join(' — ');
  const d = findDateRange(text);
  if (!d) return { text };
  const rest = text
    .replace(d.match, ' ')
    .replace(/^[\s,–—-]+|[\s,(–—-]+$/g, '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { text: rest || text, date: d.endDate ?? d.startDate };
}

/**
 * Certificates: name, date, and issuer after a dash or comma when given.
 * @example toCertificates([plainLine(['CKA – CNCF, 2021'])]) // [{ name: 'CKA', issuer: 'CNCF', date: '2021' }]
 */
export function toCertificates(lines: CvLine[]): NonNullable<Resume['certificates']> {
  return items(lines).map((cells) => {
    const { text, date } = dated(cells);
    const [name = text, issuer] = text.split(/\s+[–—-]\s+|,\s+(?=[\p{Lu}])/u);
    return { name, ...(issuer ? { issuer } : {}), ...(date ? { date } : {}) };
  });
}

/**
 * Awards: title and date.
 * @example toAwards([plainLine(['Best paper, 2020'])]) // [{ title: 'Best paper', date: '2020' }]
 */
export function toAwards(lines: CvLine[]): NonNullable<Resume['awards']> {
  return items(lines).map((cells) => {
    const { text, date } = dated(cells);
    return { title: text, ...(date ? { date } : {}) };
  });
}

/**
 * Publications: the reference as the name, its year as the release date.
 * @example toPublications([plainLine(['Fast ledgers, 2021'])]) // [{ name: 'Fast ledgers', releaseDate: '2021' }]
 */
export function toPublications(lines: CvLine[]): NonNullable<Resume['publications']> {
  return items(lines).map((cells) => {
    const { text, date } = dated(cells);
    return { name: text, ...(date ? { releaseDate: date } : {}) };
  });
}

/**
 * Interests: one per item, commas split.
 * @example toInterests([plainLine(['Chess, climbing'])]) // [{ name: 'Chess' }, { name: 'climbing' }]
 */
export function toInterests(lines: CvLine[]): NonNullable<Resume['interests']> {
  return items(lines).flatMap((cells) => splitList(cells.join(', ')).map((name) => ({ name })));
}

/**
 * References: one per item.
 * @example toReferences([plainLine(['Available on request'])]) // [{ name: 'Available on request' }]
 */
export function toReferences(lines: CvLine[]): NonNullable<Resume['references']> {
  return items(lines).map((cells) => ({ name: cells.join(', ') }));
}

/**
 * A section JSON Resume has no place for, kept as written: its heading and one item per line or
 * bullet (cells joined by " — ").
 * @example toCustom('Affiliations', [plainLine(['IEEE member'])]) // { title: 'Affiliations', items: ['IEEE member'] }
 */
export function toCustom(title: string, lines: CvLine[]): ResumeCustomSection {
  const list = items(lines)
    .map((cells) => cells.join(' — ').trim())
    .filter((t) => t !== '');
  return { title, items: list };
}
