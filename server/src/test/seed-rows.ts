import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refreshUserJobScanSummaries } from '../db/job-scan-summary.ts';

// Many rows for one user, written straight in SQL (one statement per table) for load tests and for
// the paging and dashboard tests (decision 142). Jobs follow from the row number and `now`; scans
// and documents from a hash of their job's random id, so the spread is the same on every run and
// the exact rows are not.

export interface SeedOptions {
  /** Jobs, and about as many scans and tailored documents. */
  n: number;
  /** The newest row is this old or younger; rows go back one hour at a time. */
  now: Date;
  /** A scan result (keywords included) every seeded scan copies, varying which are missing. */
  result: unknown;
  /** The content of every seeded document. */
  documentContent: unknown;
  cvText?: string;
}

const TITLES = [
  'Backend Engineer',
  'Senior Frontend Developer',
  'Data Analyst',
  'Product Manager',
  'DevOps Engineer',
  'Registered Nurse',
  'Marketing Coordinator',
  'Full Stack Developer',
  'QA Engineer',
  'UX Designer',
  'Site Reliability Engineer',
  'Machine Learning Engineer',
];
const COMPANIES = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark Industries', null];
const LOCATIONS = ['Berlin', 'Remote', 'London', 'Paris', 'New York', null];

// Statuses in about the shares a real search has; a job walked every status of its path.
const PATHS: Record<string, string[]> = {
  saved: ['saved'],
  applied: ['saved', 'applied'],
  interviewing: ['saved', 'applied', 'interviewing'],
  offer: ['saved', 'applied', 'interviewing', 'offer'],
  rejected: ['saved', 'applied', 'rejected'],
  withdrawn: ['saved', 'withdrawn'],
};
const SHARES = [
  ...Array<string>(8).fill('saved'),
  ...Array<string>(5).fill('applied'),
  ...Array<string>(2).fill('interviewing'),
  'offer',
  ...Array<string>(3).fill('rejected'),
  'withdrawn',
];

const textArray = (values: readonly (string | null)[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** Seeds `n` jobs with their status events, ~n scans and ~n documents for `userId`. */
export async function seedRows(db: Db, userId: string, options: SeedOptions): Promise<void> {
  const { n, now } = options;
  const nowIso = now.toISOString();
  await db.transaction(async (tx) => {
    // Row i is i hours old; updated_at is rounded down to the day, so many jobs tie on it.
    await tx.execute(sql`
      insert into job_target (id, user_id, title, company, location, url, posting_text, status,
        notes, salary, deadline, applied_at, sent_cv, created_at, updated_at)
      select gen_random_uuid()::text, ${userId},
        (${textArray(TITLES)})[1 + i % ${TITLES.length}] || ' ' || (i % 97),
        (${textArray(COMPANIES)})[1 + i % ${COMPANIES.length}],
        (${textArray(LOCATIONS)})[1 + i % ${LOCATIONS.length}],
        case when i % 3 = 0 then 'https://jobs.example.com/' || i end,
        'We are hiring. You will build and run services, work with product and design, and '
          || 'mentor others. Requirements: experience with the stack, good communication. ' || i,
        st.status,
        case when i % 4 = 0 then 'Referral from a former colleague; follow up on ' || i end,
        case when i % 5 = 0 then (40 + i % 60) || 'k' end,
        case when i % 6 = 0 then (${nowIso}::timestamptz + (i % 90 - 30) * interval '1 day')::date end,
        case when st.status not in ('saved', 'withdrawn')
          then ${nowIso}::timestamptz - i * interval '1 hour' + interval '1 day' end,
        case when st.status not in ('saved', 'withdrawn')
          then (array['master', 'tailored', null])[1 + i % 3] end,
        ${nowIso}::timestamptz - i * interval '1 hour' - interval '2 days',
        date_trunc('day', ${nowIso}::timestamptz - i * interval '1 hour')
      from generate_series(0, ${n - 1}) as i
      cross join lateral (
        select (${textArray(SHARES)})[1 + (i * 7) % ${SHARES.length}] as status
      ) st`);
    await tx.execute(sql`
      insert into job_target_event (id, user_id, job_target_id, from_status, to_status, created_at)
      select gen_random_uuid()::text, j.user_id, j.id, (p.path)[k - 1], (p.path)[k],
        j.created_at + (k - 1) * interval '1 day'
      from job_target j
      join (values ${sql.join(
        Object.entries(PATHS).map(([status, path]) => sql`(${status}, ${textArray(path)})`),
        sql`, `,
      )}) as p(status, path) on p.status = j.status
      cross join lateral generate_series(1, cardinality(p.path)) as k
      where j.user_id = ${userId}`);
    // Four jobs in five have a scan, one in five of those a rescan: about n scans in all. A seeded
    // scan keeps the keywords of the template, and a third of them become missing.
    await tx.execute(sql`
      insert into scan (id, user_id, job_target_id, cv_hash, cv_text, result, score,
        engine_version, rescan, created_at)
      select gen_random_uuid()::text, j.user_id, j.id, md5(${options.cvText ?? 'cv'} || r.nth),
        ${options.cvText ?? 'A CV.'},
        jsonb_set(${JSON.stringify(options.result)}::jsonb, '{keywords}', coalesce((
          select jsonb_agg(case when abs(hashtext(k.value->>'name' || j.id || r.nth)::bigint) % 3 = 0
            then jsonb_set(k.value, '{status}', '"missing"') else k.value end order by k.ordinality)
          from jsonb_array_elements(${JSON.stringify(options.result)}::jsonb->'keywords')
            with ordinality as k
        ), '[]'::jsonb))::json,
        20 + abs(hashtext(j.id || r.nth)::bigint) % 80, 'seed', r.nth > 1,
        j.created_at + r.nth * interval '10 minutes'
      from job_target j
      cross join lateral generate_series(1, case when abs(hashtext(j.id)::bigint) % 5 = 0 then 0
        when abs(hashtext(j.id)::bigint) % 5 = 1 then 2 else 1 end) as r(nth)
      where j.user_id = ${userId}`);
    await refreshUserJobScanSummaries(tx, userId);
    await tx.execute(sql`
      insert into document (id, user_id, scan_id, job_target_id, kind, title, content, template,
        score, original_score, created_at, updated_at)
      select gen_random_uuid()::text, s.user_id, s.id, s.job_target_id,
        case when abs(hashtext(s.id)::bigint) % 3 = 0 then 'cover_letter' else 'cv' end,
        j.title || ' at ' || coalesce(j.company, 'a company'),
        ${JSON.stringify(options.documentContent)}::jsonb, 'classic',
        least(100, s.score + 8), s.score, s.created_at + interval '5 minutes',
        s.created_at + interval '5 minutes' + (abs(hashtext(s.id)::bigint) % 48) * interval '1 hour'
      from scan s join job_target j on j.id = s.job_target_id
      where s.user_id = ${userId}`);
  });
}
