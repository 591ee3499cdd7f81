import { apiRoutes } from '@jobfit/contracts';
import { apiCall } from 'src/lib/api-client';

/** POST /api/billing/checkout → { url } of Stripe Checkout for Pro. */
export async function createCheckout(): Promise<string> {
  return (await apiCall(apiRoutes.startCheckout)).url;
}
