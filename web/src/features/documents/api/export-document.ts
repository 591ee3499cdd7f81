import { t } from '@lingui/core/macro';
import type { ExportFormat, PageSize } from '@jobfit/contracts';
import { apiErrorFromBody } from 'src/lib/api-error';
import { languageHeader } from 'src/lib/i18n/request-language';
import { fileNameFromDisposition } from '../utils/file-name';
import { documentUrl } from './get-document';

function exportUrl(id: string, format: ExportFormat, pageSize?: PageSize): string {
  const params = new URLSearchParams({ format });
  if (pageSize) params.set('pageSize', pageSize);
  return `${documentUrl(id)}/export?${params.toString()}`;
}

/**
 * GET /api/documents/:id/export and hands the file to the browser as a download. Fetched rather
 * than linked, so a failure becomes a message instead of a page of JSON.
 */
export async function downloadExport(
  id: string,
  format: ExportFormat,
  pageSize?: PageSize,
): Promise<string> {
  const res = await fetch(exportUrl(id, format, pageSize), {
    credentials: 'include',
    headers: languageHeader(),
  });
  if (!res.ok) {
    const status = res.status;
    const payload: unknown = await res.json().catch(() => undefined);
    throw apiErrorFromBody(
      res.status,
      payload,
      t`The export failed (${status}). Please try again.`,
    );
  }
  const name = fileNameFromDisposition(
    res.headers.get('Content-Disposition'),
    `document.${format}`,
  );
  const url = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // The click has handed the blob to the download; free it once the browser has read it.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return name;
}
