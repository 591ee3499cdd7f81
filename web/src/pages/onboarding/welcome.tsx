import { useLingui } from '@lingui/react/macro';
import { OnboardingWelcomeView } from 'src/features/onboarding/views/onboarding-welcome-view';

export function Welcome() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Welcome | Jobfit`}</title>
      <OnboardingWelcomeView />
    </>
  );
}
