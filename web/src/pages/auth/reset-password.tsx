import { useLingui } from '@lingui/react/macro';
import { AuthResetPasswordView } from 'src/features/auth/views/auth-reset-password-view';

export function ResetPassword() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Reset password | Jobfit`}</title>
      <AuthResetPasswordView />
    </>
  );
}
