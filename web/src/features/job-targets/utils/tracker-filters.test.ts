import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filtersFromParams,
  filtersToParams,
  hasActiveFilters,
  trackerParams,
} from './tracker-filters';

describe('tracker filters ↔ query string', () => {
  it('round-trips every filter', () => {
    const filters = {
      search: 'acme',
      statuses: ['applied', 'offer'] as const,
      minScore: 40,
      maxScore: 90,
      sort: 'score_desc' as const,
      page: 3,
      pageSize: 50,
    };
    const qs = filtersToParams({ ...filters, statuses: [...filters.statuses] }).toString();
    expect(qs).toBe(
      'search=acme&status=applied&status=offer&minScore=40&maxScore=90&sort=score_desc&page=3&pageSize=50',
    );
    expect(filtersFromParams(new URLSearchParams(qs))).toEqual({
      ...filters,
      statuses: ['applied', 'offer'],
    });
  });

  it('leaves defaults out, and paging out for the board and export', () => {
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
    expect(
      filtersToParams({ ...DEFAULT_FILTERS, page: 4, search: ' x ' }, { paging: false }).toString(),
    ).toBe('search=x');
  });

  it('ignores unknown and out-of-range values', () => {
    const f = filtersFromParams(
      new URLSearchParams('status=bogus&status=saved&status=saved&minScore=150&sort=nope&page=-1'),
    );
    expect(f).toEqual({ ...DEFAULT_FILTERS, statuses: ['saved'] });
    expect(hasActiveFilters(f)).toBe(true);
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
  });
});

describe('trackerParams', () => {
  it('reads the filters, view and open job, and writes them back with the defaults left out', () => {
    const url = 'status=applied&status=offer&sort=score_desc&view=board&job=j7';
    const state = trackerParams.read(new URLSearchParams(url));
    expect(state).toMatchObject({
      statuses: ['applied', 'offer'],
      sort: 'score_desc',
      page: 1,
      pageSize: 25,
      view: 'board',
      job: 'j7',
    });
    expect(trackerParams.write(state).toString()).toBe(url);
  });

  it('reads a URL it does not know as the default table', () => {
    const state = trackerParams.read(new URLSearchParams('view=wall&status=lost&page=0'));
    expect(state).toMatchObject({ statuses: [], page: 1, view: 'table', job: null });
    expect(trackerParams.write(state).toString()).toBe('');
  });
});
