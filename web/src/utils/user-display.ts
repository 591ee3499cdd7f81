import { t } from '@lingui/core/macro';

/** The user fields the UI reads; the session user and other identity shapes all fit. */
export type DisplayUser = {
  id?: string;
  email?: string | null;
  displayName?: string | null;
  name?: string | null;
  image?: string | null;
  avatar_url?: string | null;
  picture?: string | null;
  photoURL?: string | null;
  user_metadata?: { full_name?: string | null; avatar_url?: string | null } | null;
  role?: string | null;
};

function firstFilled(...values: (string | null | undefined)[]): string | undefined {
  return values.map((v) => v?.trim()).find((v): v is string => Boolean(v));
}

/** displayName, name or user_metadata.full_name, else the word `User` (translated). */
export function getDisplayName(user: DisplayUser | null | undefined): string {
  return firstFilled(user?.displayName, user?.name, user?.user_metadata?.full_name) ?? t`User`;
}

/** The first image field that is set, or undefined (then the avatar shows the initial). */
export function getAvatarUrl(user: DisplayUser | null | undefined): string | undefined {
  return firstFilled(
    user?.image,
    user?.avatar_url,
    user?.picture,
    user?.photoURL,
    user?.user_metadata?.avatar_url,
  );
}

/** The first letter of the display name, upper-cased. */
export function getAvatarInitial(user: DisplayUser | null | undefined): string {
  return Array.from(getDisplayName(user))[0]?.toUpperCase() ?? 'U';
}
