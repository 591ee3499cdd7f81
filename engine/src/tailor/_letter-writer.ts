// The writer of a letter's sentences (decision 179): where a voice offers several wordings, it
// takes the one that reads least like the sentences before it, so a letter never starts two
// sentences in a row with the same word and does not stack "also"s or connectives.
import type { Say } from './_letter-tones.ts';

/** Sentences with "also" a letter writes at most, when it has other wordings to choose (decision 179). */
const MAX_ALSO = 2;
/** Sentences opening with a connective a letter writes at most, when it has other wordings (decision 179). */
const MAX_CONNECTIVES = 1;

const capitalised = (s: string) => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;
const firstWord = (s: string) => /^[\p{L}']+/u.exec(s)?.[0]?.replace(/'.*$/, '') ?? '';
const lead = (s: string) => s.split(/\s+/).slice(0, 2).join(' ').toLowerCase();
// A sentence's last words: "…, all of which you mention too." twice in a row reads as a form.
const tail = (s: string) =>
  s
    .toLowerCase()
    .replace(/[.!?”"]+$/, '')
    .split(/\s+/)
    .slice(-4)
    .join(' ');

// A sentence opening with an additive connective ("Beyond that, …"): one or two read as prose, a
// stack of them as a list (decision 179).
const CONNECTIVE =
  /^(?:further(?:more)?|in addition|additionally|besides|also|moreover|similarly|equally|plus|on top of that|beyond that|alongside (?:this|that)|and)\b/i;

/** Sentences written so far: each new one is chosen to read unlike the ones before it. */
export class Writer {
  private last = '';
  private leads = new Map<string, number>();
  private also = 0;
  private connectives = 0;
  private said = new Set<string>();
  private tails = new Set<string>();

  /**
   * The option that reads least like what came before, first of equals: never a sentence already
   * written, nor one ending in the words another ended with, if another option avoids it; never
   * starting with the word the sentence before started with if another option avoids it, then
   * with opening words used the fewest times, then past `MAX_CONNECTIVES` connective openings and
   * `MAX_ALSO` "also"s.
   */
  say(options: Say): string {
    const given = (typeof options === 'string' ? [options] : options).filter(Boolean);
    // A sentence opening with a name in lower case ("software, which …") is a last resort: before
    // repeating the sentence before's first word, it is taken with a capital.
    const lower = new Set(given.filter((o) => /^[a-z]/.test(o)).map(capitalised));
    const all = given.map(capitalised);
    const cost = (o: string) =>
      (this.said.has(o) ? 200 : 0) +
      (this.tails.has(tail(o)) ? 30 : 0) +
      (lower.has(o) ? 50 : 0) +
      (firstWord(o) === this.last ? 100 : 0) +
      10 * (this.leads.get(lead(o)) ?? 0) +
      (CONNECTIVE.test(o) && this.connectives >= MAX_CONNECTIVES ? 20 : 0) +
      (/\balso\b/.test(o) && this.also >= MAX_ALSO ? 3 : 0);
    let s = all[0] ?? '';
    for (const o of all) if (cost(o) < cost(s)) s = o;
    // An option of two sentences ("You also ask for X. At Y, …") ends with its second.
    this.last = firstWord(s.split(/(?<=[.!?])\s+(?=[A-Z])/).at(-1) ?? s);
    this.leads.set(lead(s), (this.leads.get(lead(s)) ?? 0) + 1);
    if (/\balso\b/.test(s)) this.also++;
    if (CONNECTIVE.test(s)) this.connectives++;
    this.said.add(s);
    this.tails.add(tail(s));
    return s;
  }
}
