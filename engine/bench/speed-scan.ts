// npm run bench -- scan: scans per second and per-scan latency for a two-page CV against a
// 600-word posting. Inputs are built before timing; nothing here asserts on time.
import { parseCvText } from '../src/cv/index.ts';
import { scan } from '../src/match/index.ts';
import type { ParsedCv } from '../src/resume.ts';
import { BatchInputs } from '../src/cli/batch-inputs.ts';

const JOBS = [
  [
    'Senior Backend Engineer',
    'Acme Payments',
    '2019-03',
    '',
    'Go, Kubernetes, PostgreSQL, Kafka and gRPC',
  ],
  [
    'Backend Engineer',
    'Globex',
    '2016-01',
    '2019-02',
    'Java, Spring Boot, MySQL, RabbitMQ and Docker',
  ],
  ['Software Developer', 'Initech', '2013-06', '2015-12', 'Python, Django, Redis and Celery'],
  ['Junior Developer', 'Hooli', '2011-09', '2013-05', 'JavaScript, jQuery, PHP and MySQL'],
];
const BULLETS = [
  'Led the migration of {tech} services to a new platform, cutting p95 latency by 38% for 2M daily users.',
  'Built a reconciliation pipeline with {tech} that processes 40,000 payments an hour with zero data loss.',
  'Designed and shipped an internal API used by 14 teams; wrote the runbooks and on-call guides.',
  'Reduced cloud spend by $120k a year by right-sizing clusters and adding autoscaling.',
  'Mentored 5 engineers through code review, pairing and a weekly architecture clinic.',
  'Partnered with product and finance to plan quarterly roadmaps and report delivery against OKRs.',
  'Ran incident reviews and turned their findings into alerts, dashboards and fixes that stuck.',
  'Introduced contract tests and CI/CD gates that cut production incidents by half.',
];

/** A two-page CV (~900 words) as plain text. */
export function benchCvText(): string {
  const out = [
    'Jordan Example',
    'Senior Backend Engineer',
    'jordan@example.com · +44 20 7946 0000 · linkedin.com/in/jordan-example',
    '',
  ];
  out.push(
    'Summary',
    'Backend engineer with 12 years of experience building payment and data platforms in Go, Java and Python on AWS and Kubernetes. I care about reliability, observability and clear APIs, and I enjoy mentoring.',
    '',
  );
  out.push('Experience');
  for (const [title, company, start, end, tech] of JOBS) {
    out.push(`${title}, ${company}`, `${start} – ${end || 'Present'}`);
    for (const b of BULLETS) out.push(`- ${b.replace('{tech}', tech ?? '')}`);
    out.push(
      `- Worked daily with ${tech}, Terraform, GitHub Actions, Prometheus and Grafana in an Agile Scrum team.`,
      '',
    );
  }
  out.push(
    'Education',
    'MSc Computer Science, University of Edinburgh, 2009 – 2011',
    'BSc Mathematics, University of Leeds, 2006 – 2009',
    '',
  );
  out.push(
    'Skills',
    'Languages: Go, Java, Python, SQL, TypeScript',
    'Platforms: AWS, Kubernetes, Docker, Terraform, Kafka, PostgreSQL, Redis',
    'Practices: TDD, code review, incident management, system design',
    '',
  );
  out.push(
    'Certifications',
    'AWS Certified Solutions Architect – Associate (2021)',
    'Certified Kubernetes Administrator (2022)',
  );
  return out.join('\n');
}

