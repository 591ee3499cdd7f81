import type { MessageDescriptor } from '@lingui/core';

/** An engine text's values as stored: plain JSON, read with care. */
export type TextValues = Record<string, unknown>;

/**
 * What a preparer renders values with, in the reader's language. Each answer is undefined when the
 * value is not what it should be (a stored result of another shape): the English is shown then.
 */
export interface Say {
  /** A nested engine text. */
  text: (value: unknown) => string | undefined;
  /** A list of nested engine texts. */
  texts: (value: unknown) => string[] | undefined;
  /** Words as a list: "A, B and C" (`conjunction`) or "A, B or C" (`disjunction`). */
  list: (value: unknown, type?: Intl.ListFormatType) => string | undefined;
  /** Words quoted, as a list: “A”, “B” and “C” (German: „A“, „B“ und „C“). */
  quotedList: (value: unknown, type?: Intl.ListFormatType) => string | undefined;
  /** One of a few descriptors picked by a value (a degree level, a knockout's kind). */
  pick: (value: unknown, choices: Record<string, MessageDescriptor>) => string | undefined;
}

/** The message of each key: the English mirrors the engine's, its values are placeholders. */
export type Messages<K extends string> = Record<K, MessageDescriptor>;

/**
 * How a key's values become its message's: nested texts, lists and codes rendered in the reader's
 * language. Keys without one pass words and numbers as they are and render nested texts.
 */
export type Preparer = (values: TextValues, say: Say) => TextValues;
export type Preparers<K extends string> = Partial<Record<K, Preparer>>;
