import { describe, expect, it } from 'vitest';
import { scan } from '../../src/match/index.ts';
import type { ParsedCv } from '../../src/resume.ts';

// Calibration rules of docs/decisions/130-score-calibration.md, on small CVs and postings written
// for these tests.

function cvOf(text: string, positions: string[] = []): ParsedCv {
  return {
    resume: {
      basics: {},
      work: positions.map((position, i) => ({
        position,
        startDate: `${2016 + 3 * i}-01`,
        endDate: `${2019 + 3 * i}-01`,
        highlights: [],
      })),
      education: [],
      skills: [],
    },
    text,
    meta: { source: 'text', sections: ['Experience', 'Skills'], warnings: [], confidence: {} },
  };
}

const DATA_POSTING = `Data Engineer
About the role
You will join a friendly data team building pipelines for our analysts.
Requirements
- 4+ years of experience with Python and Apache Spark.
- Experience with Apache Airflow and Snowflake.
- Bachelor's degree in computer science or a related field.`;

describe('score calibration', () => {
  it('keeps a CV that meets none of the required skills below 20, whatever else it shares', () => {
    // Same title, years, degree and friendly team words; none of the skills.
    const cv = cvOf(
      'Data Engineer\nSummary\nFriendly team player who joined a data team and worked with analysts.\nExperience\nData Engineer, 2016–2022\n- Built reports in spreadsheets for the analysts of the team.\nEducation\nBachelor of Arts in history',
      ['Data Engineer', 'Data Engineer'],
    );
    const r = scan(cv, DATA_POSTING);
    // The title's own field ("data engineering") is met by the same title, and scored by the
    // occupation part, not as a skill (weight 0).
    const skills = r.keywords.filter((k) => k.required && k.weight > 0);
    expect(skills.length).toBeGreaterThan(0);
    expect(skills.every((k) => k.status === 'missing')).toBe(true);
    expect(r.score).toBeLessThan(20);
    expect(r.band).toBe('poor');
  });

  it('counts a core skill the CV only lists for less than one its jobs show', () => {
    const posting = `Senior C++ Engineer
Requirements
- 5+ years of experience with C++ and Linux.
- Strong C++ and Python skills.
- Experience with Git.
- Experience with Rust, Apache Kafka and Kubernetes.`;
    const listed = scan(
      cvOf(
        'Software Engineer\nExperience\nSoftware Engineer, 2016–2022\n- Built Python services on Linux.\nSkills\nPython, C++, Linux, Git',
        ['Software Engineer', 'Software Engineer'],
      ),
      posting,
    );
    const shown = scan(
      cvOf(
        'Software Engineer\nExperience\nSoftware Engineer, 2016–2022\n- Built C++ and Python services on Linux.\nSkills\nPython, C++, Linux, Git',
        ['Software Engineer', 'Software Engineer'],
      ),
      posting,
    );
    const cpp = (r: typeof listed) => r.keywords.find((k) => k.name === 'C++');
    expect(cpp(listed)).toMatchObject({ status: 'matched', credit: 0.5, cvSections: ['skills'] });
    expect(cpp(shown)).toMatchObject({ status: 'matched', credit: 1 });
    expect(shown.score).toBeGreaterThan(listed.score);
    // The advice says what to do about it.
    expect(listed.recommendations).toContainEqual(
      expect.objectContaining({ kind: 'show_in_experience', keyword: 'C++' }),
    );
    // A skill the posting names once, in passing, keeps the skills list's usual credit.
    expect(listed.keywords.find((k) => k.name === 'Git')?.credit).toBe(0.85);
  });

  it('scores a CV that meets every requirement with evidence in its jobs above 80', () => {
    const cv = cvOf(
      'Data Engineer\nExperience\nData Engineer, 2016–2022\n- Built Python and Apache Spark pipelines scheduled with Apache Airflow.\n- Loaded the results into Snowflake for the analysts.\nEducation\nBachelor of Science in computer science',
      ['Data Engineer', 'Data Engineer'],
    );
    const r = scan(cv, DATA_POSTING);
    expect(r.keywords.filter((k) => k.required).every((k) => k.status === 'matched')).toBe(true);
    expect(r.score).toBeGreaterThan(80);
    expect(r.band).toBe('great');
  });

  it('drops components the posting does not ask for and rescales the others to 100', () => {
    const posting = `Frontend Developer\nRequirements\n- Experience with React and TypeScript.`;
    const r = scan(
      cvOf('Frontend Developer\nExperience\n- Built React apps in TypeScript.', [
        'Frontend Developer',
      ]),
      posting,
    );
    const byId = Object.fromEntries(r.breakdown.map((c) => [c.id, c]));
    expect(byId.experience).toMatchObject({ asked: false, weight: 0, points: 0 });
    expect(byId.education).toMatchObject({ asked: false, weight: 0, points: 0 });
    expect(r.breakdown.reduce((sum, c) => sum + c.weight, 0)).toBe(100);
    expect(r.breakdown.reduce((sum, c) => sum + c.points, 0)).toBe(r.score);
    expect(byId.hardSkills?.weight).toBeGreaterThan(46);
  });

  it('gives a related skill partial credit as "related", never as matched', () => {
    const posting = `Backend Developer\nRequirements\n- Experience with PostgreSQL.`;
    const r = scan(
      cvOf('Backend Developer\nExperience\n- Ran MySQL databases.', ['Backend Developer']),
      posting,
    );
    const pg = r.keywords.find((k) => k.name === 'PostgreSQL');
    expect(pg).toMatchObject({ status: 'partial', partialVia: 'related' });
    expect(pg?.credit).toBeGreaterThan(0);
    expect(pg?.credit).toBeLessThan(0.5);
  });

  it('publishes the band with the number: poor < 30, weak, fair, good, great ≥ 80', () => {
    const bandFor = (n: number) =>
      n >= 80 ? 'great' : n >= 65 ? 'good' : n >= 50 ? 'fair' : n >= 30 ? 'weak' : 'poor';
    const cvs = [
      cvOf('Data Engineer\nExperience\n- Built Python pipelines.', ['Data Engineer']),
      cvOf('Data Engineer\nExperience\n- Built Python and Apache Spark pipelines.', [
        'Data Engineer',
      ]),
      cvOf('Line Chef\nExperience\n- Cooked for a busy kitchen.', ['Line Chef']),
    ];
    for (const cv of cvs) {
      const r = scan(cv, DATA_POSTING);
      expect(r.band).toBe(bandFor(r.score));
    }
  });
});