/** A ~600-word posting with requirements, nice-to-haves, responsibilities and boilerplate. */
export function benchPostingText(): string {
  const req = [
    '5+ years of professional experience building backend services in Go or Java.',
    'Strong knowledge of Kubernetes, Docker and infrastructure as code with Terraform.',
    'Experience with PostgreSQL and event streaming such as Kafka or RabbitMQ.',
    'Hands-on experience with observability tools like Prometheus, Grafana and OpenTelemetry.',
    'A degree in Computer Science or equivalent practical experience.',
    'Excellent communication skills and the ability to work in a distributed team.',
  ];
  const nice = [
    'Experience with gRPC and protobuf is a plus.',
    'Familiarity with payments, PCI DSS or fraud detection.',
    'Knowledge of Rust or Python.',
  ];
  const duties = [
    'Design, build and operate the services that move money for our customers.',
    'Own features end to end, from design documents to production monitoring.',
    'Improve the reliability, latency and cost of our platform on AWS.',
    'Review code, mentor engineers and share knowledge across teams.',
    'Work with product managers and designers to shape the roadmap.',
  ];
  const about =
    'Acme Payments builds the infrastructure that lets small businesses get paid. We are 300 people across Europe, backed by leading investors, and we process billions every year. ';
  const parts = [
    'Senior Backend Engineer (Go)',
    'Company: Acme Payments',
    'Location: London, hybrid (2 days a week in the office)',
    '',
    'About us',
    about.repeat(4),
    '',
    'What you will do',
  ];
  parts.push(
    ...duties.map((d) => `- ${d}`),
    '',
    'Requirements',
    ...req.map((r) => `- ${r}`),
    '',
    'Nice to have',
    ...nice.map((r) => `- ${r}`),
  );
  parts.push(
    '',
    'What we offer',
    '- Competitive salary and equity, 30 days of paid holiday, private health insurance and a learning budget.',
    '- Flexible hours, a yearly team offsite and the equipment you need.',
  );
  parts.push(
    '',
    'We are an equal opportunity employer and value diversity. We do not discriminate on the basis of race, religion, gender identity, sexual orientation, age or disability status.',
  );
  parts.push(
    '',
    'How we work',
    `${"We ship small changes often, review each other's code, write design documents for larger changes and keep our services observable. ".repeat(9)}`,
  );
  return parts.join('\n');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * The floor: a plain word-overlap matcher (the share of the posting's distinct words the CV has),
 * what any scan costs at least to read both texts once.
 */
export function wordOverlap(cvText: string, postingText: string): number {
  const words = (t: string) => new Set(t.toLowerCase().match(/[\p{L}\p{N}+#]+/gu) ?? []);
  const cv = words(cvText);
  const job = words(postingText);
  let shared = 0;
  for (const w of job) if (cv.has(w)) shared++;
  return job.size === 0 ? 0 : shared / job.size;
}

type Timed = [name: string, once: () => unknown];

/** Prints scans/s and p50/p95 per scan for `scan()` and for a full batch line. */
export async function run(): Promise<void> {
  const cvText = benchCvText();
  const posting = benchPostingText();
  const cv: ParsedCv = parseCvText(cvText);
  const line = JSON.stringify({ id: 1, cv: cvText, job: posting });
  console.log(
    `scan speed: CV ${cvText.split(/\s+/).length} words, posting ${posting.split(/\s+/).length} words`,
  );
  for (let i = 0; i < 50; i++) scan(cv, posting); // warm-up: JIT and the taxonomy index, once per process
  // A scan keeps its CV-side work by the CV's content: copies under other names make every timed
  // scan do it all.
  const fresh = Array.from({ length: RUNS }, (_, i) => {
    const copy = structuredClone(cv);
    copy.resume.basics.name = `Jordan Example ${i}`;
    return copy;
  });
  // Lines with a new CV each: the batch reads each once.
  const newCvLines = Array.from({ length: RUNS }, (_, i) =>
    JSON.stringify({
      id: i,
      cv: cvText.replace('Jordan Example', `Jordan Example ${i}`),
      job: posting,
    }),
  );
  const inputs = new BatchInputs();
  const batchLine = async (text: string) => {
    const input = JSON.parse(text) as { id: number; cv: string; job: string };
    const job = inputs.posting(input.job);
    return JSON.stringify({ id: input.id, ...scan(await inputs.cv(input.cv), job) });
  };
  let n = 0;
  let m = 0;
  const rows: Timed[] = [
    ['floor: plain word overlap of the two texts', () => wordOverlap(cvText, posting)],
    [
      'scan() (posting parse + new CV + match + checks)',
      () => scan(fresh[n++ % RUNS] as ParsedCv, posting),
    ],
    ['scan() of one CV, posting text parsed each time', () => scan(cv, posting)],
    ['batch line, one CV × one job (each read once)', () => batchLine(line)],
    [
      'batch line, one job × a new CV text each line',
      () => batchLine(newCvLines[m++ % RUNS] ?? line),
    ],
  ];
  for (const [name, once] of rows) {
    await once(); // the batch's first line reads its inputs: the rest find them
    const times: number[] = [];
    const start = performance.now();
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await once();
      times.push(performance.now() - t0);
    }
    const total = performance.now() - start;
    const cpu = process.cpuUsage(cpu0);
    // CPU time says what one core does even when other processes share the machine.
    const cpuMs = (cpu.user + cpu.system) / 1000;
    times.sort((a, b) => a - b);
    console.log(
      `  ${name.padEnd(52)} ${(RUNS / (total / 1000)).toFixed(0).padStart(5)} scans/s  p50 ${percentile(times, 50).toFixed(2)} ms  p95 ${percentile(times, 95).toFixed(2)} ms  (CPU ${(cpuMs / RUNS).toFixed(2)} ms/scan = ${(RUNS / (cpuMs / 1000)).toFixed(0)} scans per CPU-second)`,
    );
  }
}

const RUNS = 1000;
