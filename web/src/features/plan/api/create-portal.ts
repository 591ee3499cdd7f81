import { apiRoutes } from '@jobfit/contracts';
import { apiCall } from 'src/lib/api-client';

/** POST /api/billing/portal → { url } of the Stripe customer portal. */
export async function createPortal(): Promise<string> {
  return (await apiCall(apiRoutes.openPortal)).url;
}
