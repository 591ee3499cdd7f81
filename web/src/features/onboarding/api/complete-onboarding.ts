import { apiRoutes } from '@jobfit/contracts';
import { t } from '@lingui/core/macro';
import { useCallback, useState } from 'react';
import { mutate } from 'swr';
import { apiCall } from 'src/lib/api-client';
import { errorMessage } from 'src/lib/api-error';
import { ONBOARDING_URL, storeOnboardingComplete } from './get-onboarding-status';

function completeOnboarding(): Promise<boolean> {
  return apiCall(apiRoutes.completeOnboarding);
}

/** Marks onboarding complete on the server and locally. */
export function useCompleteOnboarding() {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trigger = useCallback(async (): Promise<boolean> => {
    setSubmitting(true);
    setError(null);
    try {
      await completeOnboarding();
      storeOnboardingComplete();
      await mutate(ONBOARDING_URL, true, { revalidate: false });
      return true;
    } catch (err) {
      console.error('Could not complete onboarding.', err);
      setError(errorMessage(err, t`Could not save, try again`));
      return false;
    } finally {
      setSubmitting(false);
    }
  }, []);
  return { trigger, submitting, error };
}
