import { describe, expect, it } from 'vitest';
import { toSessionUser } from './session-user';

describe('toSessionUser', () => {
  it('keeps role and plan, defaulting unknown values to user and free', () => {
    expect(
      toSessionUser({ id: '1', email: 'a@example.com', role: 'admin', plan: 'pro' }),
    ).toMatchObject({ role: 'admin', plan: 'pro' });
    expect(
      toSessionUser({ id: '1', email: 'a@example.com', role: 'root', plan: 'gold' }),
    ).toMatchObject({ role: 'user', plan: 'free' });
    expect(toSessionUser({ id: '1', email: 'a@example.com' })).toMatchObject({
      role: 'user',
      plan: 'free',
    });
  });

  it('passes other identity fields through for the avatar and display name', () => {
    const user = toSessionUser({
      id: '1',
      email: 'a@example.com',
      user_metadata: { avatar_url: '/x.png' },
    });
    expect(user?.user_metadata?.avatar_url).toBe('/x.png');
  });

  it('is null without a session user', () => {
    expect(toSessionUser(undefined)).toBeNull();
    expect(toSessionUser({ email: 'no-id@example.com' })).toBeNull();
  });
});
