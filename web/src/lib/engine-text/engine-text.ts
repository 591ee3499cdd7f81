import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ENGINE_TEXT_KEYS, type EngineTextKey } from '@jobfit/contracts';
import { DEFAULT_LOCALE } from 'src/lib/i18n/locales';
import { formatList } from 'src/utils/format';
import { ADVICE_MESSAGES, ADVICE_PREPARERS } from './advice-messages';
import { CHECK_MESSAGES, CHECK_PREPARERS } from './check-messages';
import { CV_MESSAGES, CV_PREPARERS } from './cv-messages';
import { BREAKDOWN_MESSAGES, BREAKDOWN_PREPARERS, DEGREES } from './score-messages';
import type { Messages, Preparer, Say, TextValues } from './types';

// The engine's texts in the reader's language (docs/decisions/190). The engine writes each text in
// English and, beside it, as a key and values; English readers get the engine's own English, others
// the key's message with its values. A text without a key (a scan stored before engine 0.9.3), with
// a key this build does not know, or with values of another shape, is shown in English.

/** Every key's message: a key the engine adds and this table lacks fails the type check. */
export const ENGINE_MESSAGES: Messages<EngineTextKey> = {
  ...CHECK_MESSAGES,
  ...ADVICE_MESSAGES,
  ...CV_MESSAGES,
  ...BREAKDOWN_MESSAGES,
};
const PREPARERS: Partial<Record<EngineTextKey, Preparer>> = {
  ...CHECK_PREPARERS,
  ...ADVICE_PREPARERS,
  ...CV_PREPARERS,
  ...BREAKDOWN_PREPARERS,
};
const KEYS = new Set<string>(ENGINE_TEXT_KEYS);
const QUOTE = msg({ message: '“{text}”', context: 'quoted words' });

const translate = (i18n: I18n, d: MessageDescriptor, values: TextValues) =>
  i18n._(d.id, values, { message: d.message });

const isRecord = (v: unknown): v is TextValues =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isKey = (v: unknown): v is EngineTextKey => typeof v === 'string' && KEYS.has(v);
const isText = (v: unknown): v is { key: EngineTextKey; values?: TextValues } =>
  isRecord(v) && isKey(v.key) && (v.values === undefined || isRecord(v.values));
const isWords = (v: unknown): v is (string | number)[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number');

function sayIn(i18n: I18n): Say {
  const say: Say = {
    text: (value) => renderText(i18n, value),
    texts: (value) => {
      if (!Array.isArray(value)) return undefined;
      const out = value.map(say.text);
      return out.every((x) => x !== undefined) ? (out as string[]) : undefined;
    },
    list: (value, type) =>
      isWords(value) ? formatList(value.map(String), i18n.locale, type) : undefined,
    quotedList: (value, type) =>
      isWords(value)
        ? formatList(
            value.map((text) => translate(i18n, QUOTE, { text })),
            i18n.locale,
            type,
          )
        : undefined,
    pick: (value, choices) =>
      typeof value === 'string' && Object.hasOwn(choices, value)
        ? i18n._(choices[value] as MessageDescriptor)
        : undefined,
  };
  return say;
}

/** Words and numbers as they are, nested texts and word lists rendered; undefined when a value is not one of those. */
function plainValues(values: TextValues, say: Say): TextValues | undefined {
  const out: TextValues = {};
  for (const [name, value] of Object.entries(values)) {
    const v =
      typeof value === 'string' || typeof value === 'number'
        ? value
        : isWords(value)
          ? say.list(value)
          : say.text(value);
    if (v === undefined) return undefined;
    out[name] = v;
  }
  return out;
}

/**
 * An engine text by its key and values in the active language, whatever it is; undefined when the
 * text is not one this build can say.
 *
 * @example renderText(i18n, { key: 'check.dates.none' }) // 'Keine Stellen mit Zeitangaben gefunden.'
 */
export function renderText(i18n: I18n, text: unknown): string | undefined {
  if (!isText(text)) return undefined;
  const say = sayIn(i18n);
  const given = text.values ?? {};
  const prepare = PREPARERS[text.key];
  const values = plainValues(prepare ? prepare(given, say) : given, say);
  return values && translate(i18n, ENGINE_MESSAGES[text.key], values);
}

/**
 * An engine text in the reader's language: the engine's English for English readers, and whenever
 * the text's key and values cannot say it.
 *
 * @example engineText(i18n, check.message, check.messageText) // 'Nur für 1 von 3 Stellen wurden Daten gelesen.'
 */
export function engineText(i18n: I18n, english: string, text: unknown): string {
  if (i18n.locale === DEFAULT_LOCALE) return english;
  return renderText(i18n, text) ?? english;
}

/** A check's label in the reader's language, by its id. */
export function checkLabel(i18n: I18n, check: { id: string; label: string }): string {
  return engineText(i18n, check.label, { key: `check.${check.id}` });
}

/** A score part's label in the reader's language, by its id. */
export function scoreLabel(i18n: I18n, part: { id: string; label: string }): string {
  return engineText(i18n, part.label, { key: `score.${part.id}` });
}

/** A parser warning in the reader's language, by its code. */
export function warningText(i18n: I18n, warning: { code: string; message: string }): string {
  return engineText(i18n, warning.message, { key: `warning.${warning.code}` });
}

const YEARS = msg({ message: '{years}+ years', context: 'knockout detail' });

/**
 * A knockout's detail in the reader's language where the engine wrote a code (a degree level) or
 * a number of years; other details are the posting's own words, shown as written.
 *
 * @example knockoutDetail(i18n, 'degree', 'bachelor') // 'Bachelor'
 */
export function knockoutDetail(i18n: I18n, kind: string, detail: string): string {
  if (i18n.locale === DEFAULT_LOCALE) return detail;
  if (kind === 'degree' && Object.hasOwn(DEGREES, detail))
    return i18n._(DEGREES[detail as keyof typeof DEGREES]);
  const years = kind === 'minimum_years' ? /^(\d+)\+ years$/.exec(detail) : null;
  return years ? translate(i18n, YEARS, { years: Number(years[1]) }) : detail;
}
