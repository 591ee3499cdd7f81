import { CV_UPLOAD_MAX_BYTES, CvDraft } from '@jobfit/contracts';
import { ApiError } from 'src/lib/api-client';
import { apiErrorFromBody } from '../utils/api-errors';

export const CV_UPLOAD_URL = '/api/cv/upload';

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
    return Promise.reject(
      new ApiError(413, 'file_too_large', 'The file is too large: the limit is 10 MB.'),
    );
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
        else reject(new ApiError(xhr.status, 'internal', 'The server sent an unexpected answer.'));
        return;
      }
      reject(apiErrorFromBody(xhr.status, payload));
    };
    xhr.onerror = () =>
      reject(
        new ApiError(0, 'network', 'Could not reach Jobfit. Check your connection and retry.'),
      );
    xhr.onabort = () => reject(new ApiError(0, 'aborted', 'Upload cancelled.'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
