import { describe, expect, it } from 'vitest';
import { scansListParams, scansListQuery } from './scans-list-params';

describe('scansListParams', () => {
  it('falls back to the defaults for values it does not know', () => {
    const state = scansListParams.read(new URLSearchParams('sort=sideways&page=-3&pageSize=7'));
    expect(state).toEqual({ search: '', sort: 'newest', page: 1, pageSize: 10 });
    expect(scansListParams.write(state).toString()).toBe('');
  });

  it('writes what differs from the defaults, and always sends the page size to the API', () => {
    const state = scansListParams.read(
      new URLSearchParams('search=+nurse+&sort=score_desc&page=2'),
    );
    expect(scansListParams.write(state).toString()).toBe('search=nurse&sort=score_desc&page=2');
    expect(scansListQuery({ ...state, search: '' })).toEqual({
      search: undefined,
      sort: 'score_desc',
      page: 2,
      pageSize: 10,
    });
  });
});
