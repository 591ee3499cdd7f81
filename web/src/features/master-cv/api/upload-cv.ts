import { t } from '@lingui/core/macro';
import { CV_UPLOAD_MAX_BYTES, CvDraft } from '@jobfit/contracts';
import { ApiError, apiErrorFromBody } from 'src/lib/api-error';

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

/**
 * POST /api/cv/upload (multipart field `file`) with upload progress, which fetch cannot report.
 * Resolves with the parsed draft (201); rejects with an `ApiError` (413, 415, 422, network).
 */
export function uploadCv(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<CvDraft> {
  if (file.size > CV_UPLOAD_MAX_BYTES) {
    return Promise.reject(new ApiError(413, 'file_too_large', tooLarge()));
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', CV_UPLOAD_URL);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = CvDraft.safeParse(payload);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, 'internal', t`The server sent an unexpected answer.`));
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
