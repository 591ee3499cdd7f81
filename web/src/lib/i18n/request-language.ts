import { i18n } from '@lingui/core';

/**
 * The language the server writes its own words in (e-mails, error messages; decision 196): the
 * one the reader sees, sent as `Accept-Language` with every request. It wins over the browser's
 * own list, so a reader who chose English on a German browser gets English. Lingui's core is in
 * the first load already (decision 181), so this costs no new chunk.
 *
 * @example fetch(url, { headers: { ...languageHeader() } })
 */
export function languageHeader(): { 'Accept-Language': string } {
  return { 'Accept-Language': i18n.locale };
}
