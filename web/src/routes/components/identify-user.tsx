import { useEffect } from 'react';
import { useAuth } from 'src/hooks/use-auth';
import { identifyUser } from 'src/lib/analytics/analytics';
import { getAvatarUrl, getDisplayName } from 'src/utils/user-display';

/** Identifies the signed-in user to analytics once per identity. */
export function IdentifyUser() {
  const { user } = useAuth();
  // Once per identity, not on every render (the parsed user is a new object each time).
  const id = user?.id;
  const email = user?.email;
  const name = user ? getDisplayName(user) : undefined;
  const avatar = user ? getAvatarUrl(user) : undefined;
  useEffect(() => {
    if (!id || !name) return;
    void identifyUser({ id, email, name, avatar });
  }, [id, email, name, avatar]);
  return null;
}
