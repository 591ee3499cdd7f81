// The tagger's English model (wink-eng-lite-web-model), loaded in a third of the time its own
// loader takes (docs/decisions/182). The package's `core()` reads the 3 MB model JSON, deep-copies
// it through a second JSON round trip, decodes its base64 tables one character at a time and
// indexes its 87,593 words in a plain object (~85 ms of the ~210 ms). Here the JSON is read once,
// base64 is decoded natively and the word index is a Map behind the same `hash[word]` interface:
// the same model, built the same way in every other respect (a test compares the two).
import { createRequire } from 'node:module';
import type { Model } from 'wink-nlp';

// Not `import … from 'node:fs'`: that builds an ES module of all of fs, and loads fs/promises,
// streams and readline for it (~8 ms of a command's start); the CommonJS module is loaded already.
const { readFileSync } = process.getBuiltinModule('node:fs');

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
  // A large table is decoded into a buffer of its own (Buffer pools small ones only): kept as is.
  if (
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength &&
    bytes.length % 4 === 0
  )
    return new Uint32Array(bytes.buffer, 0, bytes.length / 4);
  const aligned = new Uint8Array(bytes.length);
  aligned.set(bytes);
  return new Uint32Array(aligned.buffer);
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const CLOSE = 0x5d;

/**
 * The model's words as the JSON text writes them (decision 227): where each starts, decoded the first time it is
 * read. `list` is what wink reads (`list[index]`, `list.length`, `list.push(word)`).
 */
interface ModelWords {
  count: number;
  at: (index: number) => string;
  list: string[];
}

/**
 * The words of a compact JSON array of strings starting at `open` (its `[`), and the index after
 * its `]`; undefined when the array is not written as expected. Parsing the array made 87,593
 * strings (a fifth of the model's start, and of the garbage collector's work after it) when a
 * run reads a few hundred.
 */
function wordsAt(json: Buffer, open: number): { words: ModelWords; end: number } | undefined {
  let starts = new Uint32Array(1 << 17);
  let count = 0;
  let i = open + 1;
  while (json[i] === QUOTE) {
    if (count + 1 === starts.length) {
      const more = new Uint32Array(starts.length * 2);
      more.set(starts);
      starts = more;
    }
    starts[count++] = ++i;
    for (let c = json[i]; c !== QUOTE; c = json[i]) {
      if (c === undefined) return undefined;
      i += c === BACKSLASH ? 2 : 1;
    }
    if (json[++i] !== COMMA) break;
    i++;
  }
  if (json[i] !== CLOSE) return undefined;
  // After the last word, a start as if another followed its closing quote and comma.
  starts[count] = i + 2;
  const decoded = new Map<number, string>();
  const at = (index: number): string => {
    let word = decoded.get(index);
    if (word === undefined) {
      word = json.toString('utf8', starts[index] as number, (starts[index + 1] as number) - 3);
      if (word.includes('\\')) word = JSON.parse(`"${word}"`) as string;
      decoded.set(index, word);
    }
    return word;
  };
  // wink reads a word by its index and the count by `length`, and adds words with `push`: those
  // are kept in the array behind the proxy, after the model's.
  const indexOf = (key: string | symbol): number => {
    const index = typeof key === 'string' ? Number(key) : NaN;
    return Number.isInteger(index) && index >= 0 && String(index) === key ? index : -1;
  };
  const list = new Proxy<string[]>([], {
    get: (added, key) => {
      if (key === 'length') return count + added.length;
      const index = indexOf(key);
      if (index < 0) return Reflect.get(added, key) as unknown;
      return index < count ? at(index) : added[index - count];
    },
    set: (added, key, value) => {
      if (key === 'length') {
        added.length = (value as number) - count;
        return true;
      }
      const index = indexOf(key);
      if (index < 0) return Reflect.set(added, key, value);
      // The model's own words are never written over.
      if (index < count) return false;
      added[index - count] = value as string;
      return true;
    },
  });
  return { words: { count, at, list }, end: i + 1 };
}

