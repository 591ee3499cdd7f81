import { describe, expect, it } from 'vitest';
import { extractSkills, phraseFinder, skillKey, splitSentences } from '../../src/skills/index.ts';

const names = (text: string) => extractSkills(text, { taxonomyOnly: true }).map((m) => m.name);

describe('extractSkills: case and boundary rules', () => {
  it.each([
    ['We write services in Go and Rust.', ['Go', 'Rust']],
    [
      'Our go to market plan; go-to-market strategy.',
      ['Go-to-market strategy', 'Go-to-market strategy'],
    ],
    ['Go beyond what is asked. Let it go.', []],
    ['Statistics in R and Python.', ['Statistics', 'R', 'Python']],
    ['R&D budget and C-level stakeholders.', ['Research and development']],
    ['Embedded C, C++ and C# on .NET.', ['Embedded C', 'C++', 'C#', '.NET']],
    ['Node.js, NodeJS and node js services.', ['Node.js', 'Node.js', 'Node.js']],
    ['JS, Javascript and ECMAScript.', ['JavaScript', 'JavaScript', 'JavaScript']],
    ['Run k8s on AWS with Postgres.', ['Kubernetes', 'Amazon Web Services', 'PostgreSQL']],
    ['Advanced Excel and MS Excel.', ['Excel', 'Excel']],
    ['You will excel at this job.', []],
    ['ASP.NET Core and Spring Boot microservices.', ['ASP.NET', 'Spring Boot', 'Microservices']],
    ['We offer health insurance and a gym.', []],
    ['WHAT IT IS LIKE TO WORK HERE', []],
    ['Designing REST APIs.', ['REST']],
    ['Technologies: reactjs django go docker', ['React', 'Django', 'Go', 'Docker']],
    ['sql, excel, powerpoint', ['SQL', 'Excel', 'Microsoft PowerPoint']],
    ['We are a Danish company. Fluent Danish and English required.', ['Danish', 'English']],
    ['German is a plus.', ['German']],
    ["Bachelor's degree in Nursing", ["Bachelor's degree", 'Nursing']],
  ])('%s', (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it('gives offsets that point at the words as written', () => {
    const text = 'Must know Kubernetes (k8s) and PostgreSQL.';
    for (const m of extractSkills(text, { taxonomyOnly: true }))
      expect(text.slice(m.start, m.end)).toBe(m.surface);
    expect(extractSkills(text, { taxonomyOnly: true }).map((m) => [m.surface, m.via])).toEqual([
      ['Kubernetes', 'name'],
      ['k8s', 'alias'],
      ['PostgreSQL', 'name'],
    ]);
  });

  it('folds plurals only for longer names', () => {
    expect(
      extractSkills('Relational databases, microservice APIs and lakehouses', {
        taxonomyOnly: true,
      }).map((m) => [m.name, m.via]),
    ).toEqual([
      ['Relational databases', 'name'],
      ['Microservices', 'alias'],
      ['APIs', 'name'],
      ['Lakehouse', 'stem'],
    ]);
    expect(names('What does it take?')).toEqual([]);
  });
});

describe('extractSkills: phrases outside the taxonomy', () => {
  it('keeps phrases after a cue and names in a list of skills', () => {
    const text =
      'Experience with Snowpack and Turbopack builds.\nTools such as Jenkins, Zuul and Spinnaker.';
    const found = extractSkills(text, { nlp: false }).filter((m) => m.source !== 'taxonomy');
    expect(found.map((m) => [m.name, m.source])).toEqual([
      ['Snowpack', 'cue'],
      ['Turbopack builds', 'cue'],
      ['Zuul', 'list'],
    ]);
  });

  it('ignores lists that hold no known skill', () => {
    const text = 'Benefits such as Friday beers, Pilates and a canteen.';
    expect(extractSkills(text, { nlp: false })).toEqual([]);
  });

  it("never reads a degree's abbreviation as a product name", () => {
    const text =
      'Requirements\n- BS or MS in Computer Science, MSc preferred, with Kubernetes and GKE.';
    const names = extractSkills(text).map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['Kubernetes', 'Computer science']));
    expect(names.filter((n) => /^(?:BS|MS|MSc)$/.test(n))).toEqual([]);
  });

  it('reads the list after "including, but not limited to" and no clause of it', () => {
    const text =
      'Coding in languages including, but not limited to, C, Zig or Python.\nPay depends on factors including but not limited to skills and location.';
    const found = extractSkills(text, { nlp: false }).map((m) => m.name);
    expect(found).toEqual(expect.arrayContaining(['Zig', 'Python']));
    expect(found.filter((n) => /limited|but|not/.test(n))).toEqual([]);
  });

  it('ends a phrase after a cue at "in" or "under", and takes no cue word for a skill', () => {
    const text =
      'Experience with Turbopack in production systems.\nExperience with coding in languages such as Zig and Odin.\nLinux administration, including under SystemD. Expertise in Snowpack.';
    const found = extractSkills(text, { nlp: false })
      .filter((m) => m.source !== 'taxonomy')
      .map((m) => m.name);
    expect(found).toEqual(expect.arrayContaining(['Turbopack', 'Snowpack']));
    expect(found.filter((n) => / in |^under|^expertise$/i.test(n))).toEqual([]);
  });

  it('takes no word run into a number for a product ("and3.", "field7+ years")', () => {
    const text =
      'Handle data with care; and3. Use sound judgement with Kubernetes.\nA degree in Computer Science or a related field7+ years of Python.';
    const found = extractSkills(text).map((m) => m.name);
    expect(found).toEqual(expect.arrayContaining(['Kubernetes', 'Python']));
    expect(found.filter((n) => /\d/.test(n))).toEqual([]);
  });

  it('drops non-noun phrases with the part-of-speech filter', () => {
    const text = 'Knowledge of event stores, and experience in quickly.';
    const withNlp = extractSkills(text).map((m) => m.name);
    expect(withNlp).toContain('event stores');
    expect(withNlp).not.toContain('quickly');
  });
});

describe('helpers', () => {
  it('splits sentences and lines with offsets, keeping e.g. whole', () => {
    const text = 'Use Go, e.g. for APIs. Then ship.\n- Bullet one';
    expect(splitSentences(text).map((s) => [s.text, text.slice(s.start, s.end)])).toEqual([
      ['Use Go, e.g. for APIs.', 'Use Go, e.g. for APIs.'],
      ['Then ship.', 'Then ship.'],
      ['- Bullet one', '- Bullet one'],
    ]);
  });

  it('finds phrases with plurals folded, and reports words found apart', () => {
    const find = phraseFinder(
      'Built REST APIs; later test automation and some frameworks for tests.',
    );
    expect(find('REST API').spans).toEqual([{ start: 6, end: 15 }]);
    expect(find('test frameworks')).toEqual({ spans: [], wordsApart: true });
    expect(skillKey('Node.js APIs')).toBe(skillKey('nodejs api'));
  });

  it('finds a short abbreviation only in its capitals, plural folded', () => {
    const find = phraseFinder('Fixed it fast for us at IBS LLC; wrote two IBs; led IT support.');
    expect(find('IT').spans).toHaveLength(1);
    expect(find('US').spans).toEqual([]);
    expect(find('IBs').spans).toHaveLength(1);
    expect(find('IT support').spans).toHaveLength(1);
    // Longer or lower-case names are found in any case.
    expect(find('support').spans).toHaveLength(1);
  });
});
