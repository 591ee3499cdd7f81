import useSWR from 'swr';
import { z } from 'zod';
import { apiRequest } from 'src/lib/api-client';

const BillingInfo = z.object({ stripe: z.boolean() });
export const BILLING_URL = '/api/billing';

export function getBilling(url: string) {
  return apiRequest(url, BillingInfo);
}

/** Whether online payment (Stripe) is set up on this server. */
export function useBilling() {
  return useSWR(BILLING_URL, getBilling, { revalidateOnFocus: false });
}
