// npm run bench:quality -- letters [DIR]: would a person send these letters? Every real CV in
// DIR/cvs* (parsed by the engine) against the three real postings of DIR/postings/dev.jsonl it fits
// best, one letter in each tone; per letter: paragraphs, words (against 250–400 and the tone's own
// target), sentences starting like the one before, sentences opening with a stacked connective
// ("Further, …", "In addition, …"), list-like stock phrases ("Here are three results", "That drew
// on …"), markup left in the body, placeholder phrases and claims not traceable to the CV (skills,
// numbers, names), which must be 0. Ten letters are printed whole, to be read (decisions 150, 179).
// Then every CV with every posting, for the faults no letter may have (decision 245).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCv } from '../src/cv/index.ts';
import { scan } from '../src/match/index.ts';
import { LETTER_TONES, resumeToText, type CoverLetter } from '../src/render/index.ts';
import { extractSkills } from '../src/skills/index.ts';
import type { ParsedCv, Resume } from '../src/resume.ts';
import { draftCoverLetter, findUnsupportedSkills } from '../src/tailor/index.ts';

interface Posting {
  id: string;
  title: string | null;
  company: string | null;
  text: string;
}

/** The writing figures of one letter. */
export interface LetterFigures {
  cv: string;
  posting: string;
  tone: string;
  paragraphs: number;
  words: number;
  sentences: number;
  /** Sentences starting with the same word as the sentence before. */
  repeatedStarts: number;
  /**
   * Sentences written before in the same letter, word for word or in their last four words
   * ("…, all of which you mention too." twice): a form, not a letter.
   */
  repeatedSentences: number;
  /** Share of sentences starting with "I". */
  iStarts: number;
  /** Sentences opening with an additive connective ("Further, …", "Also, …", "On top of that, …"). */
  connectives: number;
  /** List-like stock phrases: "Here are three results", "That drew on …", "This used …". */
  labels: string[];
  markup: string[];
  /** Placeholder phrases the letter wrote itself (must be 0). */
  placeholders: string[];
  /** Placeholder text quoted from the CV itself (a template CV's "Job Title 1"). */
  fromCv: string[];
  /** Full bullet lines the CV has (a capital, six words or more): what a letter can be built from. */
  achievements: number;
  /** Skills, numbers and capitalised names the CV does not hold. */
  untraceable: string[];
  letter: CoverLetter;
}

const MARKUP =
  /\*\*|__|`|^\s*(?:[-*•]|\d+\.)\s|\bRegarding\b[^.]*:|(?:^|[.!?]\s+)[A-Z][\w ]{0,25}:\s/gm;
const CONNECTIVE =
  /^(?:further(?:more)?|in addition|additionally|besides|also|moreover|similarly|equally|plus|likewise|on top of that|beyond that|alongside (?:this|that)|what's more|as well as that|and)\b/i;
// A sentence whose only job is to label the line before with skills (decision 150's ties).
const LABEL = new RegExp(
  [
    String.raw`\bHere are \w+ results\b`,
    String.raw`\b(?:That|It|This)(?: work)? (?:also )?drew(?: directly)? on\b`,
    String.raw`(?:^|[.!?]\s+)This used\b`,
    String.raw`\bYour posting names [^.]* as well\.`,
    String.raw`\bThis gave me practical experience of\b`,
    String.raw`\bThat experience speaks directly to your need for\b`,
    String.raw`\bThat's (?:real )?[^.]*experience(?:, which I know you're after| I'd bring straight)`,
    String.raw`\bIt's the same [^.]* work your team does\b`,
    String.raw`\bso that should come in handy\b`,
  ].join('|'),
  'g',
);
const PLACEHOLDER =
  /\buntitled\b|\[[^\]]*\]|\{[^}]*\}|\badvertised (?:position|role)\b|\bcompany name\b|\bjob title\b|\blorem ipsum\b|\bXXX+\b|\bN\/A\b|\bnumber (?:percent|staff|people|employees|customers|clients|years?|months?)\b/gi;

/** The sentences of a text. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z"“])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const firstWord = (s: string) => (/^[\p{L}']+/u.exec(s)?.[0] ?? '').replace(/'.*$/, '');

/**
 * Sentences that repeat an earlier one of the same text, whole or in their last four words; an
 * ending with a name in it, or in the CV's own words, is left out.
 * @example repeatedSentences(['I ran A, which you mention.', 'I ran B, which you mention.']) // 1
 */
