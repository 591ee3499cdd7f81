import { OnboardingWelcomeView } from 'src/features/onboarding/views/onboarding-welcome-view';

export function Welcome() {
  return (
    <>
      <title>{'Welcome | Jobfit'}</title>
      <OnboardingWelcomeView />
    </>
  );
}
