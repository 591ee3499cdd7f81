import { MasterCv } from '@jobfit/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDataMigrations } from '../../db/data-migrations.ts';
import { cv, dataMigration } from '../../db/schema.ts';
import { moveSkillRunSummaries, skillRunTokens } from '../../db/skill-run-summaries.ts';
import { readJson } from '../../test/http-client.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

// Data migration 0001 (decision 122): a job summary that is only a run of skill words moves into
// the skills; a real summary stays, now shown in the editor as the job's "Summary".
describe('skillRunTokens', () => {
  it.each([
    ['Python · SQL · Spark', ['Python', 'SQL', 'Spark']],
    ['Python, SQL, Apache Airflow, dbt', ['Python', 'SQL', 'Apache Airflow', 'dbt']],
    ['TypeScript | Node.js | PostgreSQL', ['TypeScript', 'Node.js', 'PostgreSQL']],
    ['Novell Active Directory Linux Windows', ['Novell', 'Active Directory', 'Linux', 'Windows']],
    [
      'Agile PMCC++ ROpenGL Boost MySQL PostgreSQL JIRA',
      ['Agile', 'PMCC++', 'ROpenGL', 'Boost', 'MySQL', 'PostgreSQL', 'JIRA'],
    ],
  ])('%s is a run of skills', (summary, tokens) => {
    expect(skillRunTokens(summary)).toEqual(tokens);
  });

  it.each([
    'Led the payments team of 12 engineers.',
    'Owned data quality checks for finance reports',
    'Berlin, Germany',
    'Description line 1 Description line 2',
    'Python, SQL and Spark for the finance team',
    'C++ CLinux RClojure',
    '',
  ])('%j stays a summary', (summary) => {
    expect(skillRunTokens(summary)).toBeNull();
  });
});

describe('moveSkillRunSummaries', () => {
  it('adds only skills not already listed, keeps prose summaries, and reports the moves', () => {
    const { resume, moved } = moveSkillRunSummaries({
      basics: {},
      work: [
        { name: 'Acme', summary: 'Python · SQL · Spark', highlights: ['Built things'] },
        { name: 'Initech', summary: 'Ran the reporting desk', highlights: [] },
      ],
      education: [],
      skills: [{ name: 'Data', keywords: ['python'] }],
    });
    expect(moved).toBe(1);
    expect(resume.work).toEqual([
      { name: 'Acme', highlights: ['Built things'] },
      { name: 'Initech', summary: 'Ran the reporting desk', highlights: [] },
    ]);
    expect(resume.skills).toEqual([
      { name: 'Data', keywords: ['python'] },
      { name: 'SQL', keywords: [] },
      { name: 'Spark', keywords: [] },
    ]);
  });

  it('keeps the summary when the skills would pass the schema limit', () => {
    const skills = Array.from({ length: 99 }, (_, i) => ({ name: `Skill ${i}`, keywords: [] }));
    const input = {
      basics: {},
      work: [{ summary: 'Python, SQL, Spark', highlights: [] }],
      education: [],
      skills,
    };
    expect(moveSkillRunSummaries(input)).toEqual({ resume: input, moved: 0 });
  });
});

describe('runDataMigrations', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('moves stored skill-run summaries once, re-derives the text and leaves the version', async () => {
    const u = await t.signUp();
    const resume = {
      basics: { name: 'Stored Before' },
      work: [
        {
          name: 'Fjord Freight',
          position: 'Data Engineer',
          summary: 'Python · Apache Airflow · dbt',
          highlights: ['Cut batch time by 80%'],
        },
        {
          name: 'Havel Bank',
          position: 'Analyst',
          summary: 'Ran the reporting desk',
          highlights: [],
        },
      ],
      education: [],
      skills: [{ name: 'Python', keywords: [] }],
    };
    const put = await u.client.request('/api/cv', { method: 'PUT', json: { resume } });
    const before = MasterCv.parse(await readJson(put));
    // As a server started before this release would have left it.
    await t.db.delete(dataMigration);

    expect(await runDataMigrations(t.db)).toEqual(['0001_work_summary_skills']);
    const after = MasterCv.parse(await readJson(await u.client.get('/api/cv')));
    expect(after.resume.work.map((w) => w.summary)).toEqual([undefined, 'Ran the reporting desk']);
    expect(after.resume.skills.map((s) => s.name)).toEqual(['Python', 'Apache Airflow', 'dbt']);
    expect(after.version).toBe(before.version);
    const [row] = await t.db.select().from(cv).where(eq(cv.userId, u.id));
    expect(row?.text).not.toContain('Python · Apache Airflow · dbt');
    expect(row?.text).toMatch(/SKILLS\nPython\nApache Airflow\ndbt/);

    // Once only: a summary the user types afterwards is theirs, even one that lists tools.
    await u.client.request('/api/cv', {
      method: 'PUT',
      json: {
        resume: { ...after.resume, work: [{ ...after.resume.work[0], summary: 'Go, Rust, Zig' }] },
      },
    });
    expect(await runDataMigrations(t.db)).toEqual([]);
    const kept = MasterCv.parse(await readJson(await u.client.get('/api/cv')));
    expect(kept.resume.work[0]?.summary).toBe('Go, Rust, Zig');
  });

  it('runs once when two servers start together', async () => {
    await t.db.delete(dataMigration);
    const runs = await Promise.all([runDataMigrations(t.db), runDataMigrations(t.db)]);
    expect(runs.flat()).toEqual(['0001_work_summary_skills']);
  });
});
