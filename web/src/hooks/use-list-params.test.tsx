import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type ListParams, useListParams } from './use-list-params';

type State = { search: string; tags: string[]; page: number; open: string | null };

/** A small list's URL state: search, tags, page (default 1) and an open record. */
const listParams: ListParams<State> = {
  read: (p) => ({
    search: p.get('search') ?? '',
    tags: p.getAll('tag'),
    page: Math.max(1, Number(p.get('page')) || 1),
    open: p.get('open'),
  }),
  write: (s) => {
    const p = new URLSearchParams();
    if (s.search) p.set('search', s.search);
    for (const t of s.tags) p.append('tag', t);
    if (s.page !== 1) p.set('page', String(s.page));
    if (s.open) p.set('open', s.open);
    return p;
  },
};

/** The hook inside a real router at `url`, with the location it leaves and how it got there. */
function setup<T>(list: Parameters<typeof useListParams<T>>[0], url: string) {
  function InRouter({ children }: { children: ReactNode }) {
    const router = createMemoryRouter([{ path: '*', element: children }], {
      initialEntries: [url],
    });
    return <RouterProvider router={router} />;
  }
  return renderHook(
    () => ({ list: useListParams(list), location: useLocation(), type: useNavigationType() }),
    { wrapper: InRouter },
  );
}

describe('useListParams', () => {
  it('merges a patch into the URL, replacing the history entry unless asked to push', () => {
    const { result } = setup(listParams, '/jobs?search=nurse&page=3');
    expect(result.current.list[0]).toEqual({ search: 'nurse', tags: [], page: 3, open: null });

    act(() => result.current.list[1]({ tags: ['night', 'ward'], page: 1 }));
    expect(result.current.location.search).toBe('?search=nurse&tag=night&tag=ward');
    expect(result.current.type).toBe('REPLACE');

    act(() => result.current.list[1]({ open: 'j1' }, { push: true }));
    expect(result.current.location.search).toBe('?search=nurse&tag=night&tag=ward&open=j1');
    expect(result.current.type).toBe('PUSH');
    expect(result.current.list[0]).toMatchObject({ open: 'j1', tags: ['night', 'ward'] });
  });
});
