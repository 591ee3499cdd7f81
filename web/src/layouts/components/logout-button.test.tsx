import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'src/test/i18n';

const signOut = vi.fn();
const toastError = vi.fn();
vi.mock('src/lib/auth-client', () => ({ authClient: { signOut: () => signOut() } }));
vi.mock('src/hooks/use-auth', () => ({ useAuth: () => ({ refetch: vi.fn(async () => {}) }) }));
vi.mock('src/components/toaster/toaster', () => ({
  toast: { error: (m: string) => toastError(m) },
}));

const { LogoutButton } = await import('./logout-button');

afterEach(() => vi.restoreAllMocks());

describe('LogoutButton', () => {
  it('shows "Unable to logout!" and logs when sign-out fails', async () => {
    signOut.mockResolvedValue({ error: { status: 500, message: 'down' } });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onClose = vi.fn();
    render(<LogoutButton onClose={onClose} />);
    await act(async () => screen.getByRole('button', { name: 'Logout' }).click());
    expect(toastError).toHaveBeenCalledWith('Unable to logout!');
    expect(log).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
