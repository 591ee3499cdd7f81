import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FreshSwr } from 'src/test/fresh-swr';
import { jsonResponse } from 'src/test/json-response';
import { render } from 'src/test/i18n';

vi.mock('src/hooks/use-auth', () => ({
  useAuth: () => ({ user: { email: 'ada@example.com', plan: 'free' } }),
}));

const { PlanView } = await import('./plan-view');

afterEach(() => vi.restoreAllMocks());

function renderWithBilling(stripe: boolean) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const body =
      path === '/api/billing'
        ? { stripe }
        : { error: { code: 'internal', message: 'Not needed here' } };
    return jsonResponse(body, path === '/api/billing' ? 200 : 500);
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <FreshSwr>
      <MemoryRouter>
        <PlanView />
      </MemoryRouter>
    </FreshSwr>,
  );
}

describe('PlanView', () => {
  it('without a payment provider says the administrator handles upgrades, with no command', async () => {
    renderWithBilling(false);
    await screen.findByText(/upgrades are handled by this site's administrator/i);
    expect(document.body.textContent).not.toMatch(/npm run|set-plan/);
  });

  it('shows both plans side by side, each with its price and what it includes', async () => {
    renderWithBilling(false);
    const free = await screen.findByRole('region', { name: 'Free plan' });
    const pro = screen.getByRole('region', { name: 'Pro plan' });
    expect(within(free).getByTestId('plan-price').textContent).toBe('$0 a month');
    expect(within(pro).getByTestId('plan-price').textContent).toBe(
      'Arranged with your administrator',
    );
    within(free).getByText('10 job scans a month');
    within(pro).getByText('Unlimited job scans');
  });
});
