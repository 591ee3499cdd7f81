import { describe, expect, it } from 'vitest';
import winkNLP from 'wink-nlp';
import packageModel from 'wink-eng-lite-web-model';
import { readCoreModel, taggerModel } from '../../src/skills/tagger-model.ts';

type Core = { features: { lexeme: { list: string[]; hash: Record<string, number> } } };

describe('the tagger model loader', () => {
  it('builds the same core model as the package’s own loader', () => {
    const ours = readCoreModel() as unknown as Core;
    const theirs = (packageModel as unknown as { core: () => Core }).core();
    const words = theirs.features.lexeme.list;
    // Our list decodes a word when it is read: compared word by word, through its length.
    expect(Array.from(ours.features.lexeme.list)).toEqual(words);
    // The word index answers every word, and every absent word, as the package's object does.
    for (const word of [...words, 'not-a-word-xyz', 'constructor', '__proto__', 'toString'])
      expect(ours.features.lexeme.hash[word]).toBe(theirs.features.lexeme.hash[word]);
    const rest = (m: Core) => ({
      ...m,
      features: { ...m.features, lexeme: { ...m.features.lexeme, list: [], hash: undefined } },
    });
    expect(rest(ours)).toEqual(rest(theirs));
  });

  it('keeps words the tagger adds, as the package’s object does', () => {
    const hash = (readCoreModel() as unknown as Core).features.lexeme.hash;
    expect(hash['zzqxword']).toBeUndefined();
    hash['zzqxword'] = 123456;
    expect(hash['zzqxword']).toBe(123456);
    expect('zzqxword' in hash).toBe(true);
  });

  it('keeps words the tagger adds to the word list after the model’s own', () => {
    const list = (readCoreModel() as unknown as Core).features.lexeme.list;
    expect(list.length).toBe(87593);
    expect(list[1]).toBe('\n');
    expect(list.push('zzqxword')).toBe(87594);
    expect([list.length, list[87593], list[87594]]).toEqual([87594, 'zzqxword', undefined]);
  });

  it('tags, lemmatises and stems a text exactly as the package’s model does', () => {
    const text =
      'Senior Backend Engineer. You will design, build and operate services in Go; 5+ years of experience with Kubernetes and PostgreSQL is required. Fluent Spanish is a plus.';
    const tag = (nlp: ReturnType<typeof winkNLP>) => {
      const tokens = nlp.readDoc(text).tokens();
      return [
        tokens.out(),
        tokens.out(nlp.its.pos),
        tokens.out(nlp.its.precedingSpaces),
        // The addons, loaded on first use (wink's types miss that out() passes them in).
        tokens.out(nlp.its.lemma as never),
        tokens.out(nlp.its.stem as never),
      ];
    };
    expect(tag(winkNLP(taggerModel(), ['sbd', 'pos']))).toEqual(
      tag(winkNLP(packageModel, ['sbd', 'pos'])),
    );
  });

  it('tags with the parts-of-speech pipe alone as the package’s model does', () => {
    // Words of the model in several cases, words it lacks, and a line break wink tags as a word.
    const text =
      'We need a Kubernetes engineer; KUBERNETES, kubectl and Zxqvw tooling.\nThe ROLE requires 5+ years of C++ and C#. Café, naïve, résumé — all OK!';
    const tag = (nlp: ReturnType<typeof winkNLP>) => {
      const tokens = nlp.readDoc(text).tokens();
      return [tokens.out(), tokens.out(nlp.its.pos), tokens.out(nlp.its.precedingSpaces)];
    };
    const ours = winkNLP(taggerModel(['pos']), ['pos']);
    const theirs = winkNLP(packageModel, ['pos']);
    expect(tag(ours)).toEqual(tag(theirs));
    // Again, once the words read first are remembered and the new ones added.
    expect(tag(ours)).toEqual(tag(theirs));
  });
});
