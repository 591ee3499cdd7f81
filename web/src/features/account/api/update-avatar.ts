import { t } from '@lingui/core/macro';
import { AvatarResult, apiPath, apiRoutes } from '@jobfit/contracts';
import { apiCall } from 'src/lib/api-client';
import { apiErrorFromBody } from 'src/lib/api-error';
import { languageHeader } from 'src/lib/i18n/request-language';

const AVATAR_URL = apiPath(apiRoutes.uploadAvatar);

/** POST /api/account/avatar (multipart `file`) → { image }: the new avatar URL. */
export async function updateAvatar(image: Blob, name: string): Promise<string> {
  const form = new FormData();
  form.set('file', image, name);
  const response = await fetch(AVATAR_URL, {
    method: 'POST',
    body: form,
    credentials: 'include',
    headers: languageHeader(),
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const status = response.status;
    throw apiErrorFromBody(status, payload, t`Upload failed (${status})`);
  }
  return AvatarResult.parse(payload).image;
}

/** DELETE /api/account/avatar → 204. */
export async function deleteAvatar(): Promise<void> {
  await apiCall(apiRoutes.deleteAvatar);
}
