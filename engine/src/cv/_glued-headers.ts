// A job header glued to the ends of another column's lines (decision 221): columns read line by
// line put "… of different Counselor (Youth Work)" / "vendors. Orbit Agency" / "2015 - present"
// under a job's duties. The title and the name are cut off the duty lines and read as a job.
import { findDateRange, isOnlyDate, type DateRange } from './_dates.ts';
import { type CvLine, lineWords } from './_line.ts';

// Words a title or a name may hold in lowercase: "Head of Sales", "Bank for Trade".
const CONNECTOR = /^(of|for|and|&|in|at|the|de|-)$/;

/** A job header found at the ends of another column's lines. */
export interface GluedHeader {
  at: number;
  title: string;
  employer?: string;
  /** The date line, read into the job's header. */
  used: number[];
  span: DateRange;
  /** What stays of the lines the title and the name were cut from: another job's duty text. */
  trims: Map<number, string>;
}

/**
 * The title at the end of a line of prose: the longest run of capitalised words (with connectors
 * and a bracket) after a lowercase word, that reads as a clear title.
 */
function tailTitle(t: string, clearTitle: (t: string) => boolean): [string, string] | undefined {
  const ws = t.split(/\s+/);
  let start = ws.length;
  let open = false;
  // Walk back over the run: capitalised words, connectors, and words inside a closing bracket.
  for (let k = ws.length - 1; k >= 1; k--) {
    const w = ws[k]!;
    if (w.endsWith(')')) open = !w.startsWith('(');
    else if (w.startsWith('(')) open = false;
    const inBracket = open || w.startsWith('(') || w.endsWith(')');
    if (!inBracket && !/^[\p{Lu}\d]/u.test(w) && !CONNECTOR.test(w)) break;
    start = k;
  }
  for (let s = start; s < ws.length; s++) {
    if (!/^\p{Lu}/u.test(ws[s]!) || !/^\p{Ll}/u.test(ws[s - 1] ?? '')) continue;
    const title = ws.slice(s).join(' ');
    if (clearTitle(title)) return [ws.slice(0, s).join(' '), title];
  }
  return undefined;
}

/**
 * Job headers glued to the ends of prose lines: a line of prose ending in a clear title, a date
 * range starting one of the next two lines, and between them maybe a line whose part after a full
 * stop is the employer ("vendors. Orbit Agency").
 * @example gluedHeaders(lines, stop, clearTitle, name)[0]?.title // 'Counselor (Youth Work)'
 */
export function gluedHeaders(
  lines: CvLine[],
  stop: (k: number) => boolean,
  clearTitle: (t: string) => boolean,
  name: (t: string) => string | undefined,
): GluedHeader[] {
  const out: GluedHeader[] = [];
  lines.forEach((line, i) => {
    const t = lineWords(line);
    if (stop(i) || clearTitle(t) || findDateRange(t)) return;
    const cut = tailTitle(t, clearTitle);
    if (!cut) return;
    for (let k = i + 1; k <= i + 2 && k < lines.length && !stop(k); k++) {
      const d = findDateRange(lineWords(lines[k]!));
      if (!d || (d.index !== 0 && !isOnlyDate(lineWords(lines[k]!)))) continue;
      if (!d.endDate && !d.current) return;
      const trims = new Map([[i, cut[0]]]);
      const header: GluedHeader = { at: i, title: cut[1], used: [k], span: d, trims };
      const between = k === i + 2 ? lineWords(lines[i + 1]!) : '';
      const stopAt = /^(\p{Ll}.*?[.;])\s+(\p{Lu}.*)$/u.exec(between);
      const employer = stopAt ? name(stopAt[2]!) : undefined;
      if (stopAt && employer) {
        header.employer = employer;
        trims.set(i + 1, stopAt[1]!);
      }
      out.push(header);
      return;
    }
  });
  return out;
}
