import { describe, expect, it } from 'vitest';
import { homeOrDashboardLink } from './account-drawer';

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
