import { apiPath, apiRoutes } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiCall } from 'src/lib/api-client';

const IS_FREE_PLAN_URL = apiPath(apiRoutes.getIsFreePlan);

function getIsFreePlan(): Promise<boolean> {
  return apiCall(apiRoutes.getIsFreePlan);
}

/**
 * Whether the user is on the free plan: true until loaded, and true when loading fails, so the
 * upgrade prompt errs on the side of showing (docs/product.md, Plans and quotas).
 */
export function useIsFreePlan(enabled: boolean): { isFree: boolean; loading: boolean } {
  const { data, error, isLoading } = useSWR(enabled ? IS_FREE_PLAN_URL : null, getIsFreePlan, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    dedupingInterval: 10000,
    onError: (err: unknown) =>
      console.error('Could not load the plan; treating the user as free.', err),
  });
  return { isFree: error ? true : (data ?? true), loading: isLoading };
}
