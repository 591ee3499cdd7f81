import type { TaggedWord } from '../skills/index.ts';
import type { Compound } from './_phrase-compounds.ts';
import { LEAD, isGenericModifier } from './_phrase-words.ts';

// Duties written as a verb and its object ("maintains equipment", "profile code", "manage a large
// territory") name the activity a recruiter searches for as a compound noun ("equipment
// maintenance", "code profiling", "territory management"); docs/decisions/110-posting-blocks.md.

// Verbs of a field of work and the noun a recruiter writes for the activity. Only these are read:
// most verbs of a duty ("support", "ensure", "evaluate", "create") name no field, and a tagger
// takes many gerunds and adjectives for verbs. Regular derivations ("evaluate" → "evaluation")
// were tried and listed more duties than skills (docs/decisions/110-posting-blocks.md).
const NOMINAL: Record<string, string> = {
  manage: 'management',
  develop: 'development',
  assess: 'assessment',
  deploy: 'deployment',
  improve: 'improvement',
  measure: 'measurement',
  procure: 'procurement',
  recruit: 'recruitment',
  maintain: 'maintenance',
  analyse: 'analysis',
  analyze: 'analysis',
  document: 'documentation',
  design: 'design',
  present: 'presentation',
  prepare: 'preparation',
  resolve: 'resolution',
  install: 'installation',
  configure: 'configuration',
  administer: 'administration',
  supervise: 'supervision',
  schedule: 'scheduling',
  test: 'testing',
  plan: 'planning',
  model: 'modelling',
  map: 'mapping',
  monitor: 'monitoring',
  audit: 'auditing',
  forecast: 'forecasting',
  budget: 'budgeting',
  profile: 'profiling',
  debug: 'debugging',
  troubleshoot: 'troubleshooting',
  clean: 'cleaning',
  train: 'training',
  mentor: 'mentoring',
  coach: 'coaching',
  hire: 'hiring',
  triage: 'triage',
  survey: 'surveying',
  sample: 'sampling',
  label: 'labelling',
  repair: 'repair',
  inspect: 'inspection',
  negotiate: 'negotiation',
  process: 'processing',
};
// Activities that name a skill without their object.
const SELF_STANDING = new Set(
  'troubleshooting debugging profiling hiring mentoring coaching budgeting forecasting scheduling triage'.split(
    ' ',
  ),
);
const OBJECT_DETERMINER = /^(?:the|a|an|all|any|our|their|your|its|new|existing)$/i;
// Objects too vague to name a field ("manage time", "review work").
const VAGUE = new Set(
  `experience skill skills knowledge ability understanding team teams relationship relationships priority priorities outcome outcomes tool tools material materials information performance records time work task tasks duty duties thing things it them this that these those people others everyone someone way ways part number range variety lot job jobs role opportunity goal goals need needs issue issues problem problems question questions idea ideas`.split(
    ' ',
  ),
);

const isWord = (w: TaggedWord | undefined) =>
  w !== undefined && /^(?:ADJ|NOUN)$/.test(w.pos) && /^[a-z][a-z-]*$/.test(w.text);

/** The base form of a verb as written: "maintains", "profiling" → "maintain", "profile"; a participle is none. */
function baseOf(verb: string): string | undefined {
  const v = verb.toLowerCase();
  if (/ing$/.test(v) && v.length > 6) {
    // "profiling" → "profile", "debugging" → "debug", "testing" → "test".
    const stem = v.slice(0, -3);
    if (NOMINAL[`${stem}e`]) return `${stem}e`;
    if (/([bdgmnprt])\1$/.test(stem) && NOMINAL[stem.slice(0, -1)]) return stem.slice(0, -1);
    return stem;
  }
  if (/(?:ing|ed)$/.test(v)) return undefined;
  if (/(?:ss|sh|ch|x|z)es$/.test(v)) return v.slice(0, -2);
  if (/[^s]s$/.test(v)) return v.slice(0, -1);
  return v;
}

/** The singular of a plural noun ("results" → "result", "supplies" → "supply"). */
function singular(word: string): string {
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|us|is)$/.test(word) || word.length <= 3) return word;
  if (/(?:ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  return word.replace(/s$/, '');
}

/**
 * Duties of tagged sentences read as compound nouns: a verb of a field of work and its object.
 *
 * @example dutyPhrases(tagWords('Maintains equipment.'))[0]?.name // 'equipment maintenance'
 */
export function dutyPhrases(words: readonly TaggedWord[]): Compound[] {
  const out: Compound[] = [];
  for (let i = 0; i < words.length - 1; i++) {
    const verb = words[i] as TaggedWord;
    // A duty line opens on its verb, which a tagger often reads as a name ("Evaluates results").
    const opening = i === 0 || /^(?:\s+|[-•·*–])$/.test(words[i - 1]?.text ?? '');
    if (!(verb.pos === 'VERB' || (opening && /^[A-Z][a-z]+s$/.test(verb.text)))) continue;
    if (!/^[A-Za-z]+$/.test(verb.text)) continue;
    const base = baseOf(verb.text);
    const nominal = base === undefined ? undefined : NOMINAL[base];
    if (!nominal) continue;
    let k = i + 1;
    while (
      OBJECT_DETERMINER.test(words[k]?.text ?? '') ||
      LEAD.has(words[k]?.text.toLowerCase() ?? '')
    )
      k++;
    const object: TaggedWord[] = [];
    while (isWord(words[k])) object.push(words[k++] as TaggedWord);
    while (object.length && LEAD.has(object[0]?.text ?? '')) object.shift();
    const head = object[object.length - 1];
    // "manage a range of projects": the object is what follows "of"; a hyphen joins a modifier.
    if (
      !head ||
      object.length > 2 ||
      head.pos !== 'NOUN' ||
      /^(?:of|-)$/.test(words[k]?.text ?? '')
    )
      continue;
    // "troubleshoots problems": an activity that is a skill by itself, whatever its object.
    if (VAGUE.has(head.text) && SELF_STANDING.has(nominal)) {
      out.push({ name: nominal, start: verb.start, end: verb.end, distributed: false });
      continue;
    }
    if (VAGUE.has(head.text) || isGenericModifier(object[0]?.text ?? '')) continue;
    const name = [...object.slice(0, -1).map((w) => w.text), singular(head.text), nominal].join(
      ' ',
    );
    out.push({
      name,
      start: verb.start,
      end: head.end,
      distributed: false,
      objectStart: object[0]?.start ?? head.start,
    });
  }
  return out;
}
