import { DELETE_ACCOUNT_FRESH_SIGN_IN_MINUTES } from '@jobfit/contracts';
import { and, eq } from 'drizzle-orm';
import { SIGN_IN_DELAY } from '../../auth/auth.ts';
import type { Db } from '../../db/client.ts';
import {
  account,
  cv,
  document,
  jobTarget,
  jobTargetDate,
  jobTargetEvent,
  scan,
  user,
} from '../../db/schema.ts';
import { userProfileColumns } from '../../db/user-columns.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { releaseAttempt, reserveAttempt } from '../../lib/rate-limit.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { say } from '../../lib/i18n/server-text.ts';

const AVATAR_KEY = (userId: string) => `${userId}/avatar`;

/** PNG, JPEG or WebP by their magic bytes; anything else is refused whatever its name. */
function sniffImage(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/webp' | undefined {
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
  if (!mime) throw new AppError('unsupported_type', say('account.avatar_type'));
  await storage.put(AVATAR_KEY(userId), bytes);
  const image = `/api/account/avatar?v=${now.getTime()}`;
  await db.update(user).set({ image, updatedAt: now }).where(eq(user.id, userId));
  return { image };
}

export async function getAvatar(storage: FileStorage, userId: string) {
  const bytes = await storage.get(AVATAR_KEY(userId));
  const mime = bytes && sniffImage(bytes);
  if (!bytes || !mime) throw notFound(say('account.no_avatar'));
  return { bytes, mime };
}

export async function removeAvatar(db: Db, storage: FileStorage, userId: string, now: Date) {
  await storage.delete(AVATAR_KEY(userId));
  await db.update(user).set({ image: null, updatedAt: now }).where(eq(user.id, userId));
}

/**
 * Everything stored about the user, as one JSON document ("download all my data"), which
 * `importAccount` reads back (decision 174). Never a password hash, session, token, the calendar
 * link's hash or a billing id; the CV's original file is named, its bytes are not included.
 */
export async function exportAccount(db: Db, userId: string, now: Date) {
  const [profile] = await db.select(userProfileColumns).from(user).where(eq(user.id, userId));
  if (!profile) throw notFound(say('account.not_found'));
  const [master] = await db.select().from(cv).where(eq(cv.userId, userId));
  return {
    exportedAt: now.toISOString(),
    format: 'jobfit-export/1',
    profile,
    masterCv: master
      ? {
          resume: master.content,
          // What scans read and the sections found: an import needs no engine run (decision 174).
          text: master.text,
          sections: master.sections,
          source: master.source,
          file: master.fileName
            ? { name: master.fileName, mime: master.fileMime, size: master.fileSize }
            : null,
          warnings: master.warnings,
          version: master.version,
          createdAt: master.createdAt,
          updatedAt: master.updatedAt,
        }
      : null,
    jobTargets: await db.select().from(jobTarget).where(eq(jobTarget.userId, userId)),
    jobTargetEvents: await db
      .select()
      .from(jobTargetEvent)
      .where(eq(jobTargetEvent.userId, userId)),
    // Interviews and follow-ups (decision 171); the calendar link's hash is a credential, not data.
    jobTargetDates: await db.select().from(jobTargetDate).where(eq(jobTargetDate.userId, userId)),
    scans: await db.select().from(scan).where(eq(scan.userId, userId)),
    documents: await db.select().from(document).where(eq(document.userId, userId)),
  };
}

/** What proves the account holder asks for the deletion, not someone at their open laptop. */
export interface DeletionProof {
  password: string | undefined;
  /** When the request's session was created (the last sign-in). */
  sessionCreatedAt: Date;
  now: Date;
  verifyPassword: (hash: string, password: string) => Promise<boolean>;
}

/**
 * Deletes the account: every row (by cascade from the user) and every stored file. The user
 * confirms with their password; an account without one (Google, GitHub) must have signed in
 * within the last minutes (decision 141). Wrong passwords slow down like sign-ins.
 */
export async function deleteAccount(
  db: Db,
  storage: FileStorage,
  userId: string,
  proof: DeletionProof,
) {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  if (credential?.hash) {
    if (!proof.password) {
      throw new AppError('validation', say('account.confirm_password'), {
        password: [say('account.field.enter_password')],
      });
    }
    const key = `delete-account:${userId}`;
    const attempt = await reserveAttempt(db, key, SIGN_IN_DELAY, proof.now);
    if (!attempt.allowed) {
      throw new AppError('rate_limited', say('account.too_many_wrong_passwords'), {
        retryAfter: attempt.retryAfter,
      });
    }
    if (!(await proof.verifyPassword(credential.hash, proof.password))) {
      throw new AppError('validation', say('account.wrong_password'), {
        password: [say('account.field.wrong_password')],
      });
    }
    await releaseAttempt(db, key);
  } else {
    const age = proof.now.getTime() - proof.sessionCreatedAt.getTime();
    if (age > DELETE_ACCOUNT_FRESH_SIGN_IN_MINUTES * 60_000) {
      throw new AppError(
        'forbidden',
        say('account.delete_needs_fresh_sign_in', {
          minutes: DELETE_ACCOUNT_FRESH_SIGN_IN_MINUTES,
        }),
      );
    }
  }
  const deleted = await db.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
  if (deleted.length === 0) throw notFound(say('account.not_found'));
  await storage.deleteUser(userId);
}
