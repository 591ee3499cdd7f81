import { t } from '@lingui/core/macro';
import {
  CV_UPLOAD_EVENTS_TYPE,
  CV_UPLOAD_MAX_BYTES,
  CvDraft,
  CvUploadEvent,
} from '@jobfit/contracts';
import { ApiError, apiErrorFromBody } from 'src/lib/api-error';
import { languageHeader } from 'src/lib/i18n/request-language';

const CV_UPLOAD_URL = '/api/cv/upload';

const tooLarge = () => t`The file is too large: the limit is 10 MB.`;

// What a refused upload means when the answer has no `{ error }` body (a proxy's page, an empty one).
function failure(status: number): string {
  switch (status) {
    case 413:
      return tooLarge();
    case 415:
      return t`This file type is not supported. Upload a PDF, Word (.docx), text, Markdown or JSON file, or your LinkedIn data export (.zip).`;
    case 422:
      return t`We could not read this document. Try another format, or enter your CV manually.`;
    case 429:
      return t`Too many requests. Wait a moment and try again.`;
    default:
      return t`Something went wrong (${status}). Please try again.`;
  }
}

/** A refused upload as an `ApiError`: the server's `{ error }` body, or a message per status. */
export function uploadError(status: number, payload: unknown): ApiError {
  return apiErrorFromBody(status, payload, failure(status));
}

/** How far an upload has got: its bytes sent, then the server's reading of it, page by page. */
export type UploadProgress =
  | { step: 'upload'; fraction: number }
  | { step: 'page'; page: number; pages: number }
  | { step: 'sections' };

/**
 * Splits a streamed answer into its events as it grows: each call takes the whole text so far
 * and returns the events of the lines completed since the last call (all of them with `done`).
 * A line that is not an upload event is skipped.
 */
export function uploadEventReader(): (text: string, done?: boolean) => CvUploadEvent[] {
  let offset = 0;
  return (text, done = false) => {
    const end = done ? text.length : text.lastIndexOf('\n') + 1;
    if (end <= offset) return [];
    const lines = text.slice(offset, end).split('\n');
    offset = end;
    return lines.flatMap((line) => {
      if (!line.trim()) return [];
      try {
        const parsed = CvUploadEvent.safeParse(JSON.parse(line));
        return parsed.success ? [parsed.data] : [];
      } catch {
        return [];
      }
    });
  };
}

const unexpected = (status: number) =>
  new ApiError(status, 'internal', t`The server sent an unexpected answer.`);

/**
 * POST /api/cv/upload (multipart field `file`), through XMLHttpRequest: fetch cannot report the
 * bytes sent. The answer is asked for as progress lines (decision 188), so `onProgress` hears the
 * upload's percentage, then each page the server reads. Resolves with the parsed draft; rejects
 * with an `ApiError` (413, 415, 422, network). A plain JSON answer (201) is taken as well.
 */
export function uploadCv(
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<CvDraft> {
  if (file.size > CV_UPLOAD_MAX_BYTES) {
    return Promise.reject(new ApiError(413, 'file_too_large', tooLarge()));
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const read = uploadEventReader();
    let outcome: CvUploadEvent | undefined;
    const streamed = () =>
      xhr.status === 200 &&
      (xhr.getResponseHeader('content-type') ?? '').startsWith(CV_UPLOAD_EVENTS_TYPE);
    // Only the newest progress of a batch is shown: lines that came together are already past.
    const take = (events: CvUploadEvent[]) => {
      let latest: UploadProgress | undefined;
      for (const event of events) {
        if (event.type === 'progress') latest = event;
        else outcome = event;
      }
      if (latest && !outcome) onProgress(latest);
    };
    xhr.open('POST', CV_UPLOAD_URL);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', `${CV_UPLOAD_EVENTS_TYPE}, application/json`);
    xhr.setRequestHeader('Accept-Language', languageHeader()['Accept-Language']);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress({ step: 'upload', fraction: event.loaded / event.total });
    };
    xhr.onprogress = () => {
      if (streamed()) take(read(xhr.responseText));
    };
    xhr.onload = () => {
      if (streamed()) {
        take(read(xhr.responseText, true));
        if (outcome?.type === 'draft') resolve(outcome.draft);
        else if (outcome?.type === 'error')
          reject(uploadError(outcome.status, { error: outcome.error }));
        else reject(unexpected(xhr.status));
        return;
      }
      let payload: unknown;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = CvDraft.safeParse(payload);
        if (parsed.success) resolve(parsed.data);
        else reject(unexpected(xhr.status));
        return;
      }
      reject(uploadError(xhr.status, payload));
    };
    xhr.onerror = () =>
      reject(
        new ApiError(0, 'network', t`Could not reach Jobfit. Check your connection and retry.`),
      );
    xhr.onabort = () => reject(new ApiError(0, 'aborted', t`Upload cancelled.`));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
