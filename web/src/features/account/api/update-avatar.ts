import { ApiErrorBody, AvatarResult, apiPath, apiRoutes } from '@jobfit/contracts';
import { ApiError, apiCall } from 'src/lib/api-client';

export const AVATAR_URL = apiPath(apiRoutes.uploadAvatar);

/** POST /api/account/avatar (multipart `file`) → { image }: the new avatar URL. */
export async function updateAvatar(image: Blob, name: string): Promise<string> {
  const form = new FormData();
  form.set('file', image, name);
  const response = await fetch(AVATAR_URL, { method: 'POST', body: form, credentials: 'include' });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ApiErrorBody.safeParse(payload);
    throw new ApiError(
      response.status,
      parsed.data?.error.code ?? 'internal',
      parsed.data?.error.message ?? `Upload failed (${response.status})`,
    );
  }
  return AvatarResult.parse(payload).image;
}

/** DELETE /api/account/avatar → 204. */
export async function deleteAvatar(): Promise<void> {
  await apiCall(apiRoutes.deleteAvatar);
}
