import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cv, document, jobTarget, jobTargetEvent, scan, user } from '../../db/schema.ts';
import { userProfileColumns } from '../../db/user-columns.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';

const AVATAR_KEY = (userId: string) => `${userId}/avatar`;

/** PNG, JPEG or WebP by their magic bytes; anything else is refused whatever its name. */
export function sniffImage(
  bytes: Uint8Array,
): 'image/png' | 'image/jpeg' | 'image/webp' | undefined {
  const at = (i: number, ...sig: number[]) => sig.every((b, k) => bytes[i + k] === b);
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return undefined;
}

/** Stores the avatar and points the user's image at it (a new URL each time, so caches refresh). */
export async function setAvatar(
  db: Db,
  storage: FileStorage,
  userId: string,
  bytes: Uint8Array,
  now: Date,
) {
  const mime = sniffImage(bytes);
  if (!mime) throw new AppError('unsupported_type', 'Upload a PNG, JPEG or WebP image.');
  await storage.put(AVATAR_KEY(userId), bytes);
  const image = `/api/account/avatar?v=${now.getTime()}`;
  await db.update(user).set({ image, updatedAt: now }).where(eq(user.id, userId));
  return { image };
}

export async function getAvatar(storage: FileStorage, userId: string) {
  const bytes = await storage.get(AVATAR_KEY(userId));
  const mime = bytes && sniffImage(bytes);
  if (!bytes || !mime) throw notFound('No avatar.');
  return { bytes, mime };
}

export async function removeAvatar(db: Db, storage: FileStorage, userId: string, now: Date) {
  await storage.delete(AVATAR_KEY(userId));
  await db.update(user).set({ image: null, updatedAt: now }).where(eq(user.id, userId));
}

/** Everything stored about the user, as one JSON document ("download all my data"). */
export async function exportAccount(db: Db, userId: string, now: Date) {
  const [profile] = await db.select(userProfileColumns).from(user).where(eq(user.id, userId));
  if (!profile) throw notFound('No such user.');
  const [master] = await db.select().from(cv).where(eq(cv.userId, userId));
  return {
    exportedAt: now.toISOString(),
    format: 'jobfit-export/1',
    profile,
    masterCv: master
      ? {
          resume: master.content,
          source: master.source,
          file: master.fileName
            ? { name: master.fileName, mime: master.fileMime, size: master.fileSize }
            : null,
          warnings: master.warnings,
          version: master.version,
          updatedAt: master.updatedAt,
        }
      : null,
    jobTargets: await db.select().from(jobTarget).where(eq(jobTarget.userId, userId)),
    jobTargetEvents: await db
      .select()
      .from(jobTargetEvent)
      .where(eq(jobTargetEvent.userId, userId)),
    scans: await db.select().from(scan).where(eq(scan.userId, userId)),
    documents: await db.select().from(document).where(eq(document.userId, userId)),
  };
}

/**
 * Deletes the account: every row (by cascade from the user) and every stored file. The user
 * confirms by typing their e-mail address.
 */
export async function deleteAccount(
  db: Db,
  storage: FileStorage,
  userId: string,
  confirmEmail: string,
) {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (!row) throw notFound('No such user.');
  if (row.email.toLowerCase() !== confirmEmail.trim().toLowerCase()) {
    throw new AppError('validation', 'Type your e-mail address exactly to confirm.', {
      confirmEmail: ['This is not your e-mail address'],
    });
  }
  await db.delete(user).where(eq(user.id, userId));
  await storage.deleteUser(userId);
}