export function repeatedSentences(sentences: readonly string[], cvText = ''): number {
  const end = (s: string) =>
    s
      .toLowerCase()
      .replace(/[.!?”"]+$/, '')
      .split(/\s+/)
      .slice(-4)
      .join(' ');
  const cv = cvText.toLowerCase();
  const seen = new Set<string>();
  let n = 0;
  for (const s of sentences) {
    // Four words or fewer: the ending is the sentence ("Thank you."), said once by design.
    if (s.split(/\s+/).length <= 4) continue;
    // An ending that names someone (the employer, twice by design) or is the CV's own words is not
    // the letter's form.
    const e = end(s);
    if (/(?:^|\s)(?!I\b)\p{Lu}/u.test(s.split(/\s+/).slice(-4).join(' ')) || cv.includes(e))
      continue;
    if (seen.has(e)) n++;
    seen.add(end(s));
  }
  return n;
}

/**
 * What a letter body claims that the CV does not hold: skills (the engine's honesty check),
 * numbers, and capitalised words inside sentences. The job's title and company are quoted, not claimed.
 */
export function untraceableClaims(
  body: string,
  resume: Resume,
  job: { title?: string; company?: string },
): string[] {
  const cvText = `${resumeToText(resume)}\n${resume.basics.summary ?? ''}`;
  const quoted = [job.title ?? '', job.company ?? ''].filter(Boolean);
  const out = findUnsupportedSkills(body, resume, [], { ignore: quoted });
  // The letter's own words ("CV") and the skills the honesty check accepted are not names to trace.
  const allowed = `${cvText}\n${quoted.join('\n')}\nCV`;
  let plain = body;
  for (const m of extractSkills(body))
    plain = plain.slice(0, m.start) + ' '.repeat(m.end - m.start) + plain.slice(m.end);
  for (const n of body.match(/\d[\d,.]*\d|\d/g) ?? []) if (!allowed.includes(n)) out.push(n);
  for (const s of sentencesOf(plain)) {
    const words = s.split(/\s+/).slice(1);
    for (const w of words) {
      const word = w.replace(/^[("“']+|[)"”',.;:!?]+$/g, '');
      if (!/^[A-Z]/.test(word) || /^I(?:'[a-z]+)?$/.test(word)) continue;
      if (
        !new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').test(
          allowed,
        )
      )
        out.push(word);
    }
  }
  return [...new Set(out)];
}

/** Placeholder phrases the letter wrote, and those it quotes from the CV ("Job Title 1"). */
function placeholdersIn(
  body: string,
  resume: Resume,
): Pick<LetterFigures, 'placeholders' | 'fromCv'> {
  const cv = `${resumeToText(resume)}\n${resume.basics.summary ?? ''}`.toLowerCase();
  const found = body.match(PLACEHOLDER) ?? [];
  return {
    placeholders: found.filter((p) => !cv.includes(p.toLowerCase())),
    fromCv: found.filter((p) => cv.includes(p.toLowerCase())),
  };
}

/** Figures of one letter. */
export function letterFigures(
  letter: CoverLetter,
  resume: Resume,
  ids: { cv: string; posting: string },
): Omit<LetterFigures, 'achievements'> {
  const body = letter.paragraphs.join('\n\n');
  const sentences = sentencesOf(body.replace(/\n+/g, ' '));
  const starts = sentences.map(firstWord);
  return {
    ...ids,
    tone: letter.tone,
    paragraphs: letter.paragraphs.length,
    words: body.split(/\s+/).filter(Boolean).length,
    sentences: sentences.length,
    repeatedStarts: starts.filter((w, i) => i > 0 && w === starts[i - 1]).length,
    repeatedSentences: repeatedSentences(sentences, resumeToText(resume)),
    iStarts: starts.filter((w) => w === 'I').length / Math.max(1, starts.length),
    connectives: sentences.filter((x) => CONNECTIVE.test(x)).length,
    labels: body.match(LABEL) ?? [],
    markup: body.match(MARKUP) ?? [],
    ...placeholdersIn(body, resume),
    untraceable: untraceableClaims(body, resume, {
      ...(letter.title ? { title: letter.title } : {}),
      ...(letter.company ? { company: letter.company } : {}),
    }),
    letter,
  };
}

/** The real CVs of DIR/cvs*, parsed by the engine; a file that fails is skipped and named. */
export async function loadCvs(
  dir: string,
  folders?: readonly string[],
): Promise<{ cvs: [string, ParsedCv][]; failed: string[] }> {
  const cvs: [string, ParsedCv][] = [];
  const failed: string[] = [];
  for (const sub of readdirSync(dir)
    .filter((d) => d.startsWith('cvs') && (!folders || folders.includes(d)))
    .sort())
    for (const f of readdirSync(join(dir, sub))
      .filter((f) => /\.(pdf|docx)$/i.test(f))
      .sort()) {
      try {
        const bytes = new Uint8Array(readFileSync(join(dir, sub, f)));
        cvs.push([`${sub}/${f}`, await parseCv(bytes, { filename: f })]);
      } catch {
        failed.push(`${sub}/${f}`);
      }
    }
  return { cvs, failed };
}

/** The postings of DIR/postings/dev.jsonl. */
export function loadPostings(dir: string): Posting[] {
  return readFileSync(join(dir, 'postings', 'dev.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Posting);
}

// Text no letter can be written from: template filler, and words a PDF split letter by letter.
const TEMPLATE =
  /\blorem ipsum\b|\bdolor sit\b|\bjob title\b|\bcompany name\b|\baccomplishment \d/i;

/**
 * Full sentences of a CV's work and project lines, what a letter can be built from: a capital, six
 * words or more, real words (not "D ocker, J enkins" from a PDF that split its letters, not lorem
 * ipsum or a template's "Job Title"). A bullet written as a paragraph counts for each sentence, as a
 * letter can quote each. Independent of the letter writer, so a writer that drops good lines cannot
 * hide them by shrinking the count.
 */
export function fullBullets(resume: Resume): number {
  return [...resume.work, ...(resume.projects ?? [])]
    .flatMap((e) => e.highlights ?? [])
    .flatMap((h) => h.trim().split(/(?<=[a-z0-9)%]\.)\s+(?=[A-Z])/))
    .filter((s) => {
      const words = s.trim().split(/\s+/);
      const split = words.filter((w) => /^\p{L}$/u.test(w) && !/^[aAI]$/.test(w)).length;
      return /^[A-Z]/.test(s.trim()) && words.length >= 6 && split < 2 && !TEMPLATE.test(s);
    }).length;
}

/** Letters in every tone for each CV and the `perCv` postings it fits best. */
export function measureLetters(
  cvs: readonly [string, ParsedCv][],
  postings: readonly Posting[],
  perCv = 3,
): LetterFigures[] {
  const out: LetterFigures[] = [];
  for (const [name, cv] of cvs) {
    const achievements = fullBullets(cv.resume);
    const scans = postings
      .map((p) => ({ p, result: scan(cv, p.text, { asOf: '2026-11-23' }) }))
      .sort((a, b) => b.result.score - a.result.score || a.p.id.localeCompare(b.p.id))
      .slice(0, perCv);
    for (const { p, result } of scans)
      for (const { id: tone } of LETTER_TONES) {
        const letter = draftCoverLetter({
          resume: cv.resume,
          scan: result,
          tone,
          // As a user types them into the tracker; a posting without a company stays without.
          ...(p.title ? { title: p.title } : {}),
          ...(p.company ? { company: p.company } : {}),
        });
        out.push({
          ...letterFigures(letter, cv.resume, { cv: name, posting: p.id }),
          achievements,
        });
      }
  }
  return out;
}

/**
 * Words each tone aims for (decision 179): formal and friendly 250–400, a usual letter's length;
 * concise is the short voice, 250–320 (decision 208: every letter needs 250, as issue 18 asks).
 */
export const TONE_WORDS: Record<string, [number, number]> = {
  formal: [250, 400],
  friendly: [250, 400],
  concise: [250, 320],
};

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/** The letter as it is sent: greeting, paragraphs, closing, signature. */
export function letterText(l: CoverLetter): string {
  return [l.greeting, ...l.paragraphs, `${l.closing}\n${l.signature}`].join('\n\n');
}

const sum = (xs: LetterFigures[], f: (x: LetterFigures) => number) =>
  xs.reduce((s, x) => s + f(x), 0);

/** Prints the figures per tone, the letters that break a rule, and ten letters to read. */
export async function run(dir = '/work/shared/data'): Promise<void> {
  const { cvs, failed } = await loadCvs(dir);
  const postings = loadPostings(dir);
  const figures = measureLetters(cvs, postings);
  console.log(`letters: ${cvs.length} CVs × 3 best-fitting postings × 3 tones = ${figures.length}`);
  if (failed.length > 0) console.log(`  CVs that failed to parse: ${failed.join(', ')}`);
  // A CV whose parse gave four or more full sentences of work can fill a letter; others cannot.
  const rich = (x: LetterFigures) => x.achievements >= 4;
  console.log(
    'tone      paras  words mean (min–max)  250–400 all | rich  tone target rich  repeated starts  repeated ends  "I" starts  connective starts  labels  markup  placeholders  CV placeholders  untraceable',
  );
  for (const { id } of LETTER_TONES) {
    const f = figures.filter((x) => x.tone === id);
    const words = f.map((x) => x.words);
    const [lo, hi] = TONE_WORDS[id] ?? [250, 400];
    const inRange = (xs: LetterFigures[], a = 250, b = 400) =>
      `${xs.filter((x) => x.words >= a && x.words <= b).length}/${xs.length}`;
    console.log(
      [
        id.padEnd(9),
        mean(f.map((x) => x.paragraphs))
          .toFixed(1)
          .padStart(5),
        `${mean(words).toFixed(0).padStart(5)} (${Math.min(...words)}–${Math.max(...words)})`.padEnd(
          20,
        ),
        `${inRange(f)} | ${inRange(f.filter(rich))}`.padEnd(19),
        `${lo}–${hi}: ${inRange(f.filter(rich), lo, hi)}`.padStart(16),
        String(sum(f, (x) => x.repeatedStarts)).padStart(15),
        String(sum(f, (x) => x.repeatedSentences)).padStart(13),
        `${(mean(f.map((x) => x.iStarts)) * 100).toFixed(0)}%`.padStart(10),
        `${mean(f.map((x) => x.connectives)).toFixed(1)}/letter`.padStart(17),
        String(sum(f, (x) => x.labels.length)).padStart(6),
        String(sum(f, (x) => x.markup.length)).padStart(6),
        String(sum(f, (x) => x.placeholders.length)).padStart(12),
        String(sum(f, (x) => x.fromCv.length)).padStart(15),
        String(sum(f, (x) => x.untraceable.length)).padStart(11),
      ].join('  '),
    );
  }
  for (const b of figures.filter((x) => x.untraceable.length + x.markup.length > 0).slice(0, 20))
    console.log(
      `  ! ${b.cv} × ${b.posting} (${b.tone}): untraceable ${b.untraceable.join(', ') || '-'}; markup ${b.markup.join(' ') || '-'}`,
    );
  for (const p of figures.filter((x) => x.placeholders.length > 0).slice(0, 10))
    console.log(`  ? ${p.cv} × ${p.posting} (${p.tone}): ${p.placeholders.join(', ')}`);
  // Every CV with every posting, as a user's own pairings may be (a misfit included): the faults
  // no letter may have, whoever it is written for.
  const every = measureLetters(cvs, postings, postings.length);
  const faults = every.filter(
    (x) => x.untraceable.length + x.placeholders.length + x.markup.length + x.labels.length > 0,
  );
  console.log(
    `every pairing, ${cvs.length} CVs × ${postings.length} postings × 3 tones = ${every.length}: untraceable ${sum(every, (x) => x.untraceable.length)}, placeholders ${sum(every, (x) => x.placeholders.length)}, markup ${sum(every, (x) => x.markup.length)}, labels ${sum(every, (x) => x.labels.length)}, repeated starts ${sum(every, (x) => x.repeatedStarts)}, repeated ends ${sum(every, (x) => x.repeatedSentences)}`,
  );
  for (const b of faults.slice(0, 10))
    console.log(
      `  ! ${b.cv} × ${b.posting} (${b.tone}): ${[...b.untraceable, ...b.placeholders, ...b.markup, ...b.labels].join(', ')}`,
    );
  // Ten letters to read: CVs with something to say, from different folders, tones in turn.
  const seen = new Set<string>();
  const sample: LetterFigures[] = [];
  const pool = figures.filter(rich);
  const step = Math.max(1, Math.floor(pool.length / 10));
  for (let i = 0; i < pool.length && sample.length < 10; i += step) {
    const at = pool[i];
    if (!at || seen.has(at.cv)) continue;
    // The same CV and posting in the tone whose turn it is (tones in turn, whatever the step).
    const tone = LETTER_TONES[sample.length % LETTER_TONES.length]?.id;
    const f = pool.find((x) => x.cv === at.cv && x.posting === at.posting && x.tone === tone) ?? at;
    seen.add(f.cv);
    sample.push(f);
  }
  for (const s of sample)
    console.log(
      `\n----- ${s.cv} × ${s.posting} (${s.tone}, ${s.words} words)\n${letterText(s.letter)}`,
    );
}
