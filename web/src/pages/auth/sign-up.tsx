import { useLingui } from '@lingui/react/macro';
import { AuthSignUpView } from 'src/features/auth/views/auth-sign-up-view';

export function SignUp() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Create account | Jobfit`}</title>
      <AuthSignUpView />
    </>
  );
}
