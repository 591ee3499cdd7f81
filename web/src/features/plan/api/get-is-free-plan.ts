import { apiPath, apiRoutes } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiCall } from 'src/lib/api-client';

const IS_FREE_PLAN_URL = apiPath(apiRoutes.getIsFreePlan);

function getIsFreePlan(): Promise<boolean> {
  return apiCall(apiRoutes.getIsFreePlan);
}

/**
 * Whether the user is on the free plan: true until loaded, and true when loading fails, so the
 * upgrade prompt errs on the side of showing (docs/product.md, Plans and quotas). Only the data and
 * the error are read: SWR renders again for each field read that changes, and the layout holding
 * this hook is large, so a free user's answer ("free", as assumed until then) renders nothing again.
 */
export function useIsFreePlan(enabled: boolean): { isFree: boolean } {
  const { data, error } = useSWR(enabled ? IS_FREE_PLAN_URL : null, getIsFreePlan, {
    // "Free" stands in until the answer comes; asked on mount all the same.
    fallbackData: true,
    revalidateOnMount: true,
    revalidateOnFocus: false,
    revalidateIfStale: false,
    dedupingInterval: 10000,
    onError: (err: unknown) =>
      console.error('Could not load the plan; treating the user as free.', err),
  });
  return { isFree: error ? true : data };
}
