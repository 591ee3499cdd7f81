import { describe, expect, it } from 'vitest';
import { resumeToText } from '../../src/render/index.ts';
import { tailorCv } from '../../src/tailor/index.ts';
import { sampleResume } from '../render/sample-resume.ts';
import { scanOf } from './sample-scan.ts';

const numbersIn = (s: string) => new Set(s.match(/\d+/g) ?? []);

describe('tailorCv', () => {
  it('moves the bullets that prove the job keywords up within each job, keeping the rest in order', () => {
    const resume = sampleResume();
    const { resume: out, changes } = tailorCv({
      resume,
      scan: scanOf(resume),
      confirmedSkills: [],
    });
    expect(out.work[0]?.highlights).toEqual([
      'Led the migration of the billing platform to event sourcing with Kafka, cutting invoice errors by 40 percent across all regions',
      'Built the Go services behind card settlement, running on Kubernetes in three regions',
      'Mentored four engineers and ran the weekly architecture review',
    ]);
    // Bullets move only within their job: every job keeps exactly its own bullets.
    out.work.forEach((w, i) =>
      expect([...w.highlights].sort()).toEqual([...(resume.work[i]?.highlights ?? [])].sort()),
    );
    expect(changes.find((c) => c.path === 'work[0].highlights')?.message).toMatch(/Kafka/);
  });

  it('names a moved job by its title and employer, or not at all when the parse mangled them', () => {
    const resume = sampleResume();
    const named = tailorCv({ resume, scan: scanOf(resume), confirmedSkills: [] }).changes;
    expect(named.find((c) => c.path === 'work[0].highlights')?.message).toMatch(
      /^Moved up the Staff Engineer at Nordlys Payments bullets that show /,
    );
    resume.work[0]!.position = 'In';
    resume.work[0]!.name = 'Company Name';
    const unnamed = tailorCv({ resume, scan: scanOf(resume), confirmedSkills: [] }).changes;
    expect(unnamed.find((c) => c.path === 'work[0].highlights')?.message).toMatch(
      /^Moved up the bullets that show .+ in one of your jobs\.$/,
    );
  });

  it('adds a confirmed missing skill where placements say, and refuses an unconfirmed one', () => {
    const resume = sampleResume();
    const { resume: out, changes } = tailorCv({
      resume,
      scan: scanOf(resume),
      confirmedSkills: ['Terraform'],
      placements: { Terraform: { workIndex: 0, highlightIndex: 2 }, Rust: 'skills' },
    });
    expect(out.work[0]?.highlights).toContain(
      'Built the Go services behind card settlement, running on Kubernetes in three regions, using Terraform',
    );
    expect(changes).toContainEqual(
      expect.objectContaining({ kind: 'place_skill', skill: 'Terraform' }),
    );
    expect(changes).toContainEqual(expect.objectContaining({ kind: 'skip_skill', skill: 'Rust' }));
    expect(resumeToText(out)).not.toMatch(/\bRust\b/);
  });

  it('puts a confirmed skill without a placement into the skills group of its family', () => {
    const resume = sampleResume();
    const { resume: out, changes } = tailorCv({
      resume,
      scan: scanOf(resume),
      confirmedSkills: ['Rust'],
    });
    expect(out.skills.find((g) => g.name === 'Languages')?.keywords).toContain('Rust');
    expect(changes).toContainEqual(
      expect.objectContaining({
        kind: 'add_skill',
        skill: 'Rust',
        message: 'Added Rust (you confirmed it) to Languages.',
      }),
    );
  });

  it('lists skills the experience shows but the skills section lacks, once', () => {
    const resume = sampleResume();
    const { resume: out } = tailorCv({ resume, scan: scanOf(resume), confirmedSkills: [] });
    const listed = out.skills.flatMap((g) => g.keywords);
    expect(listed).toContain('Kubernetes');
    // "Kafka" is listed already; the scan's "Apache Kafka" is the same skill.
    expect(listed).not.toContain('Apache Kafka');
  });

  it("keeps the user's own summary, with the sentences that match the job first and confirmed skills added", () => {
    const resume = sampleResume();
    resume.basics.summary =
      'Backend engineer with payments and data platform experience. I enjoy mentoring and hiking. I run Go and Kafka services on Kubernetes.';
    const { resume: out, changes } = tailorCv({
      resume,
      scan: scanOf(resume),
      confirmedSkills: ['Terraform', 'Rust'],
    });
    expect(out.basics.summary).toBe(
      'Backend engineer with payments and data platform experience. I run Go and Kafka services on Kubernetes. I enjoy mentoring and hiking. Skills also include Terraform and Rust.',
    );
    expect(out.basics.summary).not.toMatch(/[A-Z]{4,}|Also skilled in|Seeking to bring/);
    expect(changes.find((c) => c.kind === 'summary')?.before).toBe(resume.basics.summary);
  });

  it('trims a long summary toward the job and writes one only for a CV without', () => {
    const resume = sampleResume();
    const filler =
      'I like long walks along the coast with my family on sunny weekends in the summer.';
    resume.basics.summary = `Backend engineer. ${filler} ${filler} ${filler} ${filler} ${filler} I build Go services on Kubernetes.`;
    const { resume: out } = tailorCv({ resume, scan: scanOf(resume), confirmedSkills: [] });
    const summary = out.basics.summary ?? '';
    expect(summary).toMatch(/^Backend engineer\. I build Go services on Kubernetes\./);
    // MAX_SUMMARY_WORDS, decision 150.
    expect(summary.split(/\s+/).length).toBeLessThanOrEqual(80);

    const bare = sampleResume();
    delete bare.basics.summary;
    bare.basics.label = 'BACKEND ENGINEER';
    const written = tailorCv({ resume: bare, scan: scanOf(bare), confirmedSkills: [] }).resume;
    expect(written.basics.summary).toMatch(/^Backend Engineer with hands-on experience in /);
  });

  it('leaves out a job title that names a skill the CV lacks', () => {
    const resume = sampleResume();
    const scan = scanOf(
      resume,
      'Rust Developer\n\nRequirements\n- Experience with Rust and Go\n- Kafka',
    );
    const { resume: out } = tailorCv({ resume, scan, confirmedSkills: [] });
    expect(out.basics.summary).not.toMatch(/Rust/);
  });

  it('orders sections for a skills-heavy posting and returns the order', () => {
    const resume = sampleResume();
    const { sectionOrder, changes } = tailorCv({
      resume,
      scan: scanOf(resume),
      confirmedSkills: [],
    });
    expect(sectionOrder).toEqual([
      'summary',
      'experience',
      'projects',
      'skills',
      'education',
      'certificates',
      'languages',
    ]);
    expect(changes.find((c) => c.kind === 'section_order')?.message).toMatch(
      /skills before education/,
    );
  });

  it('puts education first for a junior role when the CV has one job or none', () => {
    const resume = sampleResume();
    resume.work = resume.work.slice(2);
    const scan = scanOf(resume, 'Junior Developer\n\nRequirements\n- Python\n- SQL');
    expect(tailorCv({ resume, scan, confirmedSkills: [] }).sectionOrder.slice(0, 3)).toEqual([
      'summary',
      'education',
      'experience',
    ]);
  });

  it('adds no employer, title, date, degree or number, and leaves the input alone', () => {
    const resume = sampleResume();
    const before = JSON.stringify(resume);
    const scan = scanOf(resume);
    const { resume: out } = tailorCv({
      resume,
      scan,
      confirmedSkills: ['Terraform'],
      placements: { Terraform: { workIndex: 1, highlightIndex: 0 } },
    });
    expect(JSON.stringify(resume)).toBe(before);
    expect(out.work.map((w) => [w.name, w.position, w.startDate, w.endDate])).toEqual(
      resume.work.map((w) => [w.name, w.position, w.startDate, w.endDate]),
    );
    expect(out.education).toEqual(resume.education);
    const allowed = numbersIn(`${resumeToText(resume)} ${scan.postingText}`);
    for (const n of numbersIn(resumeToText(out))) expect(allowed).toContain(n);
  });

  it('is deterministic', () => {
    const resume = sampleResume();
    const scan = scanOf(resume);
    const a = tailorCv({ resume, scan, confirmedSkills: ['Terraform'] });
    const b = tailorCv({ resume: sampleResume(), scan, confirmedSkills: ['Terraform'] });
    expect(b).toEqual(a);
  });
});

