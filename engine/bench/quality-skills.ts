// npm run bench:quality -- skills [DIR]: skill extraction against SkillSpan's human-annotated spans
// (scoring rule: /work/shared/data/README.md), technique by technique.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzePosting } from '../src/posting/index.ts';
import { extractSkills, listSkills } from '../src/skills/index.ts';
import type { Skill, SkillMention } from '../src/skills/index.ts';

// The span-matching rule of data/README.md, exported so a test can check it.
/** Lower case, and everything but letters, digits and `+#.` replaced by spaces. */
export function normaliseSpan(span: string): string[] {
  return span
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#.]+/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
}

/** Whether a predicted skill matches a gold span (Jaccard ≥ 0.5, or whole-word containment). */
export function spansMatch(a: string[], b: string[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  const sa = new Set(a);
  const sb = new Set(b);
  let common = 0;
  for (const w of sa) if (sb.has(w)) common++;
  if (common / (sa.size + sb.size - common) >= 0.5) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length * 3 < long.length) return false;
  return ` ${long.join(' ')} `.includes(` ${short.join(' ')} `);
}

/** Matched predictions, predictions, matched gold spans and gold spans for one posting. */
export function scorePosting(
  predicted: string[],
  gold: string[],
): { tpP: number; nP: number; tpG: number; nG: number } {
  const dedupe = (xs: string[]) =>
    [...new Map(xs.map((x) => [normaliseSpan(x).join(' '), normaliseSpan(x)])).values()].filter(
      (x) => x.length > 0,
    );
  const p = dedupe(predicted);
  const g = dedupe(gold);
  return {
    tpP: p.filter((x) => g.some((y) => spansMatch(x, y))).length,
    nP: p.length,
    tpG: g.filter((y) => p.some((x) => spansMatch(x, y))).length,
    nG: g.length,
  };
}

interface Annotated {
  id: string;
  text: string;
  knowledge: string[];
  skills: string[];
}

type Technique = [name: string, predict: (text: string) => SkillMention[]];

/**
 * The baseline: a plain, case-insensitive whole-word lookup of every name and alias of the
 * taxonomy, longest first, with none of the matcher's rules (case, boundaries, ignored phrases).
 */
function plainLookup(): (text: string) => SkillMention[] {
  const byFirst = new Map<string, { words: string[]; skill: Skill }[]>();
  const words = (t: string) => t.toLowerCase().match(/[a-z0-9+#.]+/g) ?? [];
  for (const skill of listSkills()) {
    for (const form of [skill.name, ...skill.aliases.map((a) => a.replace(/^!/, ''))]) {
      const w = words(form);
      if (w.length === 0) continue;
      const list = byFirst.get(w[0] ?? '') ?? [];
      list.push({ words: w, skill });
      byFirst.set(w[0] ?? '', list);
    }
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  return (text) => {
    const found: SkillMention[] = [];
    const tokens = [...text.matchAll(/[A-Za-z0-9+#.]+/g)].map((m) => ({
      w: m[0].toLowerCase().replace(/\.$/, ''),
      start: m.index,
      end: m.index + m[0].length,
    }));
    for (let i = 0; i < tokens.length; i++) {
      const hit = (byFirst.get(tokens[i]?.w ?? '') ?? []).find((f) =>
        f.words.every((w, k) => tokens[i + k]?.w === w),
      );
      if (!hit) continue;
      const end = tokens[i + hit.words.length - 1]?.end ?? 0;
      found.push({
        name: hit.skill.name,
        category: hit.skill.category,
        surface: text.slice(tokens[i]?.start ?? 0, end),
        start: tokens[i]?.start ?? 0,
        end,
        source: 'taxonomy',
        confidence: 1,
      });
      i += hit.words.length - 1;
    }
    return found;
  };
}

const TECHNIQUES: Technique[] = [
  ['plain taxonomy lookup (baseline)', plainLookup()],
  ['+ case and boundary rules (matcher)', (t) => extractSkills(t, { taxonomyOnly: true })],
  ['+ cue, list and product rules', (t) => extractSkills(t, { nlp: false })],
  ['+ noun-phrase filter (wink-nlp)', (t) => extractSkills(t)],
  [
    'analyzePosting (jobfit skills)',
    (t) =>
      analyzePosting(t).skills.flatMap((s) =>
        s.spans.map((sp) => ({
          name: s.name,
          category: s.category,
          surface: sp.surface,
          start: sp.start,
          end: sp.end,
          source: s.source,
          confidence: 1,
        })),
      ),
  ],
];

const f1 = (p: number, r: number) => (p + r === 0 ? 0 : (2 * p * r) / (p + r));
const pct = (x: number) => x.toFixed(3);

export interface SkillsRow {
  name: string;
  /** Precision, recall, F1 on knowledge spans. */
  knowledge: number[];
  /** Precision, recall, F1 on all spans. */
  all: number[];
}

/** Prints one row per technique: `npm run bench:quality -- skills [DIR]`. */
export async function run(dir?: string): Promise<void> {
  await measureSkills(dir, true);
}

/** Scores every technique over the annotated postings; prints the table when asked. */
export async function measureSkills(
  dir = '/work/shared/data/skills',
  print = false,
): Promise<SkillsRow[]> {
  const log = print ? console.log : () => {};
  const postings: Annotated[] = readFileSync(join(dir, 'skillspan-train.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Annotated);
  const rows: SkillsRow[] = [];
  log(
    `skills: ${postings.length} postings, ${postings.reduce((s, p) => s + p.knowledge.length, 0)} knowledge spans, ${postings.reduce((s, p) => s + p.skills.length, 0)} spans in all`,
  );
  log(
    'technique                             | knowledge P / R / F1   | all spans P / R / F1   | ms/posting',
  );
  for (const [name, predict] of TECHNIQUES) {
    const k = { tpP: 0, nP: 0, tpG: 0, nG: 0 };
    const a = { tpP: 0, nP: 0, tpG: 0, nG: 0 };
    const t0 = performance.now();
    for (const posting of postings) {
      const mentions = predict(posting.text);
      const hard = mentions.filter((m) => m.category !== 'soft').map((m) => m.surface);
      const sk = scorePosting(hard, posting.knowledge);
      const sa = scorePosting(
        mentions.map((m) => m.surface),
        posting.skills,
      );
      for (const key of ['tpP', 'nP', 'tpG', 'nG'] as const) {
        k[key] += sk[key];
        a[key] += sa[key];
      }
    }
    const ms = (performance.now() - t0) / postings.length;
    const kp = k.tpP / Math.max(1, k.nP);
    const kr = k.tpG / Math.max(1, k.nG);
    const ap = a.tpP / Math.max(1, a.nP);
    const ar = a.tpG / Math.max(1, a.nG);
    rows.push({ name, knowledge: [kp, kr, f1(kp, kr)], all: [ap, ar, f1(ap, ar)] });
    log(
      `${name.padEnd(37)} | ${pct(kp)} / ${pct(kr)} / ${pct(f1(kp, kr))} | ${pct(ap)} / ${pct(ar)} / ${pct(f1(ap, ar))} | ${ms.toFixed(1)}`,
    );
  }
  return rows;
}
