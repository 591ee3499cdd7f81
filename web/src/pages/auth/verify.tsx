import { AuthVerifyView } from 'src/features/auth/views/auth-verify-view';

export function Verify() {
  return (
    <>
      <title>{'Verify your email | Jobfit'}</title>
      <AuthVerifyView />
    </>
  );
}
