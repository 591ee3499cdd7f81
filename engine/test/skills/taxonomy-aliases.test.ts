import { describe, expect, it } from 'vitest';
import { extractSkills, listSkills } from '../../src/skills/index.ts';
import { skillForms } from '../../src/skills/taxonomy.ts';

// Every alias of the taxonomy must be a true synonym of its skill
// (docs/decisions/111-taxonomy-synonyms.md). These tests walk the whole taxonomy, so a new form
// that another skill already owns, or one the matcher reads as something else, fails here.

const found = (text: string) => extractSkills(text, { taxonomyOnly: true }).map((m) => m.name);

const forms = listSkills().flatMap((skill) =>
  skillForms(skill).map((raw) => ({
    skill: skill.name,
    domain: skill.domain,
    listOnly: raw.startsWith('?'),
    form: raw.replace(/^[!?]/, ''),
  })),
);
const domains = [...new Set(forms.map((f) => f.domain))];

describe('taxonomy: every form lands on its own skill and on no other', () => {
  it('gives every skill at least one form to be found by', () => {
    expect(listSkills().filter((s) => skillForms(s).length === 0)).toEqual([]);
  });

  it.each(domains)('%s: alone and in a sentence', (domain) => {
    const wrong: string[] = [];
    for (const { skill, form, listOnly, domain: from } of forms) {
      if (from !== domain || listOnly) continue;
      for (const text of [form, `Experience with ${form} is required.`]) {
        const got = found(text);
        if (got.length !== 1 || got[0] !== skill)
          wrong.push(`${text} → ${got.join(', ')} (${skill})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('finds a list-only word between other skills of a list, and nowhere else', () => {
    const listOnly = forms.filter((f) => f.listOnly);
    expect(listOnly.length).toBeGreaterThan(0);
    for (const { skill, form } of listOnly) {
      expect(found(`Python, ${form} and Docker`), form).toEqual(['Python', skill, 'Docker']);
      expect(found(`The ${form} will see you now.`), form).toEqual([]);
    }
  });
});

describe('taxonomy: distinct products stay distinct skills', () => {
  it.each([
    ['React Hook Form', 'Formik', 'Formik'],
    ['date-fns', 'Moment.js', 'Moment.js'],
    ['Pinia', 'Vuex', 'Vuex'],
    ['Sauce Labs', 'BrowserStack', 'BrowserStack'],
    ['Chai', 'Mocha', 'Mocha'],
    ['Looker Studio', 'Looker', 'Looker'],
    ['MariaDB', 'MySQL', 'MySQL'],
    ['CouchDB', 'Couchbase', 'Couchbase'],
    ['Trino', 'Presto', 'Presto'],
    ['AngularJS', 'Angular', 'Angular'],
    ['SvelteKit', 'Svelte', 'Svelte'],
    ['Fargate', 'ECS', 'Amazon ECS'],
    ['SNS', 'SQS', 'Amazon SQS'],
    ['Aurora', 'RDS', 'Amazon RDS'],
    ['LightGBM', 'XGBoost', 'XGBoost'],
    ['LlamaIndex', 'LangChain', 'LangChain'],
    ['Seaborn', 'Matplotlib', 'Matplotlib'],
    ['ChatGPT', 'OpenAI API', 'OpenAI API'],
    ['DAX', 'Power BI', 'Power BI'],
    ['PySpark', 'Spark', 'Apache Spark'],
    ['T-SQL', 'SQL', 'SQL'],
    ['VBA', 'VB.NET', 'VB.NET'],
    ['SSMS', 'SQL Server', 'Microsoft SQL Server'],
    ['Docker Compose', 'Docker', 'Docker'],
    ['CentOS', 'RHEL', 'Red Hat Enterprise Linux'],
    ['Karma', 'Jasmine', 'Jasmine'],
    ['Grunt', 'Gulp', 'Gulp'],
    ['esbuild', 'Rollup', 'Rollup'],
    ['Lerna', 'Turborepo', 'Turborepo'],
    ['Hilt', 'Dagger', 'Dagger'],
    ['Serverless Framework', 'AWS SAM', 'AWS SAM'],
    ['Nessus', 'Tenable', 'Tenable'],
    ['Neovim', 'Vim', 'Vim'],
    ['Kafka Streams', 'Kafka', 'Apache Kafka'],
    ['Firestore', 'Firebase', 'Firebase'],
    ['OpenSearch', 'Elasticsearch', 'Elasticsearch'],
    ['Power Automate', 'Power Apps', 'Power Apps'],
    ['Sales Cloud', 'Salesforce', 'Salesforce'],
    ['Protocol Buffers', 'gRPC', 'gRPC'],
    ['OpenID Connect', 'OAuth', 'OAuth'],
    ['JPA', 'Hibernate', 'Hibernate'],
    ['Django REST framework', 'Django', 'Django'],
    ['Jakarta EE', 'Java', 'Java'],
    ['Beautiful Soup', 'Scrapy', 'Scrapy'],
  ])('%s is not %s', (formA, formB, skillB) => {
    const [a, b] = found(`We use ${formA} and ${formB}.`);
    expect(a).not.toBe(skillB);
    expect(b).toBe(skillB);
    expect(found(formA)).toHaveLength(1);
  });

  it('links related products by a shared parent, never as one skill', () => {
    const parentsOf = (name: string) => listSkills().find((s) => s.name === name)?.parents;
    expect(parentsOf('Pinia')).toEqual(['State management']);
    expect(parentsOf('Vuex')).toEqual(['State management']);
    expect(parentsOf('Sauce Labs')).toEqual(['Cross-browser testing']);
    expect(parentsOf('BrowserStack')).toEqual(['Cross-browser testing']);
  });

  it('keeps broader and narrower concepts apart', () => {
    expect(found('clustering and unsupervised learning')).toEqual([
      'Clustering',
      'Unsupervised learning',
    ]);
    expect(found('ETL and data pipelines')).toEqual(['ETL', 'Data pipelines']);
    expect(found('statistical modeling and statistics')).toEqual([
      'Statistical modeling',
      'Statistics',
    ]);
    expect(found('requirements gathering')).toEqual(['Requirements gathering']);
  });
});

describe('taxonomy: soft skills only when the posting asks for them in words', () => {
  it.each([
    ['You are self-motivated: a self-starter.', ['Self-motivation', 'Self-motivation']],
    ['A strong work ethic and attention to detail.', ['Work ethic', 'Attention to detail']],
    ['Able to work on your own initiative.', ['Initiative']],
    ['Excellent written and verbal communication skills.', ['Communication']],
    ['Leadership skills: you will lead a team of five.', ['Leadership', 'Leadership']],
    [
      'A positive attitude and the ability to work under pressure.',
      ['Positive attitude', 'Working under pressure'],
    ],
    [
      'Results-driven, detail-oriented and well organised.',
      ['Results orientation', 'Attention to detail', 'Organisational skills'],
    ],
  ])('%s', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    'Our dedicated team is passionate about our mission.',
    'We are a friendly, positive and creative agency.',
    'You will be responsible for data-driven decisions and take responsibility for the rota.',
    'Key responsibilities: leadership development and a vision for the service.',
    'Our values: integrity, respect, courage and ownership.',
    'We offer flexible working and a supportive, innovative environment.',
    'Innovation initiatives across our collaborations and passions.',
    'Reporting to the Head of Estates.',
    'Reporting into the Director; the post reports to the board.',
  ])('%s → nothing', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('taxonomy: everyday words need a more specific phrase', () => {
  it.each([
    'Job security, a fair distribution of work and the maintenance of records.',
    'Planning your day, optimization of your time and feedback from colleagues.',
    'A £20 admin fee applies; we are a teaching hospital.',
    'The rest of the team tests patients for the Rehabilitation of Offenders Act.',
    'Contact Dr R. Patel about Grade R posts under IR(ME)R.',
    'The Head Chef and the Deputy Manager; a dedicated team; soap and towels.',
  ])('%s → nothing', (text) => {
    expect(found(text)).toEqual([]);
  });

  it.each([
    [
      'Financial reporting and management reporting.',
      ['Financial reporting', 'Management reporting'],
    ],
    [
      'Planned preventative maintenance and reactive maintenance.',
      ['Preventive maintenance', 'Reactive maintenance'],
    ],
    ['Application security and network security.', ['Application security', 'Network security']],
    [
      'Statistics in R and Python; Ansible, Chef and Puppet.',
      ['Statistics', 'R', 'Python', 'Ansible', 'Chef', 'Puppet'],
    ],
  ])('%s', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });
});
