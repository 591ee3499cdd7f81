import { useSearchParams } from 'react-router';
import { appConfig } from 'src/config/app-config';
import { safeReturnTo } from 'src/utils/safe-return-to';

/** The page to go to after auth: a safe `returnTo`, else the post-login path. */
export function useReturnTo(): { returnTo: string; raw: string | null } {
  const [params] = useSearchParams();
  const raw = params.get('returnTo');
  return { returnTo: safeReturnTo(raw, appConfig.redirectPath), raw };
}

/** `path` with the current returnTo carried along, so links between auth pages keep it. */
export function withReturnTo(path: string, raw: string | null, extra?: Record<string, string>) {
  const params = new URLSearchParams(extra);
  if (raw && safeReturnTo(raw, '') !== '') params.set('returnTo', raw);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
