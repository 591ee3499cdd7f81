import { type ListScansQuery, ScanSort } from '@jobfit/contracts';
import type { z } from 'zod';
import type { ListParams } from 'src/hooks/use-list-params';

/** Rows per page the scan list offers; the first is the default. */
export const SCAN_PAGE_SIZES = [10, 20, 50] as const;

/** What the scan list shows, kept in its URL. */
export type ScansListState = {
  search: string;
  sort: z.infer<typeof ScanSort>;
  page: number;
  pageSize: number;
};

const DEFAULTS: ScansListState = { search: '', sort: 'newest', page: 1, pageSize: 10 };

/** The scan list's URL state, for `useListParams` and the route's loader. */
export const scansListParams: ListParams<ScansListState> = {
  read: (params) => {
    const pageSize = Number(params.get('pageSize'));
    return {
      search: params.get('search') ?? '',
      sort: ScanSort.catch(DEFAULTS.sort).parse(params.get('sort') ?? undefined),
      page: Math.max(1, Number(params.get('page')) || 1),
      pageSize: (SCAN_PAGE_SIZES as readonly number[]).includes(pageSize)
        ? pageSize
        : DEFAULTS.pageSize,
    };
  },
  write: (state) => {
    const params = new URLSearchParams();
    const search = state.search.trim();
    if (search) params.set('search', search);
    if (state.sort !== DEFAULTS.sort) params.set('sort', state.sort);
    if (state.page !== DEFAULTS.page) params.set('page', String(state.page));
    if (state.pageSize !== DEFAULTS.pageSize) params.set('pageSize', String(state.pageSize));
    return params;
  },
};

/** The list's API query for a state; the page size always goes, as the server's default differs. */
export function scansListQuery(state: ScansListState): ListScansQuery {
  return {
    search: state.search || undefined,
    sort: state.sort,
    page: state.page,
    pageSize: state.pageSize,
  };
}
