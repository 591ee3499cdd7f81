import type { ParsedCv, Resume } from '@jobfit/engine';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cv } from '../db/schema.ts';

export type CvRow = typeof cv.$inferSelect;

export async function findCvRow(db: Db, userId: string): Promise<CvRow | undefined> {
  const [row] = await db.select().from(cv).where(eq(cv.userId, userId));
  return row;
}

/** The engine's view of a stored master CV: what scans and checks read. */
export function toParsedCv(
  row: Pick<CvRow, 'content' | 'text' | 'source' | 'warnings' | 'sections' | 'fileMime'>,
): ParsedCv {
  const source =
    row.fileMime === 'application/pdf'
      ? 'pdf'
      : row.fileMime?.includes('wordprocessingml')
        ? 'docx'
        : row.fileMime === 'application/zip'
          ? 'linkedin'
          : row.source === 'json'
            ? 'json'
            : row.source === 'manual' && !row.fileMime
              ? 'manual'
              : 'text';
  return {
    resume: row.content as Resume,
    text: row.text,
    meta: {
      source,
      sections: row.sections as string[],
      warnings: row.warnings as ParsedCv['meta']['warnings'],
      confidence: {},
    },
  };
}
