// The engine writes every text a user reads in English, and beside it the same text as a stable
// key and its values, so a web page can show it in the reader's language (docs/decisions/190).
// The English is made from the key and values by one template per key: the two never disagree.

/** The values of a text without parameters. */
export type NoValues = Record<string, never>;

/**
 * One text of a family (`Values` maps each key to its parameters): its key, and its values when
 * the key has any.
 *
 * @example const t: TextOf<{ 'check.dates.none': NoValues }> = { key: 'check.dates.none' }
 */
export type TextOf<Values, K extends keyof Values = keyof Values> = K extends keyof Values
  ? NoValues extends Values[K]
    ? { key: K; values?: Values[K] }
    : { key: K; values: Values[K] }
  : never;

/**
 * The English of each key of a family, from its values.
 *
 * @example const en: EnglishTemplates<{ 'check.dates.none': NoValues }> = { 'check.dates.none': () => 'No jobs with dates were found.' }
 */
export type EnglishTemplates<Values> = { [K in keyof Values]: (values: Values[K]) => string };

/**
 * A text of a family in English, by its key's template.
 *
 * @example englishOf(CV_ENGLISH, { key: 'warning.missing_name' }) // 'No name found at the top: …'
 */
export function englishOf<Values>(
  templates: EnglishTemplates<Values>,
  text: TextOf<Values>,
): string {
  const template = templates[text.key as keyof Values] as (values: unknown) => string;
  return template(text.values ?? {});
}
