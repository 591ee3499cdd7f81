import { describe, expect, it } from 'vitest';
import {
  type CoverLetter,
  renderCvMarkdown,
  renderLetterMarkdown,
} from '../../src/render/index.ts';
import { hasUnsafeScheme } from '../../src/render/render-cv-markdown.ts';
import { sampleResume } from './sample-resume.ts';

// Markdown exports once kept raw `<script>`, `<img onerror>` and `[x](javascript:…)`.
const ATTACKS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[click](javascript:alert(1))',
  '<javascript:alert(1)>',
  '![x](https://evil.example/pixel.png)',
];

/** Raw HTML or link syntax a Markdown viewer would act on: `<`, `[` or `](` not escaped. */
const ACTIVE = /(?<!\\)[<[]|(?<!\\)\]\(/;

describe('Markdown exports escape HTML and links', () => {
  it.each(ATTACKS)('keeps %s as text in a CV', (attack) => {
    const resume = sampleResume();
    resume.basics.name = attack;
    resume.basics.summary = attack;
    resume.work[0]!.highlights = [attack];
    resume.skills = [{ name: attack, keywords: [attack] }];
    const md = renderCvMarkdown(resume);
    expect(md).not.toMatch(ACTIVE);
    // The words are still there for the reader, escaped.
    expect(md).toContain(attack.replace(/([\\`*_[\]<>])/g, '\\$1'));
  });

  it.each(ATTACKS)('keeps %s as text in a letter, bold and italic still work', (attack) => {
    const letter: CoverLetter = {
      tone: 'formal',
      greeting: `Dear ${attack},`,
      paragraphs: [`I am **glad** to apply. ${attack} *Really.*`],
      closing: attack,
      signature: attack,
    };
    const md = renderLetterMarkdown(letter, { sender: { name: attack } });
    expect(md).not.toMatch(ACTIVE);
    expect(md).toContain('I am **glad** to apply.');
    expect(md).toContain('*Really.*');
  });

  it('leaves out contact items with a script or data scheme', () => {
    const resume = sampleResume();
    resume.basics.url = 'javascript:alert(1)';
    resume.basics.profiles = [
      { network: 'Web', url: 'java\tscript:alert(2)' },
      { network: 'Data', url: 'data:text/html,<script>alert(3)</script>' },
      { network: 'LinkedIn', url: 'https://linkedin.com/in/mariajensen' },
    ];
    const md = renderCvMarkdown(resume);
    expect(md).not.toMatch(/script:|data:/i);
    expect(md).toContain('https://linkedin.com/in/mariajensen');
    expect(md).toContain('maria.jensen@example.org');
  });

  it('tells unsafe schemes from web addresses and labels', () => {
    expect(hasUnsafeScheme('JavaScript:alert(1)')).toBe(true);
    expect(hasUnsafeScheme(' vbscript:x')).toBe(true);
    expect(hasUnsafeScheme('https://example.com')).toBe(false);
    expect(hasUnsafeScheme('mailto:ada@example.com')).toBe(false);
    expect(hasUnsafeScheme('GitHub: ada')).toBe(false);
    expect(hasUnsafeScheme('+44 20 7946 0958')).toBe(false);
  });
});
