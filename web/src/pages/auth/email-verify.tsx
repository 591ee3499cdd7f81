import { AuthEmailVerifyView } from 'src/features/auth/views/auth-email-verify-view';

export function EmailVerify() {
  return (
    <>
      <title>{'Email verification | Jobfit'}</title>
      <AuthEmailVerifyView />
    </>
  );
}
