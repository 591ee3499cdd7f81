import { describe, expect, it } from 'vitest';
import { accountLinks, homeOrDashboardLink } from './account-drawer';

describe('homeOrDashboardLink', () => {
  it('reads Home and goes to / on a dashboard path', () => {
    expect(homeOrDashboardLink('/dashboard')).toMatchObject({ label: 'Home', to: '/' });
    expect(homeOrDashboardLink('/dashboard/anything')).toMatchObject({ label: 'Home', to: '/' });
  });

  it('reads Dashboard and goes to /dashboard elsewhere', () => {
    expect(homeOrDashboardLink('/master-cv')).toMatchObject({
      label: 'Dashboard',
      to: '/dashboard',
    });
    expect(homeOrDashboardLink('/dashboards')).toMatchObject({
      label: 'Dashboard',
      to: '/dashboard',
    });
  });
});

describe('accountLinks', () => {
  it.each(['/dashboard', '/master-cv', '/job-analyzer/results', '/'])(
    'lists every destination once on %s, with no placeholder',
    (pathname) => {
      const links = accountLinks(pathname);
      const targets = links.map((link) => link.to);
      expect(new Set(targets).size).toBe(targets.length);
      expect(new Set(links.map((link) => link.label)).size).toBe(links.length);
      expect(links.map((link) => link.caption).filter(Boolean)).toEqual([]);
    },
  );

  it('sends Profile to the profile part of account settings', () => {
    expect(accountLinks('/master-cv').find((link) => link.label === 'Profile')?.to).toBe(
      '/account-settings#profile',
    );
  });
});
