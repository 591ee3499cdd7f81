import { AVATAR_MAX_BYTES } from '@jobfit/contracts';

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');
/** Side of the square we upload: sharp on retina at the largest avatar size, small on disk. */
export const AVATAR_SIZE = 512;

/** Why a file cannot be an avatar, or null when it can (the server checks the bytes again). */
export function avatarFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a PNG, JPEG or WebP image.';
  }
  if (file.size > AVATAR_MAX_BYTES) {
    const mb = (file.size / 1024 / 1024).toFixed(1);
    return `The image is ${mb} MB; use one of ${AVATAR_MAX_BYTES / 1024 / 1024} MB at most.`;
  }
  if (file.size === 0) return 'The file is empty.';
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
  if (!context) throw new Error('This browser cannot prepare the image.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, x, y, size, size, 0, 0, side, side);
  bitmap.close();
  const type = file.type === 'image/png' ? 'image/png' : file.type;
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be prepared.'))),
      type,
      0.9,
    ),
  );
}
