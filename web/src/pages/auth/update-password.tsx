import { useLingui } from '@lingui/react/macro';
import { AuthUpdatePasswordView } from 'src/features/auth/views/auth-update-password-view';

export function UpdatePassword() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Update password | Jobfit`}</title>
      <AuthUpdatePasswordView />
    </>
  );
}
