import { describe, expect, it } from 'vitest';
import { analyzePosting } from '../../src/posting/index.ts';

// List items that read like section names ("- Strong TypeScript skills", "• Experience with AWS")
// are requirements, not headings: their skills count and their tag comes from the section above.
describe('posting list items', () => {
  const text = [
    'Requirements',
    '- Strong TypeScript and Node.js skills',
    '• Experience with Kubernetes and AWS',
    '* Solid SQL skills',
    '1. Experience with Redis',
    '',
    'Nice to have',
    '- Experience with Kafka',
  ].join('\n');

  it('finds the skills of every list item', () => {
    const names = analyzePosting(text).skills.map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining(['TypeScript', 'Node.js', 'Kubernetes', 'Redis', 'Apache Kafka']),
    );
  });

  it('tags them by the section they are in', () => {
    const skills = new Map(analyzePosting(text).skills.map((s) => [s.name, s]));
    expect(skills.get('TypeScript')).toMatchObject({ required: true, preferred: false });
    expect(skills.get('Apache Kafka')).toMatchObject({ required: false, preferred: true });
  });
});
