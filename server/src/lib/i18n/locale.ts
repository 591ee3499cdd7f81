/**
 * The languages the server writes in: the web's (docs/decisions/181-i18n.md). The web sends the
 * reader's chosen language as `Accept-Language` with every request (decision 196).
 */
const SERVER_LOCALES = ['en', 'de'] as const;
export type ServerLocale = (typeof SERVER_LOCALES)[number];
export const DEFAULT_SERVER_LOCALE: ServerLocale = 'en';

const isServerLocale = (tag: string): tag is ServerLocale =>
  (SERVER_LOCALES as readonly string[]).includes(tag);

/**
 * The language to answer in from an `Accept-Language` header: the one of ours with the highest
 * weight (by primary tag, so `de-CH` is German), the earlier on a tie; English when the header is
 * missing, unreadable or names none of ours. A weight of 0 means "not this one".
 *
 * @example negotiateLocale('de-DE,de;q=0.9,en;q=0.8') // 'de'
 */
export function negotiateLocale(header: string | null | undefined): ServerLocale {
  if (!header) return DEFAULT_SERVER_LOCALE;
  let best: ServerLocale = DEFAULT_SERVER_LOCALE;
  let bestWeight = 0;
  // A header is short; a longer one is not from a browser and is not worth reading whole.
  for (const part of header.slice(0, 1000).split(',')) {
    const [range = '', ...params] = part.split(';').map((s) => s.trim());
    const primary = range.toLowerCase().split('-')[0] ?? '';
    if (!isServerLocale(primary)) continue;
    const weight = weightOf(params);
    if (weight > bestWeight) {
      best = primary;
      bestWeight = weight;
    }
  }
  return best;
}

/** The `q` parameter (0 to 1, at most three decimals); 1 when absent, 0 when malformed. */
function weightOf(params: string[]): number {
  const q = params.find((p) => /^q\s*=/i.test(p));
  if (q === undefined) return 1;
  const value = q.replace(/^q\s*=\s*/i, '');
  return /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value) ? Number(value) : 0;
}
