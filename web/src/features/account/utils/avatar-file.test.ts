import { AVATAR_MAX_BYTES } from '@jobfit/contracts';
import { describe, expect, it } from 'vitest';
import { avatarFileError, centerSquare } from './avatar-file';

describe('avatarFileError', () => {
  it('accepts PNG, JPEG and WebP up to the limit', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(avatarFileError({ type, size: AVATAR_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other types, empty files and files over the limit', () => {
    expect(avatarFileError({ type: 'image/gif', size: 10 })).toBe(
      'Choose a PNG, JPEG or WebP image.',
    );
    expect(avatarFileError({ type: 'image/svg+xml', size: 10 })).toMatch(/PNG, JPEG or WebP/);
    expect(avatarFileError({ type: 'image/png', size: 0 })).toBe('The file is empty.');
    expect(avatarFileError({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe(
      'The image is 2.0 MB; use one of 2 MB at most.',
    );
  });
});

describe('centerSquare', () => {
  it('takes the centred square of landscape, portrait and square images', () => {
    expect(centerSquare(400, 200)).toEqual({ x: 100, y: 0, size: 200 });
    expect(centerSquare(300, 601)).toEqual({ x: 0, y: 151, size: 300 });
    expect(centerSquare(64, 64)).toEqual({ x: 0, y: 0, size: 64 });
  });
});
