import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'src/test/i18n';
import { RouterErrorScreen } from './router-error-screen';

afterEach(() => vi.restoreAllMocks());

function Boom(): never {
  throw new Error('render failed');
}

describe('RouterErrorScreen', () => {
  it('covers a render error below the root', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouterErrorScreen />,
          children: [{ path: 'x', element: <Boom /> }],
        },
      ],
      { initialEntries: ['/x'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('shows the not-found message for a 404 route response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', errorElement: <RouterErrorScreen /> }], {
      initialEntries: ['/missing'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('RouterErrorScreen when the app cannot reach the server', () => {
  it('says so in words, with a retry, for a page chunk that failed to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouterErrorScreen />,
          children: [
            {
              path: 'x',
              lazy: () =>
                Promise.reject(
                  new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
                ),
            },
          ],
        },
      ],
      { initialEntries: ['/x'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Jobfit cannot be reached' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry now' })).toBeTruthy();
    expect(screen.queryByText(/Something went wrong|Failed to fetch/)).toBeNull();
  });
});
