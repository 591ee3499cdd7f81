import { apiPath, apiRoutes, type BillingInfo } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiCall } from 'src/lib/api-client';

const BILLING_URL = apiPath(apiRoutes.getBilling);

function getBilling(): Promise<BillingInfo> {
  return apiCall(apiRoutes.getBilling);
}

/** Whether online payment (Stripe) is set up on this server. */
export function useBilling() {
  return useSWR(BILLING_URL, getBilling, { revalidateOnFocus: false });
}
