import { francOnly } from './franc-only.ts';
import { LruCache } from './content-cache.ts';

// The language a posting or a CV is written in, so a scan can say when it reads a text its
// English-only rules cannot (docs/decisions/185). Only the languages job seekers here write in are
// candidates: among all of franc's, a short English text can pass for Scots or Tagalog.
const LANGUAGES: Record<string, string> = {
  eng: 'en',
  deu: 'de',
  fra: 'fr',
  spa: 'es',
  ita: 'it',
  nld: 'nl',
  por: 'pt',
  pol: 'pl',
};
const CANDIDATES = Object.keys(LANGUAGES);
/** The opening characters read: enough for a sure answer, and a bounded cost. */
const SAMPLE = 600;
/** Below this many characters the answer is a guess, and none is given. */
const MIN_LENGTH = 60;

/**
 * The ISO 639-1 code of the language a text is written in, or undefined when it is too short to
 * tell.
 *
 * @example textLanguage('Wir suchen eine erfahrene Pflegefachkraft für unsere Station …') // 'de'
 */
export function textLanguage(text: string): string | undefined {
  const sample = text.slice(0, SAMPLE);
  // The answer depends on the sample only, and counting its trigrams is a tenth of a posting's
  // analysis: a text that opens as one read lately (a posting sent again with its end changed, a
  // CV after an edit below its opening) is answered from the answers kept.
  const kept = answers.get(sample);
  if (kept !== undefined) return kept ?? undefined;
  const language = languageOf(sample);
  answers.set(sample, language ?? null);
  return language;
}

/** The last samples' answers; `null` is a remembered "too short to tell". */
const answers = new LruCache<string | null>(64);

function languageOf(sample: string): string | undefined {
  const language = LANGUAGES[francOnly(sample, CANDIDATES, MIN_LENGTH)];
  if (!language || language === 'en') return language;
  // A short English text of names and skills ("Python, PostgreSQL and Kubernetes") reads like
  // anything to trigrams: another language counts only where its own small words outnumber
  // English's.
  const words = sample.toLowerCase().match(/\p{L}+/gu) ?? [];
  const own = words.filter((w) => SMALL_WORDS[language]?.has(w)).length;
  const english = words.filter((w) => SMALL_WORDS.en?.has(w)).length;
  return own >= 2 && own > english ? language : english > 0 ? 'en' : undefined;
}

/** Words every sentence of a language has, and few names or skills are. */
const SMALL_WORDS: Record<string, Set<string>> = Object.fromEntries(
  Object.entries({
    en: 'the and of to with for you we our your is are will be this that have from',
    de: 'der die das und mit für sie wir ist sind von zu den ein eine auf im ihre unsere',
    fr: 'le la les et des du pour avec vous nous est une un dans sur au aux',
    es: 'el la los las y del para con usted nosotros es una un en por su',
    it: 'il la le di del per con voi noi è una un che nel della',
    nl: 'het een en van voor met je wij is zijn op te ons',
    pt: 'os as e do da para com você nós é uma um em no na',
    pl: 'i w z na do się jest są dla oraz że nie',
  }).map(([language, words]) => [language, new Set(words.split(' '))]),
);
