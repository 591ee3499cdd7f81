import type { EngineErrorText } from '@jobfit/engine';
import type { ServerLocale } from './locale.ts';
import { MESSAGES } from './messages.ts';

export { DEFAULT_SERVER_LOCALE, negotiateLocale, type ServerLocale } from './locale.ts';

export type MessageKey = keyof typeof MESSAGES;

/** The `{name}`s of a template. */
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

type MessageValues<K extends MessageKey> = Record<
  Placeholders<(typeof MESSAGES)[K]['en']>,
  string | number
>;

/** No argument for a message without values; its values otherwise. */
type ValuesArg<K extends MessageKey> = [Placeholders<(typeof MESSAGES)[K]['en']>] extends [never]
  ? []
  : [values: MessageValues<K>];

const numberFormats = new Map<ServerLocale, Intl.NumberFormat>();
const formatNumber = (n: number, locale: ServerLocale) => {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(n);
};

/** A template with its values: numbers in the locale's digits, words as given. */
export function fill(
  template: string,
  values: Record<string, string | number>,
  locale: ServerLocale,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value, locale) : value;
  });
}

/**
 * A sentence for a person, written when the language is known: an error thrown deep in a service
 * is worded in the language of the request that answers it (decision 196).
 */
export class ServerText {
  readonly #write: (locale: ServerLocale) => string;

  private constructor(write: (locale: ServerLocale) => string) {
    this.#write = write;
  }

  /** One message of the table with its values. */
  static of<K extends MessageKey>(key: K, values: Record<string, string | number>): ServerText {
    const message: { en: string; de: string } = MESSAGES[key];
    return new ServerText((locale) => fill(message[locale], values, locale));
  }

  in(locale: ServerLocale): string {
    return this.#write(locale);
  }

  get english(): string {
    return this.#write('en');
  }

  toJSON(): string {
    return this.english;
  }
}

/**
 * A message of the table, to be worded in the request's language.
 *
 * @example throw new AppError('not_found', say('job.not_found'))
 * @example say('quota.scans', { limit: 3, resetsOn: '2026-12-01' })
 */
export function say<K extends MessageKey>(key: K, ...[values]: ValuesArg<K>): ServerText {
  return ServerText.of(key, values ?? {});
}

/** The table's key of an engine error's text: a key the table lacks is a type error. */
const engineKey = (key: EngineErrorText['key']): MessageKey => `engine.${key}`;

/**
 * Why the engine could not read an upload, from its error's key and values (decision 207). Words
 * from elsewhere among the values (a JSON path, a parser's problem) are inserted as they are.
 *
 * @example sayEngineError(err.text) // 'Dieses PDF ist passwortgeschützt: …' in German
 */
export const sayEngineError = (text: EngineErrorText): ServerText =>
  ServerText.of(engineKey(text.key), text.values ?? {});

/**
 * `value` with every `ServerText` in it (error details: field messages) worded in `locale`;
 * plain objects and arrays are copied, anything else kept.
 */
export function worded(value: unknown, locale: ServerLocale): unknown {
  if (value instanceof ServerText) return value.in(locale);
  if (Array.isArray(value)) return value.map((v) => worded(v, locale));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, worded(v, locale)]));
  }
  return value;
}
