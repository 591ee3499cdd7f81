import { describe, expect, it } from 'vitest';
import { analyzePosting } from '../../src/posting/index.ts';

// Each sentence's knockout reading is kept by its text and by where it stands: the same words
// under another heading are read anew.
const under = (heading: string) =>
  `Delivery Driver\n\n${heading}:\n- Must hold a full UK driving licence.\n` +
  '- Own transport to reach the depot.\n';
const kinds = (text: string) => analyzePosting(text).knockouts.map((k) => `${k.kind}: ${k.detail}`);

describe('knockout readings kept between postings', () => {
  it('reads one sentence by the block it stands in, in whichever order postings come', () => {
    const asked = kinds(under('Requirements'));
    expect(asked).toContain('license: driving licence');
    expect(kinds(under('Benefits'))).toEqual([]);
    expect(kinds(under('Requirements'))).toEqual(asked);
    expect(kinds(under('Benefits'))).toEqual([]);
  });
});
