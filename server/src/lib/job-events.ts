import { randomUUID } from 'node:crypto';
import type { JobStatus } from '@jobfit/contracts';
import type { Db } from '../db/client.ts';
import { jobTargetEvent } from '../db/schema.ts';

/**
 * Records one status change of a job target in its timeline (inside the caller's transaction), as
 * a named prepared statement (decision 206): every column given, so the name keeps one text.
 */
export async function recordStatusChange(
  tx: Pick<Db, 'insert'>,
  event: { userId: string; jobTargetId: string; from: JobStatus | null; to: JobStatus; at: Date },
) {
  await tx
    .insert(jobTargetEvent)
    .values({
      id: randomUUID(),
      userId: event.userId,
      jobTargetId: event.jobTargetId,
      fromStatus: event.from,
      toStatus: event.to,
      createdAt: event.at,
    })
    .prepare('job_target_event_insert')
    .execute();
}
