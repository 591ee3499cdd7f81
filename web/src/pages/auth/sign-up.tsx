import { AuthSignUpView } from 'src/features/auth/views/auth-sign-up-view';

export function SignUp() {
  return (
    <>
      <title>{'Create account | Jobfit'}</title>
      <AuthSignUpView />
    </>
  );
}