describe('gates', () => {
  const ALL_MET =
    'Experience\nData Engineer, 2016–2022\n- Built Python and Apache Spark pipelines scheduled with Apache Airflow.\n- Loaded the results into Snowflake for the analysts.\nEducation\nBachelor of Science in computer science';

  it('lets every other part count only as far as the occupation fits', () => {
    const same = scan(cvOf(`Data Engineer\n${ALL_MET}`, ['Data Engineer']), DATA_POSTING);
    const other = scan(cvOf(`Sous Chef\n${ALL_MET}`, ['Sous Chef', 'Line Cook']), DATA_POSTING);
    expect(same.score).toBeGreaterThan(80);
    expect(other.keywords.filter((k) => k.required).every((k) => k.status === 'matched')).toBe(
      true,
    );
    expect(other.score).toBeLessThan(same.score * 0.5);
    expect(other.breakdown.find((c) => c.id === 'hardSkills')?.detail).toContain(
      'held back: counts as far as the occupation fits.',
    );
  });

  it('earns the skills in full from three quarters of the weighted keywords', () => {
    const r = scan(
      cvOf('Data Engineer\nExperience\n- Built Python and Apache Spark pipelines.', [
        'Data Engineer',
      ]),
      DATA_POSTING,
    );
    const skills = r.breakdown.find((c) => c.id === 'hardSkills');
    const covered = Number(/\((\d+)% covered, full from 75%\)/.exec(skills?.detail ?? '')?.[1]);
    expect(covered).toBeGreaterThan(0);
    expect(covered).toBeLessThan(75);
    expect(skills?.fraction).toBeCloseTo(covered / 75, 1);
  });

  it('holds back part of every component when a hard screen is plainly failed', () => {
    const posting = `Research Engineer
Requirements
- A PhD in computer science.
- Experience with Python and Apache Spark.`;
    const cv = (degree: string) =>
      cvOf(
        `Research Engineer\nExperience\nResearch Engineer, 2016–2022\n- Built Python and Apache Spark pipelines.\nEDUCATION\n${degree}`,
        ['Research Engineer'],
      );
    const doctor = scan(cv('PhD in computer science'), posting);
    const bachelor = scan(cv('Bachelor of Science in computer science'), posting);
    expect(bachelor.knockouts.find((k) => k.kind === 'degree')?.status).toBe('not_met');
    expect(doctor.knockouts.find((k) => k.kind === 'degree')?.status).toBe('met');
    expect(bachelor.score).toBeLessThan(doctor.score * 0.65);
    expect(bachelor.breakdown.find((c) => c.id === 'hardSkills')?.detail).toContain(
      "the posting's hard screens are met.",
    );
  });

  const BACKEND = `Backend Developer
Requirements
- Experience with Python, Django and PostgreSQL.
- Experience with Docker and Redis.`;

  it('counts the skills in full only as far as the jobs and projects show them', () => {
    const shown = scan(
      cvOf(
        'Backend Developer\nExperience\nBackend Developer, 2016–2022\n- Built Python and Django services on PostgreSQL, shipped in Docker with Redis caches.\nSkills\nPython, Django, PostgreSQL, Docker, Redis',
        ['Backend Developer', 'Backend Developer'],
      ),
      BACKEND,
    );
    const listed = scan(
      cvOf(
        'Backend Developer\nExperience\nBackend Developer, 2016–2022\n- Built web services for our clients.\nSkills\nPython, Django, PostgreSQL, Docker, Redis',
        ['Backend Developer', 'Backend Developer'],
      ),
      BACKEND,
    );
    // Both name every skill the posting asks; only one shows them at work.
    for (const r of [shown, listed])
      expect(r.keywords.filter((k) => k.required).every((k) => k.status === 'matched')).toBe(true);
    expect(shown.score).toBeGreaterThan(80);
    expect(listed.score).toBeLessThan(shown.score * 0.6);
    const skills = listed.breakdown.find((c) => c.id === 'hardSkills');
    expect(skills?.fraction).toBe(1);
    expect(skills?.detail).toContain(
      'held back: counts as far as your jobs and projects show the skills asked.',
    );
    const sentences = (skills?.detailText.values as { sentences: unknown[] }).sentences;
    expect(sentences[1]).toEqual({
      key: 'breakdown.held_back',
      values: { percent: 56, reasons: ['shown'] },
    });
  });

  it('holds nothing back for the evidence at work when no job or project line was read', () => {
    // No heading the reader knows: nothing tells a claim from work.
    const r = scan(
      cvOf('Backend Developer\nPython, Django, PostgreSQL, Docker, Redis', ['Backend Developer']),
      BACKEND,
    );
    const skills = r.breakdown.find((c) => c.id === 'hardSkills');
    expect(skills?.fraction).toBe(1);
    expect(skills?.points).toBe(skills?.weight);
    expect(skills?.detail).not.toContain('held back');
  });

  it('needs more than a couple of asks met to earn the skills in full', () => {
    const cv = cvOf(
      'Backend Developer\nExperience\nBackend Developer, 2016–2022\n- Built Python and Django services on PostgreSQL, shipped in Docker with Redis caches.',
      ['Backend Developer', 'Backend Developer'],
    );
    const short = scan(cv, 'Backend Developer\nRequirements\n- Experience with Python.');
    const full = scan(cv, BACKEND);
    const points = (r: typeof full) => r.breakdown.find((c) => c.id === 'hardSkills')?.points ?? 0;
    const weight = (r: typeof full) => r.breakdown.find((c) => c.id === 'hardSkills')?.weight ?? 0;
    // Every ask met at work either way; one ask met is thinner evidence than five.
    expect(short.keywords.every((k) => k.status === 'matched')).toBe(true);
    expect(points(full)).toBe(weight(full));
    expect(points(short) / weight(short)).toBeLessThan(0.75);
    expect(short.score).toBeLessThan(full.score);
  });
});

