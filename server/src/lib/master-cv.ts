import type { ParsedCv, Resume } from '@jobfit/engine';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { cv } from '../db/schema.ts';

export type CvRow = typeof cv.$inferSelect;

export async function findCvRow(db: Db, userId: string): Promise<CvRow | undefined> {
  const [row] = await db.select().from(cv).where(eq(cv.userId, userId));
  return row;
}

/** Where the stored master CV came from, as the engine names it. */
function sourceOf(row: Pick<CvRow, 'source' | 'fileMime'>): ParsedCv['meta']['source'] {
  return row.fileMime === 'application/pdf'
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
}

/** The engine's view of a stored master CV: what scans and checks read. */
export function toParsedCv(
  row: Pick<CvRow, 'content' | 'text' | 'source' | 'warnings' | 'sections' | 'fileMime'>,
): ParsedCv {
  return {
    resume: row.content as Resume,
    text: row.text,
    meta: {
      source: sourceOf(row),
      sections: row.sections as string[],
      warnings: row.warnings as ParsedCv['meta']['warnings'],
      confidence: {},
    },
  };
}

/** The master CV as a scan reads it: its text, and `toParsedCv`'s CV as JSON text. */
interface MasterCvJson {
  text: string;
  json: string;
}

/**
 * The user's master CV for a scan, its JSON columns read as the text PostgreSQL prints
 * (decision 189): `JSON.parse(json)` equals `toParsedCv` of the row, and the event loop neither
 * parses the CV nor clones it into the worker, which keeps the CVs it has read by their text.
 */
export async function findMasterCvJson(db: Db, userId: string): Promise<MasterCvJson | undefined> {
  const statement = prepared(db, 'master_cv_json', (d, name) =>
    d
      .select({
        text: cv.text,
        source: cv.source,
        fileMime: cv.fileMime,
        content: sql<string>`${cv.content}::text`,
        sections: sql<string>`${cv.sections}::text`,
        warnings: sql<string>`${cv.warnings}::text`,
      })
      .from(cv)
      .where(eq(cv.userId, sql.placeholder('userId')))
      .prepare(name),
  );
  const [row] = await statement.execute({ userId });
  if (!row) return undefined;
  const meta = `{"source":${JSON.stringify(sourceOf(row))},"sections":${row.sections},"warnings":${row.warnings},"confidence":{}}`;
  return {
    text: row.text,
    json: `{"resume":${row.content},"text":${JSON.stringify(row.text)},"meta":${meta}}`,
  };
}
