import { describe, expect, it } from 'vitest';
import { analyzePosting } from '../../src/posting/index.ts';

// Our own posting, written as a page copied without its line breaks reads.
const GLUED = `Backend Engineer
About UsAt Northwind, we move freight data for retailers.We are a team of twelve.What Are We Looking For?3+ years of experience with Python and PostgreSQL.Strong knowledge of KubernetesProficiency in Terraform is required.Experience with Apache Kafka in a related fieldDevelopment of REST APIs is a plus.What We Offer      Competitive salary and equity.`;

// The text read, as the user sees it with its highlights.
const unglue = (text: string) => analyzePosting(text).text;

describe("a pasted posting's lost line breaks", () => {
  it('puts a break between words a copied page ran together', () => {
    expect(unglue('Who We AreVerkada is hiring')).toBe('Who We Are\nVerkada is hiring');
    expect(unglue('a related fieldDevelopment of APIs')).toBe(
      'a related field\nDevelopment of APIs',
    );
    expect(unglue('Docker and KubernetesProficiency in Go')).toBe(
      'Docker and Kubernetes\nProficiency in Go',
    );
    expect(unglue('PostgreSQL and RedisKubernetes')).toBe('PostgreSQL and Redis\nKubernetes');
    expect(unglue('Familiar with TensorFlowFamiliarity')).toBe(
      'Familiar with TensorFlow\nFamiliarity',
    );
  });

  it('puts a break after a full stop with no space after it', () => {
    expect(unglue('in production.Experience with Go')).toBe('in production.\nExperience with Go');
    expect(unglue('What are we looking for?We believe')).toBe(
      'What are we looking for?\nWe believe',
    );
    expect(unglue('Build APIs.Proven record')).toBe('Build APIs.\nProven record');
  });

  it('turns a wide gap inside a line into a break', () => {
    expect(unglue('What We Offer      Competitive pay')).toBe('What We Offer\nCompetitive pay');
    expect(unglue('Salary: £30k')).toBe('Salary: £30k');
  });

  it('keeps names written in camel case, dotted names and addresses whole', () => {
    const text =
      'We use JavaScript, TypeScript, PostgreSQL, GitHub, DevOps tooling, iOS, eBay data, ASP.Net, Node.js and PowerPoint; apply on LinkedIn or TikTok. Mail jane.Doe@acme.com or see acme.com/Careers';
    expect(unglue(text)).toBe(text);
  });
});

describe('a posting copied without its line breaks', () => {
  const posting = analyzePosting(GLUED);

  it('reads the skills that ran into the next line', () => {
    const names = posting.skills.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Kubernetes', 'Terraform', 'PostgreSQL']));
    expect(names.some((n) => /[a-z][A-Z]/.test(n) && !/^(?:PostgreSQL|JavaScript)$/.test(n))).toBe(
      false,
    );
  });

  it('reads a question heading as the section it names', () => {
    const python = posting.skills.find((s) => s.name === 'Python');
    expect(python?.required).toBe(true);
    const offer = posting.sentences.find((s) => s.text.startsWith('Competitive salary'));
    expect(offer?.block).toBe('benefits');
  });
});