describe('occupation fit', () => {
  const occupation = (postingTitle: string, positions: string[]) =>
    scan(
      cvOf(`${positions[0]}\nExperience\n- Did the work.`, positions),
      `${postingTitle}\nRequirements\n- Experience with Microsoft Excel.`,
    ).breakdown.find((c) => c.id === 'occupation');

  it('counts titles of the same specialty as the same occupation', () => {
    const part = occupation('Software Engineer', ['Backend Developer']);
    expect(part?.label).toBe('Occupation and title');
    expect(part?.fraction).toBeGreaterThanOrEqual(0.9);
    expect(part?.detail).toBe(
      '"Backend Developer" is the same occupation (software development) as "Software Engineer". 75% held back: counts as far as the required skills are met.',
    );
  });

  it('holds another specialty of the same family below the same specialty', () => {
    // The modifier decides: a machine learning software engineer is machine learning work.
    const part = occupation('Machine Learning Software Engineer', ['Backend Developer']);
    expect(part?.fraction).toBe(0.4);
    expect(part?.detail).toContain(
      '"Backend Developer" (software development) is another kind of tech work than "Machine Learning Software Engineer" (data science and machine learning)',
    );
    // A title naming two roles fits a CV that does either.
    expect(
      occupation('Python Developer/Platform Engineer', ['Backend Developer'])?.fraction,
    ).toBeGreaterThanOrEqual(0.9);
    expect(occupation('Platform Engineer', ['Backend Developer'])?.fraction).toBe(0.4);
    expect(occupation('Pharmacist', ['Staff Nurse'])?.detail).toContain('(nursing)');
    expect(occupation('Pharmacist', ['Staff Nurse'])?.fraction).toBe(0.4);
  });

  it('scales the fit down for a post two or more levels above the CV title', () => {
    expect(occupation('Senior Software Engineer', ['Software Engineer'])?.fraction).toBe(1);
    const staff = occupation('Staff Software Engineer', ['Software Engineer']);
    expect(staff?.fraction).toBe(0.5);
    expect(staff?.detail).toContain(
      'A lead-level post, two levels above your title "Software Engineer" (mid level).',
    );
    expect(occupation('Principal Software Engineer', ['Software Engineer'])?.fraction).toBe(0.25);
    // One step at a time: a senior title reaches a staff post without loss.
    expect(
      occupation('Staff Software Engineer', ['Senior Software Engineer', 'Software Engineer'])
        ?.fraction,
    ).toBe(1);
    // "Staff Nurse" is a grade of nursing, not a level above "Nurse".
    expect(occupation('Staff Nurse', ['Nurse'])?.detail).not.toContain('level');
  });

  it('holds a title of another family to a low fit, naming both titles', () => {
    const part = occupation('Staff Nurse', ['Data Engineer']);
    expect(part?.fraction).toBeLessThanOrEqual(0.1);
    expect(part?.detail).toContain(
      '"Data Engineer" (tech) is another occupation than "Staff Nurse" (clinical)',
    );
  });

  it('reads families from head nouns and domain words', () => {
    expect(occupation('Assistant Accountant', ['Accounts Clerk'])?.detail).toContain('(finance)');
    expect(occupation('Sous Chef', ['Line Cook'])?.detail).toContain('(hospitality)');
    expect(occupation('Maintenance Technician', ['Electrician'])?.detail).toContain('(trades)');
    expect(occupation('Science Teacher', ['Teaching Assistant'])?.detail).toContain('(teaching)');
  });

  it('does not call a generic title another occupation', () => {
    // "Python Engineer": "engineer" alone does not make it mechanical or civil engineering.
    expect(occupation('Engineer', ['Software Developer'])?.detail).not.toContain(
      'another occupation',
    );
  });
});
