import { CV_UPLOAD_EVENTS_TYPE, type CvDraft, type CvUploadEvent } from '@jobfit/contracts';
import type { ParseProgress } from '@jobfit/engine';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { errorAnswer, requestLocale } from '../../lib/errors.ts';

/** Whether the client asked for the upload's progress as JSON lines (decision 188). */
export const wantsUploadEvents = (c: Context<AppEnv>): boolean =>
  (c.req.header('accept') ?? '').toLowerCase().includes(CV_UPLOAD_EVENTS_TYPE);

function errorEvent(c: Context<AppEnv>, err: unknown): CvUploadEvent {
  const answer = errorAnswer(err instanceof Error ? err : new Error(String(err)), c.var.logger, {
    requestId: c.var.requestId,
    path: c.req.path,
    locale: requestLocale(c),
  });
  const retryAfter = Number(answer.headers?.['Retry-After']);
  return {
    type: 'error',
    status: answer.status,
    ...(Number.isInteger(retryAfter) ? { retryAfter } : {}),
    error: answer.body.error,
  };
}

/**
 * Runs `upload` and answers with its progress as it comes, one `CvUploadEvent` a line, ending with
 * the draft or the error (decision 188). The answer starts with the first progress: a failure
 * before it (a file refused at once, a busy pool) is thrown, so onError answers it with its own
 * status as without progress. After it, the status is sent (200) and a failure is the last line.
 */
export async function streamUpload(
  c: Context<AppEnv>,
  upload: (onProgress: (progress: ParseProgress) => void) => Promise<CvDraft>,
): Promise<Response> {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let listening = true;
  const body = new ReadableStream<Uint8Array>({
    start: (ctl) => {
      controller = ctl;
    },
    // The client went away: the parse still finishes (and its upload is kept a day), unheard.
    cancel: () => {
      listening = false;
    },
  });
  const send = (event: CvUploadEvent) => {
    if (listening) controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
  };
  let progressed!: () => void;
  const firstProgress = new Promise<'progress'>((resolve) => {
    progressed = () => resolve('progress');
  });
  const outcome = upload((progress) => {
    send({ type: 'progress', ...progress });
    progressed();
  }).then(
    (draft) => ({ draft }),
    (error: unknown) => ({ error }),
  );
  const first = await Promise.race([firstProgress, outcome]);
  if (first !== 'progress' && 'error' in first) throw first.error;
  void outcome.then((result) => {
    send('draft' in result ? { type: 'draft', draft: result.draft } : errorEvent(c, result.error));
    if (listening) controller.close();
  });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': `${CV_UPLOAD_EVENTS_TYPE}; charset=utf-8`,
      'Cache-Control': 'no-store',
      // A proxy that buffers answers (nginx does by default) would hold every line to the end.
      'X-Accel-Buffering': 'no',
    },
  });
}
