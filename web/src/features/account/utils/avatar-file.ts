import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { AVATAR_MAX_BYTES } from '@jobfit/contracts';
import { formatNumber } from 'src/utils/format';

const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');
/** Side of the square we upload: sharp on retina at the largest avatar size, small on disk. */
const AVATAR_SIZE = 512;

/** Why a file cannot be an avatar, or null when it can (the server checks the bytes again). */
export function avatarFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return t`Choose a PNG, JPEG or WebP image.`;
  }
  if (file.size > AVATAR_MAX_BYTES) {
    const mb = formatNumber(file.size / 1024 / 1024, i18n.locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    const max = AVATAR_MAX_BYTES / 1024 / 1024;
    return t`The image is ${mb} MB; use one of ${max} MB at most.`;
  }
  if (file.size === 0) return t`The file is empty.`;
  return null;
}

/** The largest centred square of an image: what the avatar shows. */
export function centerSquare(
  width: number,
  height: number,
): { x: number; y: number; size: number } {
  const size = Math.min(width, height);
  return { x: Math.round((width - size) / 2), y: Math.round((height - size) / 2), size };
}

/** Crops an image to its centred square at AVATAR_SIZE (never upscaled), same format. */
export async function cropToSquare(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const { x, y, size } = centerSquare(bitmap.width, bitmap.height);
  const side = Math.min(size, AVATAR_SIZE);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(t`This browser cannot prepare the image.`);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, x, y, size, size, 0, 0, side, side);
  bitmap.close();
  const type = file.type === 'image/png' ? 'image/png' : file.type;
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(t`The image could not be prepared.`))),
      type,
      0.9,
    ),
  );
}
