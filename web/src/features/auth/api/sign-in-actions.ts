import { t } from '@lingui/core/macro';
import { authClient } from 'src/lib/auth-client';
import { secondFactorErrorMessage } from 'src/lib/second-factor-error';

// The sign-in page loads this module when the form is used, not with the page (decisions 090 and
// 180): the auth client, the passkey client and the second step each come in only when needed,
// and the lists of files they need live here rather than in the page's own first-load chunk.

export { authClient };

/** The second sign-in step (authenticator or backup code), as a module for `React.lazy`. */
export const loadTwoFactorStep = () =>
  import('../components/two-factor-step').then((m) => ({ default: m.TwoFactorStep }));

/** Signs in with a passkey the browser offers; null when signed in, else a message for the user. */
export async function signInWithPasskey(): Promise<string | null> {
  try {
    const { passkeyClient } = await import('src/lib/passkey-client');
    const result = await passkeyClient.signIn.passkey();
    return result?.error
      ? secondFactorErrorMessage(result.error, t`Could not sign in with a passkey`)
      : null;
  } catch {
    return t`Could not sign in with a passkey. Check your connection and try again.`;
  }
}