describe('tailorCv ranking and grouping', () => {
  it('ranks bullets by evidence and strength, and a course never outranks an achievement', () => {
    const resume = sampleResume();
    resume.work[0]!.highlights = [
      'Completed a Kubernetes and Kafka training course',
      'Answered support tickets',
      'Cut settlement latency by 35% by rewriting the Go services on Kubernetes',
    ];
    const { resume: out, changes } = tailorCv({
      resume,
      scan: scanOf(resume),
      confirmedSkills: [],
    });
    expect(out.work[0]!.highlights).toEqual([
      'Cut settlement latency by 35% by rewriting the Go services on Kubernetes',
      'Answered support tickets',
      'Completed a Kubernetes and Kafka training course',
    ]);
    expect(changes.find((c) => c.path === 'work[0].highlights')?.message).toMatch(/Go|Kubernetes/);
  });

  it('files confirmed skills with their kind, never under soft skills', () => {
    const resume = sampleResume();
    resume.skills = [
      { name: 'Soft Skills', keywords: ['Teamwork', 'Communication'] },
      { name: 'Technical', keywords: ['Go', 'PostgreSQL'] },
    ];
    const posting = 'Platform Engineer\n\nRequirements\n- Linux administration\n- REST APIs\n- Go';
    const { resume: out } = tailorCv({
      resume,
      scan: scanOf(resume, posting),
      confirmedSkills: ['Linux', 'REST'],
    });
    const soft = out.skills.find((g) => g.name === 'Soft Skills')?.keywords ?? [];
    expect(soft).toEqual(['Teamwork', 'Communication']);
    const technical = out.skills.find((g) => g.name === 'Technical')?.keywords ?? [];
    expect(technical).toEqual(expect.arrayContaining(['Linux']));
    expect(out.skills.flatMap((g) => g.keywords).filter((k) => /^REST/.test(k))).toHaveLength(1);
    expect(soft.some((k) => /Linux|REST/.test(k))).toBe(false);
  });

  it('adds to a skills list written one skill a line as one more line, never under a skill', () => {
    const resume = sampleResume();
    resume.skills = [
      { name: 'budget development', keywords: [] },
      { name: 'customer service', keywords: [] },
      { name: 'Microsoft Office', keywords: [] },
    ];
    const posting =
      'Marketing Lead\n\nRequirements\n- Advertising and marketing campaigns\n- Customer service';
    const { resume: out, changes } = tailorCv({
      resume,
      scan: scanOf(resume, posting),
      confirmedSkills: ['Advertising'],
    });
    expect(out.skills.every((g) => g.keywords.length === 0)).toBe(true);
    expect(out.skills.map((g) => g.name)).toEqual(expect.arrayContaining(['Advertising']));
    expect(out.skills.map((g) => g.name)).not.toContain('Technical skills');
    expect(changes.find((c) => c.skill === 'Advertising')?.message).toBe(
      'Added Advertising (you confirmed it) to your skills.',
    );
  });

  it('starts a summary written in lower case with a capital, and changes no other word', () => {
    const resume = sampleResume();
    resume.basics.summary =
      'cook with 16 years of experience cooking in various environments. Focused on high standards.';
    const { resume: out } = tailorCv({ resume, scan: scanOf(resume), confirmedSkills: [] });
    expect(out.basics.summary).toMatch(
      /^Cook with 16 years of experience cooking in various environments\./,
    );
  });

  it('ends a summary written without a full stop before the sentence of confirmed skills', () => {
    const resume = sampleResume();
    resume.basics.summary = 'Backend engineer with payments experience, finished a Go course';
    const { resume: out } = tailorCv({
      resume,
      scan: scanOf(resume),
      confirmedSkills: ['Terraform'],
    });
    expect(out.basics.summary).toBe(
      'Backend engineer with payments experience, finished a Go course. Skills also include Terraform.',
    );
  });

  it.each([
    ['San Francisco, CA •'],
    ['Programming languages: Java, Kotlin, Swift'],
    ['June 2 017'],
  ])('never opens a written summary with a headline that is no title: %s', (label) => {
    const resume = sampleResume();
    delete resume.basics.summary;
    resume.basics.label = label;
    const { resume: out } = tailorCv({ resume, scan: scanOf(resume), confirmedSkills: [] });
    // The latest job's title stands in for it.
    expect(out.basics.summary).toMatch(/^Staff Engineer with hands-on experience in /);
  });

  it('names confirmed skills in the summary as a sentence writes common nouns', () => {
    const resume = sampleResume();
    const posting = 'Marketing Lead\n\nRequirements\n- Advertising\n- Business development';
    const { resume: out } = tailorCv({
      resume,
      scan: scanOf(resume, posting),
      confirmedSkills: ['Advertising', 'Business development'],
    });
    expect(out.basics.summary).toMatch(
      /Skills also include (?:advertising and business development|business development and advertising)\./,
    );
  });

  it('keeps a group of one family to that family: no Statistics among programming languages', () => {
    const resume = sampleResume();
    resume.skills = [
      { name: 'Languages', keywords: ['Python', 'C++', 'Rust'] },
      { name: 'Infrastructure', keywords: ['Kubernetes', 'AWS'] },
    ];
    const posting =
      'Data Scientist\n\nRequirements\n- Statistics and mathematics\n- Go or Python\n- Kubernetes';
    const { resume: out } = tailorCv({
      resume,
      scan: scanOf(resume, posting),
      confirmedSkills: ['Statistics', 'Go'],
    });
    const group = (skill: string) => out.skills.find((g) => g.keywords.includes(skill))?.name;
    expect(group('Go')).toBe('Languages');
    expect(group('Statistics')).toBe('Technical skills');
  });
});
