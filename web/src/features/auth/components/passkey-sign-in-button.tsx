import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import { useState } from 'react';

/**
 * "Sign in with a passkey": the browser offers the passkeys saved for Jobfit. The WebAuthn client
 * and its library load on the click, never with the page (decision 180).
 */
export function PasskeySignInButton({
  signIn,
  onSignedIn,
  onError,
}: {
  /** Null when signed in, else a message for the user. */
  signIn: () => Promise<string | null>;
  onSignedIn: () => Promise<void>;
  onError: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    const failed = await signIn().catch(() => t`Could not sign in, try again`);
    if (failed) onError(failed);
    else await onSignedIn();
    setBusy(false);
  };
  return (
    <Button
      size="large"
      variant="outlined"
      color="inherit"
      fullWidth
      loading={busy}
      onClick={() => void click()}
      sx={{ mt: 2 }}
    >
      <Trans>Sign in with a passkey</Trans>
    </Button>
  );
}
