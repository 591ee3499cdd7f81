import winkNLP from 'wink-nlp';
import type { WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** One word with its part of speech and its offsets in the text that was tagged. */
export interface TaggedWord {
  text: string;
  pos: string;
  start: number;
  end: number;
}

// The model takes ~80-150 ms to load: only the first caller that needs parts of speech pays it.
let nlp: WinkMethods | undefined;

/** Parts of speech for a short text (a sentence), with character offsets. */
export function tagWords(text: string): TaggedWord[] {
  nlp ??= winkNLP(model);
  const tokens = nlp.readDoc(text).tokens();
  const values = tokens.out() as string[];
  const pos = tokens.out(nlp.its.pos) as string[];
  const spaces = tokens.out(nlp.its.precedingSpaces) as string[];
  const words: TaggedWord[] = [];
  let at = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i] ?? '';
    at += (spaces[i] ?? '').length;
    // wink may normalise a token; find it from where we are so offsets stay true to the text.
    const found = text.indexOf(value, at);
    const start = found >= 0 && found - at < 4 ? found : at;
    words.push({ text: value, pos: pos[i] ?? 'X', start, end: start + value.length });
    at = start + value.length;
  }
  return words;
}
