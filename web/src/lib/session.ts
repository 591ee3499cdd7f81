/** The SWR key of the signed-in session: Better Auth's GET endpoint. */
export const SESSION_KEY = '/api/auth/get-session';

/**
 * Fetches the session's user as sent (`null` when signed out). Parsed by `useAuth` where the
 * user's fields are read; the guards only ask whether there is one (decision 090).
 */
export async function fetchSessionUser(url: string): Promise<unknown> {
  const response = await fetch(url, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Session check failed (${response.status})`);
  const body = (await response.json()) as { user?: unknown } | null;
  return body?.user ?? null;
}
