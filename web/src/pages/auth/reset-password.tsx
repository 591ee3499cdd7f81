import { AuthResetPasswordView } from 'src/features/auth/views/auth-reset-password-view';

export function ResetPassword() {
  return (
    <>
      <title>{'Reset password | Jobfit'}</title>
      <AuthResetPasswordView />
    </>
  );
}
