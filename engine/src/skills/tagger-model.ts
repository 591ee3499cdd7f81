// The tagger's English model (wink-eng-lite-web-model), loaded in a third of the time its own
// loader takes (docs/decisions/182). The package's `core()` reads the 3 MB model JSON, deep-copies
// it through a second JSON round trip, decodes its base64 tables one character at a time and
// indexes its 87,593 words in a plain object (~85 ms of the ~210 ms). Here the JSON is read once,
// base64 is decoded natively and the word index is a Map behind the same `hash[word]` interface:
// the same model, built the same way in every other respect (a test compares the two).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Model } from 'wink-nlp';

const require = createRequire(import.meta.url);
const dist = (file: string) => require.resolve(`wink-eng-lite-web-model/dist/${file}`);

type Layout = Record<string, number[]>;
interface Feature {
  list: string[];
  hash?: Record<string, number>;
  intrinsicSize?: number;
  index?: number;
  maxIndex?: number;
}
interface CoreModel {
  packing: { layout: Layout; efList?: string[] };
  features: Record<string, Feature> & { lexeme: Feature; posClusters: { list: unknown[] } };
  pos: { hash: Record<string, number> };
  lexicon: string | Uint32Array;
  xpansions: string | Uint32Array;
}

/** A base64 table as the Uint32Array the model packs it in (its own aligned buffer). */
function uint32FromBase64(base64: string): Uint32Array {
  const bytes = Buffer.from(base64, 'base64');
  const aligned = new Uint8Array(bytes.length);
  aligned.set(bytes);
  return new Uint32Array(aligned.buffer);
}

/**
 * The word index: wink reads it as `hash[word]` (undefined when absent) and adds new words with
 * `hash[word] = index`. The model lists its words (after the first, the out-of-vocabulary marker)
 * in the order of their lower-case forms, so a word is found by binary search the first time it
 * is asked for and remembered in a Map: a run reads a few hundred distinct words, and filling a
 * Map with all 87,593 words up front was a tenth of the CLI's start (docs/decisions/203). A test
 * compares every word's answer with the package's own index.
 */
function wordIndex(words: readonly string[]): Record<string, number> {
  const known = new Map<string, number>();
  const find = (word: string): number | undefined => {
    const kept = known.get(word);
    if (kept !== undefined || known.has(word)) return kept;
    const key = word.toLowerCase();
    let lo = 1;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((words[mid] as string).toLowerCase() < key) lo = mid + 1;
      else hi = mid;
    }
    let found: number | undefined = words[0] === word ? 0 : undefined;
    // Words that differ only in case ("'A", "'a") sit together, in no further order.
    for (let k = lo; found === undefined && k < words.length; k++) {
      const other = words[k] as string;
      if (other === word) found = k;
      else if (other.toLowerCase() !== key) break;
    }
    known.set(word, found as number);
    return found;
  };
  return new Proxy(Object.create(null) as Record<string, number>, {
    get: (_, word) => (typeof word === 'string' ? find(word) : undefined),
    set: (_, word, value: number) => typeof word === 'string' && !!known.set(word, value),
    has: (_, word) => typeof word === 'string' && find(word) !== undefined,
  });
}

/**
 * The package's `readModel()` then `loadModel()`, step for step, with the faster parts above.
 *
 * @example readCoreModel().features.lexeme.list.length // 87593
 */
export function readCoreModel(): CoreModel {
  const path = dist('languages/cur/models/eng-core-web-model.json');
  const model = JSON.parse(readFileSync(path, 'utf8')) as CoreModel;
  const { packing, features, pos } = model;
  model.lexicon = uint32FromBase64(model.lexicon as string);
  model.xpansions = uint32FromBase64(model.xpansions as string);
  for (const f in packing.layout)
    if (packing.layout[f]?.[3] === 0) {
      const feature = features[f] as Feature;
      const hash: Record<string, number> = Object.create(null);
      for (let k = 0; k < feature.list.length; k++) hash[feature.list[k] as string] = k;
      feature.hash = hash;
    }
  features.lexeme.hash = wordIndex(features.lexeme.list);
  const clusters = features.posClusters.list;
  for (let k = 0; k < clusters.length; k++)
    clusters[k] = new Set((clusters[k] as string).split('_').map((e) => pos.hash[e] || 0));
  packing.efList = [];
  for (const f in packing.layout) {
    const layout = packing.layout[f] as number[];
    if (layout[3] === 0) {
      const feature = features[f] as Feature;
      feature.intrinsicSize = feature.list.length;
      feature.index = feature.list.length;
      feature.maxIndex = (layout[1] as number) >>> (layout[2] as number);
    }
    if (layout[4] === 1) packing.efList.push(f);
  }
  features.lexeme.intrinsicSize = features.lexeme.list.length;
  features.lexeme.index = features.lexeme.list.length;
  return model;
}

// A recogniser that recognises nothing, as wink's own `emptyModelJSON()` writes one.
const EMPTY_MACHINE = JSON.stringify([100, 0, { 0: {} }, {}, {}, {}]);
/** The pipes whose recognisers wink reads at load, with the file of each. */
const RECOGNISERS = [
  ['sbd', 'sbd', 'load-sbd-model.js'],
  ['ner', 'ner', 'load-ner-model.js'],
  ['negation', 'negation', 'load-negation-model.js'],
  ['sentiment', 'sa', 'load-sa-model.js'],
] as const;

/**
 * The model object `winkNLP()` takes, as the package's `dist/model.js` assembles it, with the
 * core read by `readCoreModel`. The package's own entry point is never loaded: it would parse the
 * core JSON at once, for a loader not used. wink loads the recognisers of every pipe whatever the
 * pipe it runs; those of pipes not named in `pipe` are given as recognisers of nothing, since they
 * never run (the sentiment and entity ones are ~0.6 MB of JSON, parsed twice). Tagging is the same
 * either way (a test compares the tags with the package's model).
 *
 * @example winkNLP(taggerModel(['pos']), ['pos'])
 */
export function taggerModel(pipe?: readonly string[]): Model {
  const model = Object.create(null) as Record<string, unknown>;
  model.core = readCoreModel;
  model.pos = require(dist('load-pos-model.js'));
  for (const [annotation, name, file] of RECOGNISERS)
    model[name] =
      pipe === undefined || pipe.includes(annotation)
        ? require(dist(file))
        : () => ({ machines: annotation === 'sbd' || annotation === 'ner' ? [] : [EMPTY_MACHINE] });
  model.metaCER = require(dist('load-cer-meta-model.js'));
  model.featureFn = require(dist('feature.js'));
  // Stems, lemmas and readability are read only when asked for (`its.lemma`, …), which the engine
  // never does: each addon is loaded on first use (lemmas alone are ~10 ms of word lists).
  const addons = Object.create(null) as Record<string, unknown>;
  const addon = (name: string, file: string) =>
    Object.defineProperty(addons, name, {
      enumerable: true,
      get: () => require(dist(file)) as unknown,
    });
  addon('stem', 'porter-stemmer.js');
  addon('lemmatize', 'lemmatize.js');
  addon('readabilityStats', 'readability-stats.js');
  addons.wordVectors = undefined;
  model.addons = addons;
  return model as unknown as Model;
}
