/**
 * An ILIKE pattern matching `text` anywhere, with `\`, `%` and `_` in it taken literally (the
 * lists' search boxes, decision 142).
 * @example containsPattern('50%_off') // '%50\\%\\_off%'
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
