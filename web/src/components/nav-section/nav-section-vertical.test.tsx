import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavSectionVertical } from './nav-section-vertical';
import type { NavGroupData } from './types';
import { render } from 'src/test/i18n';

const data: NavGroupData[] = [
  { subheader: 'Overview', items: [{ title: 'Dashboard', path: '/dashboard' }] },
  {
    subheader: 'Tools',
    items: [
      {
        title: 'Job Analyzer',
        path: '/job-analyzer',
        children: [{ title: 'Analyzer', path: '/job-analyzer' }],
      },
      {
        title: 'Master CV',
        path: '/master-cv',
        caption: 'Your base CV for job matching',
        info: <span>New</span>,
      },
      { title: 'Admin tools', path: '/admin', allowedRoles: ['admin'] },
      { title: 'Docs', path: 'https://example.com/docs' },
      { title: 'Billing', path: '/billing', disabled: true },
    ],
  },
];

function renderAt(path: string, role = 'user') {
  const router = createMemoryRouter(
    [{ path: '*', element: <NavSectionVertical data={data} role={role} /> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('NavSectionVertical', () => {
  it('renders groups, captions, info badges and marks the current page', () => {
    renderAt('/dashboard');
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeTruthy();
    expect(screen.getByText('Your base CV for job matching')).toBeTruthy();
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('hides items whose allowedRoles exclude the role', () => {
    renderAt('/dashboard', 'user');
    expect(screen.queryByText('Admin tools')).toBeNull();
  });

  it('shows role-restricted items to an allowed role', () => {
    renderAt('/dashboard', 'admin');
    expect(screen.getByText('Admin tools')).toBeTruthy();
  });

  it('opens external links in a new tab and disables disabled items', () => {
    renderAt('/dashboard');
    const docs = screen.getByRole('link', { name: /Docs/ });
    expect(docs.getAttribute('target')).toBe('_blank');
    expect(docs.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Billing').closest('[aria-disabled="true"], :disabled')).not.toBeNull();
  });

  it('toggles a parent, opens it on a matching route and resets it when the route leaves', async () => {
    const router = renderAt('/dashboard');
    const parent = screen.getByRole('button', { name: 'Job Analyzer' });
    expect(parent.getAttribute('aria-expanded')).toBe('false');
    act(() => parent.click());
    expect(parent.getAttribute('aria-expanded')).toBe('true');
    act(() => parent.click());
    expect(parent.getAttribute('aria-expanded')).toBe('false');

    await act(() => router.navigate('/job-analyzer/results/1'));
    expect(screen.getByRole('button', { name: 'Job Analyzer' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await act(() => router.navigate('/master-cv'));
    expect(screen.getByRole('button', { name: 'Job Analyzer' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });
});