/**
 * The word index: wink reads it as `hash[word]` (undefined when absent) and adds new words with
 * `hash[word] = index`. The model lists its words (after the first, the out-of-vocabulary marker)
 * in the order of their lower-case forms, so a word is found by binary search the first time it
 * is asked for and remembered in a Map: a run reads a few hundred distinct words, and filling a
 * Map with all 87,593 words up front was a tenth of the CLI's start (docs/decisions/203). A test
 * compares every word's answer with the package's own index.
 */
function wordIndex(words: ModelWords): Record<string, number> {
  const known = new Map<string, number>();
  const find = (word: string): number | undefined => {
    const kept = known.get(word);
    if (kept !== undefined || known.has(word)) return kept;
    const key = word.toLowerCase();
    let lo = 1;
    let hi = words.count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (words.at(mid).toLowerCase() < key) lo = mid + 1;
      else hi = mid;
    }
    let found: number | undefined = words.at(0) === word ? 0 : undefined;
    // Words that differ only in case ("'A", "'a") sit together, in no further order.
    for (let k = lo; found === undefined && k < words.count; k++) {
      const other = words.at(k);
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

/** The words of a list already parsed, as {@link wordsAt} gives them. */
function parsedWords(list: string[]): ModelWords {
  return { count: list.length, at: (index) => list[index] as string, list };
}

const LEXICON = Buffer.from('"lexicon":"');
const WORDS = Buffer.from('"lexeme":{"list":');

/**
 * The model JSON with its two largest parts taken out before parsing: the base64 lexicon (1.9 MB,
 * decoded from the bytes) and the word list (1 MB, read word by word as asked for, see
 * {@link wordsAt}). Read as one text, the few non-ASCII words made all 3 MB a two-byte string.
 * Undefined when the file is not laid out as expected; the caller then parses it whole.
 */
function readParts(json: Buffer): { model: CoreModel; words: ModelWords } | undefined {
  const lexicon = json.indexOf(LEXICON) + LEXICON.length;
  const lexiconEnd = json.indexOf(QUOTE, lexicon);
  const open = json.indexOf(WORDS, lexiconEnd) + WORDS.length;
  if (lexicon < LEXICON.length || lexiconEnd < 0 || open < WORDS.length) return undefined;
  const list = wordsAt(json, open);
  if (!list) return undefined;
  const model = JSON.parse(
    `${json.toString('utf8', 0, lexicon)}${json.toString('utf8', lexiconEnd, open)}[]${json.toString('utf8', list.end)}`,
  ) as CoreModel;
  model.lexicon = json.toString('latin1', lexicon, lexiconEnd);
  return { model, words: list.words };
}

/**
 * The package's `readModel()` then `loadModel()`, step for step, with the faster parts above.
 *
 * @example readCoreModel().features.lexeme.list.length // 87593
 */
export function readCoreModel(): CoreModel {
  const json = readFileSync(dist('languages/cur/models/eng-core-web-model.json'));
  let parts = readParts(json);
  if (!parts) {
    const model = JSON.parse(json.toString('utf8')) as CoreModel;
    parts = { model, words: parsedWords(model.features.lexeme.list) };
  }
  const { model, words } = parts;
  const { packing, features, pos } = model;
  features.lexeme.list = words.list;
  model.lexicon = uint32FromBase64(model.lexicon as string);
  model.xpansions = uint32FromBase64(model.xpansions as string);
  for (const f in packing.layout)
    if (packing.layout[f]?.[3] === 0) {
      const feature = features[f] as Feature;
      const hash: Record<string, number> = Object.create(null);
      for (let k = 0; k < feature.list.length; k++) hash[feature.list[k] as string] = k;
      feature.hash = hash;
    }
  features.lexeme.hash = wordIndex(words);
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
