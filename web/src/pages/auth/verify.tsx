import { useLingui } from '@lingui/react/macro';
import { AuthVerifyView } from 'src/features/auth/views/auth-verify-view';

export function Verify() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Verify your email | Jobfit`}</title>
      <AuthVerifyView />
    </>
  );
}
