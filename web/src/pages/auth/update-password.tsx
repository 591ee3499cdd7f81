import { AuthUpdatePasswordView } from 'src/features/auth/views/auth-update-password-view';

export function UpdatePassword() {
  return (
    <>
      <title>{'Update password | Jobfit'}</title>
      <AuthUpdatePasswordView />
    </>
  );
}
