import type { Resume } from '@jobfit/engine';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema.ts';

// Who sends a document: the name on the master CV, else the name the account was opened with
// (decision 226). A CV whose reader found no name still gives a signed letter and a file named
// "Firstname-Lastname-Cover-Letter-Employer.pdf", never an unsigned letter.

/** The account's name, as the user typed it at sign-up. */
async function accountName(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId));
  return row?.name.trim() ?? '';
}

/**
 * The CV's name when it has one, else the account's.
 *
 * @example await senderName(db, userId, '') // 'Ada Lovelace' (the account's name)
 */
export async function senderName(db: Db, userId: string, name: string | undefined) {
  return name?.trim() || (await accountName(db, userId));
}

/**
 * The master CV as a letter is drafted from: its own basics, the account's name when it has none.
 *
 * @example (await withSenderName(db, userId, master)).basics.name // 'Ada Lovelace'
 */
export async function withSenderName(db: Db, userId: string, resume: Resume): Promise<Resume> {
  if (resume.basics.name?.trim()) return resume;
  const name = await accountName(db, userId);
  return name ? { ...resume, basics: { ...resume.basics, name } } : resume;
}
