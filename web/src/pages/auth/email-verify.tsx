import { useLingui } from '@lingui/react/macro';
import { AuthEmailVerifyView } from 'src/features/auth/views/auth-email-verify-view';

export function EmailVerify() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Email verification | Jobfit`}</title>
      <AuthEmailVerifyView />
    </>
  );
}
