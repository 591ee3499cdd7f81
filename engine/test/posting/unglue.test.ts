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

  it('puts a break after a full stop glued to a capitalised word, an acronym or "A"', () => {
    expect(unglue('REST APIs.Role responsibilities')).toBe('REST APIs.\nRole responsibilities');
    expect(unglue('relational databases.AWS is a plus')).toBe(
      'relational databases.\nAWS is a plus',
    );
    expect(unglue('Rust is a plus.A strong record')).toBe('Rust is a plus.\nA strong record');
    expect(unglue('graphs in Neo4j.Model design')).toBe('graphs in Neo4j.\nModel design');
    expect(unglue('Node.JS.Knowledge of React')).toBe('Node.JS.\nKnowledge of React');
  });

  it('puts a break where a word runs into an acronym, a skill or a short sentence start', () => {
    expect(unglue('Other languagesSQL')).toBe('Other languages\nSQL');
    expect(unglue('Software EngineerAs a member')).toBe('Software Engineer\nAs a member');
    expect(unglue('Linux systemsA strong record')).toBe('Linux systems\nA strong record');
    expect(unglue('Jenkins, CircleCIStrong skills')).toBe('Jenkins, CircleCI\nStrong skills');
    expect(unglue('Python or GoDesigning systems')).toBe('Python or Go\nDesigning systems');
    expect(unglue('TypeScript, Node.jsIn-depth knowledge')).toBe(
      'TypeScript, Node.js\nIn-depth knowledge',
    );
    expect(unglue('PyTorch, TensorFlowM.S. in CS')).toBe('PyTorch, TensorFlow\nM.S. in CS');
    expect(unglue('Webpack ConfigurationReact hooks')).toBe('Webpack Configuration\nReact hooks');
    expect(unglue('Senior Data EngineerIntroduction')).toBe('Senior Data Engineer\nIntroduction');
    expect(unglue('About InworldInworld builds')).toBe('About Inworld\nInworld builds');
    expect(unglue('junior engineersBSc in CS')).toBe('junior engineers\nBSc in CS');
  });

  it('keeps brand and product names in camel case and dotted abbreviations whole', () => {
    const text =
      'GitOps, CloudFront, RStudio, GoPro, WeWork, YouTube, DoD, macOS, watchOS, GraphQL, ReactNative, Socket.IO, VB.Net, Node.Js, U.S.A, Ph.D, B.S. and Dr.Smith, version 3.5.Next';
    expect(unglue(text)).toBe(text);
  });

  it('reads 100 KB of full stops glued to capitals in linear time (a quadratic scan would time out)', () => {
    const text = 'ab.Cd'.repeat(20_000);
    expect(unglue(text).split('\n')).toHaveLength(20_001);
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
