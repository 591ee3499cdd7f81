import { AuthSignInView } from 'src/features/auth/views/auth-sign-in-view';

export function SignIn() {
  return (
    <>
      <title>{'Sign in | Jobfit'}</title>
      <AuthSignInView />
    </>
  );
}
