import { describe, expect, it } from 'vitest';
import { filterNavByRole, isHiddenForRole, isPathActive } from './nav-utils';
import type { NavGroupData } from './types';

describe('isHiddenForRole', () => {
  it('shows items without allowedRoles to everyone', () => {
    expect(isHiddenForRole(undefined, 'user')).toBe(false);
    expect(isHiddenForRole([], undefined)).toBe(false);
  });

  it('hides items whose allowedRoles do not include the role', () => {
    expect(isHiddenForRole(['admin'], 'user')).toBe(true);
    expect(isHiddenForRole(['admin'], undefined)).toBe(true);
    expect(isHiddenForRole(['admin', 'user'], 'user')).toBe(false);
  });
});

describe('filterNavByRole', () => {
  const data: NavGroupData[] = [
    {
      subheader: 'Tools',
      items: [
        { title: 'Everyone', path: '/a' },
        { title: 'Admins', path: '/b', allowedRoles: ['admin'] },
        {
          title: 'Parent',
          path: '/c',
          children: [
            { title: 'Child for all', path: '/c' },
            { title: 'Child for admins', path: '/c/x', allowedRoles: ['admin'] },
          ],
        },
      ],
    },
    { subheader: 'Admin', items: [{ title: 'Users', path: '/users', allowedRoles: ['admin'] }] },
  ];

  it('drops items and groups a user may not see, at any depth', () => {
    const result = filterNavByRole(data, 'user');
    expect(result.map((g) => g.subheader)).toEqual(['Tools']);
    expect(result[0]?.items.map((i) => i.title)).toEqual(['Everyone', 'Parent']);
    expect(result[0]?.items[1]?.children?.map((i) => i.title)).toEqual(['Child for all']);
  });

  it('keeps everything for an admin', () => {
    const result = filterNavByRole(data, 'admin');
    expect(result).toHaveLength(2);
    expect(result[0]?.items).toHaveLength(3);
    expect(result[0]?.items[2]?.children).toHaveLength(2);
  });
});

describe('isPathActive', () => {
  it('matches exactly, or deeper paths for parents', () => {
    expect(isPathActive('/master-cv', '/master-cv', false)).toBe(true);
    expect(isPathActive('/job-analyzer', '/job-analyzer/results/3', true)).toBe(true);
    expect(isPathActive('/job-analyzer', '/job-analyzer/results/3', false)).toBe(false);
    expect(isPathActive('/job', '/job-analyzer', true)).toBe(false);
    expect(isPathActive('https://example.com', '/', true)).toBe(false);
  });
});
