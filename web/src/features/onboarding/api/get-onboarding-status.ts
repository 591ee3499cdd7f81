import { apiPath, apiRoutes } from '@jobfit/contracts';
import { useState } from 'react';
import useSWR from 'swr';
import { ONBOARDING_STORAGE_KEY } from 'src/config/app-config';
import { apiCall } from 'src/lib/api-client';

export const ONBOARDING_URL = apiPath(apiRoutes.getOnboardingStatus);

function getOnboardingStatus(): Promise<boolean> {
  return apiCall(apiRoutes.getOnboardingStatus);
}

function isOnboardingCompleteLocally(): boolean {
  try {
    return window.localStorage.getItem(ONBOARDING_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function storeOnboardingComplete(): void {
  try {
    window.localStorage.setItem(ONBOARDING_STORAGE_KEY, 'true');
  } catch (error) {
    console.error('Could not store the onboarding flag.', error);
  }
}

type OnboardingCheck = { status: 'checking' | 'complete' | 'incomplete' | 'unknown' };

/**
 * Asked only when signed in, not loading and not already complete locally; `true` is
 * remembered in localStorage and the server is not asked again; a failure is logged and the
 * content renders (`unknown`).
 */
export function useOnboardingStatus({
  authenticated,
  loading,
}: {
  authenticated: boolean;
  loading: boolean;
}): OnboardingCheck {
  const [completeLocally] = useState(isOnboardingCompleteLocally);
  const shouldFetch = authenticated && !loading && !completeLocally;
  const { data, error } = useSWR(shouldFetch ? ONBOARDING_URL : null, getOnboardingStatus, {
    revalidateOnFocus: true,
    revalidateOnMount: true,
    revalidateIfStale: true,
    dedupingInterval: 0,
    onSuccess: (done) => {
      if (done) storeOnboardingComplete();
    },
    onError: (err: unknown) => console.error('Could not check onboarding status.', err),
  });
  if (completeLocally || !shouldFetch) return { status: completeLocally ? 'complete' : 'unknown' };
  if (error) return { status: 'unknown' };
  if (data === undefined) return { status: 'checking' };
  return { status: data ? 'complete' : 'incomplete' };
}
