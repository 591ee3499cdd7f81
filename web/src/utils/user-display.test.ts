import { describe, expect, it } from 'vitest';
import { getAvatarInitial, getAvatarUrl, getDisplayName } from './user-display';

describe('getDisplayName', () => {
  it('prefers displayName, then name, then user_metadata.full_name', () => {
    expect(
      getDisplayName({ displayName: 'Ada L', name: 'Ada', user_metadata: { full_name: 'A' } }),
    ).toBe('Ada L');
    expect(getDisplayName({ name: 'Grace Hopper', user_metadata: { full_name: 'GH' } })).toBe(
      'Grace Hopper',
    );
    expect(getDisplayName({ name: '  ', user_metadata: { full_name: 'Katherine J' } })).toBe(
      'Katherine J',
    );
  });

  it('falls back to the word User', () => {
    expect(getDisplayName({})).toBe('User');
    expect(getDisplayName(null)).toBe('User');
    expect(getDisplayName({ name: '' })).toBe('User');
  });
});

describe('getAvatarUrl', () => {
  it('checks image, avatar_url, picture, photoURL, user_metadata.avatar_url in order', () => {
    expect(getAvatarUrl({ image: '/a.png', picture: '/b.png' })).toBe('/a.png');
    expect(getAvatarUrl({ avatar_url: '/c.png', picture: '/b.png' })).toBe('/c.png');
    expect(getAvatarUrl({ picture: '/b.png', photoURL: '/d.png' })).toBe('/b.png');
    expect(getAvatarUrl({ photoURL: '/d.png' })).toBe('/d.png');
    expect(getAvatarUrl({ user_metadata: { avatar_url: '/e.png' } })).toBe('/e.png');
  });

  it('is undefined when no image field is set', () => {
    expect(getAvatarUrl({ name: 'Ada', image: null })).toBeUndefined();
  });
});

describe('getAvatarInitial', () => {
  it('is the first letter of the display name', () => {
    expect(getAvatarInitial({ name: 'ada lovelace' })).toBe('A');
    expect(getAvatarInitial({ user_metadata: { full_name: 'Émilie' } })).toBe('É');
    expect(getAvatarInitial(null)).toBe('U');
  });
});
