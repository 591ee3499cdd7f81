import { useLingui } from '@lingui/react/macro';
import { AuthSignInView } from 'src/features/auth/views/auth-sign-in-view';

export function SignIn() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Sign in | Jobfit`}</title>
      <AuthSignInView />
    </>
  );
}
