import { fetchWithConnection } from './connection';

/** The SWR key of the signed-in session: Better Auth's GET endpoint. */
export const SESSION_KEY = '/api/auth/get-session';

/**
 * Fetches the session's user as sent (`null` when signed out). Parsed by `useAuth` where the
 * user's fields are read; the guards only ask whether there is one (decision 090).
 */
export async function fetchSessionUser(url: string): Promise<unknown> {
  // A 429 or a dropped connection is a ConnectionError: the guards show it, never a blank page.
  const response = await fetchWithConnection(url, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  // eslint-disable-next-line lingui/no-unlocalized-strings -- never shown: the guards read it as signed out
  if (!response.ok) throw new Error(`Session check failed (${response.status})`);
  const body = (await response.json()) as { user?: unknown } | null;
  return body?.user ?? null;
}
