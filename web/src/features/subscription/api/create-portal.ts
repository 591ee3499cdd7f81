import { z } from 'zod';
import { apiRequest } from 'src/lib/api-client';

const Redirect = z.object({ url: z.url({ protocol: /^https?$/ }) });

/** POST /api/billing/portal → { url } of the Stripe customer portal. */
export async function createPortal(): Promise<string> {
  return (await apiRequest('/api/billing/portal', Redirect, { method: 'POST', body: {} })).url;
}
