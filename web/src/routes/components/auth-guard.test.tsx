import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportConnection } from 'src/lib/connection';
import { FreshSwr } from 'src/test/fresh-swr';
import { render } from 'src/test/i18n';
import { AuthGuard } from './auth-guard';

afterEach(() => {
  vi.restoreAllMocks();
  reportConnection('ok');
});

describe('AuthGuard', () => {
  it('shows a busy state with Retry, not a blank page, when the session check answers 429', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('{"message":"Too many requests"}', { status: 429 }),
    );
    render(
      <FreshSwr>
        <MemoryRouter initialEntries={['/dashboard']}>
          <AuthGuard>
            <p>private page</p>
          </AuthGuard>
        </MemoryRouter>
      </FreshSwr>,
    );
    // The screen's code comes with a catalog (decision 205): allow for both loading.
    expect(
      await screen.findByRole('heading', { name: 'Jobfit is busy' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry now' })).toBeTruthy();
  });
});
