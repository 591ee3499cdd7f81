import {
  JOB_STATUSES,
  JOB_TARGETS_MAX_PAGE_SIZE,
  type JobStatus,
  JobTargetSort,
} from '@jobfit/contracts';
import type { z } from 'zod';
import type { ListParams } from 'src/hooks/use-list-params';

export type TrackerSort = z.infer<typeof JobTargetSort>;

/** What the tracker shows; kept in the page URL so a filtered view can be shared or reloaded. */
export type TrackerFilters = {
  search: string;
  statuses: JobStatus[];
  minScore: number | null;
  maxScore: number | null;
  sort: TrackerSort;
  page: number;
  pageSize: number;
};

export const DEFAULT_FILTERS: TrackerFilters = {
  search: '',
  statuses: [],
  minScore: null,
  maxScore: null,
  sort: 'activity',
  page: 1,
  pageSize: 25,
};

export const PAGE_SIZES = [10, 25, 50, 100] as const;

function readScore(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 100 ? n : null;
}

function readPositive(value: string | null, fallback: number, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

/** Reads filters from a query string; unknown or invalid values fall back to the defaults. */
export function filtersFromParams(params: URLSearchParams): TrackerFilters {
  const statuses = params
    .getAll('status')
    .filter((s): s is JobStatus => (JOB_STATUSES as readonly string[]).includes(s));
  const sort = JobTargetSort.safeParse(params.get('sort'));
  return {
    search: params.get('search') ?? '',
    statuses: [...new Set(statuses)],
    minScore: readScore(params.get('minScore')),
    maxScore: readScore(params.get('maxScore')),
    sort: sort.success ? sort.data : DEFAULT_FILTERS.sort,
    page: readPositive(params.get('page'), DEFAULT_FILTERS.page, 10_000),
    pageSize: readPositive(
      params.get('pageSize'),
      DEFAULT_FILTERS.pageSize,
      JOB_TARGETS_MAX_PAGE_SIZE,
    ),
  };
}

/** The list's query (GET /api/job-targets) as the route table types it; see `filtersToQuery`. */
export type TrackerQuery = {
  search?: string | undefined;
  status?: JobStatus[] | undefined;
  minScore?: number | undefined;
  maxScore?: number | undefined;
  sort?: TrackerSort | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
};

/**
 * Filters as the list's query, defaults left out (undefined) so URLs stay short. `paging: false`
 * drops page and page size (the board pages each column itself; the CSV export takes every job).
 * Keys in URL order: `apiPath` and `filtersToParams` write the same query string from it.
 */
export function filtersToQuery(
  filters: TrackerFilters,
  { paging = true }: { paging?: boolean } = {},
): TrackerQuery {
  const search = filters.search.trim();
  return {
    search: search || undefined,
    status: filters.statuses.length > 0 ? [...filters.statuses] : undefined,
    minScore: filters.minScore ?? undefined,
    maxScore: filters.maxScore ?? undefined,
    sort: filters.sort !== DEFAULT_FILTERS.sort ? filters.sort : undefined,
    page: paging && filters.page !== DEFAULT_FILTERS.page ? filters.page : undefined,
    pageSize:
      paging && filters.pageSize !== DEFAULT_FILTERS.pageSize ? filters.pageSize : undefined,
  };
}

/** Writes filters as a query string (the page's own URL), as `filtersToQuery` leaves them. */
export function filtersToParams(
  filters: TrackerFilters,
  options: { paging?: boolean } = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filtersToQuery(filters, options))) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v !== undefined) params.append(key, String(v));
    }
  }
  return params;
}

/** True when anything narrows the list (used to tell "no jobs yet" from "no match"). */
export function hasActiveFilters(filters: TrackerFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.statuses.length > 0 ||
    filters.minScore !== null ||
    filters.maxScore !== null
  );
}

/** The tracker's two views of the same jobs. */
export type TrackerView = 'table' | 'board';

/** Everything the tracker keeps in its URL: the filters, the view and the job open in the drawer. */
export type TrackerState = TrackerFilters & { view: TrackerView; job: string | null };

/** The tracker's URL state, for `useListParams` and the route's loader. */
export const trackerParams: ListParams<TrackerState> = {
  read: (params) => ({
    ...filtersFromParams(params),
    view: params.get('view') === 'board' ? 'board' : 'table',
    job: params.get('job'),
  }),
  write: ({ view, job, ...filters }) => {
    const params = filtersToParams(filters);
    if (view === 'board') params.set('view', 'board');
    if (job) params.set('job', job);
    return params;
  },
};
