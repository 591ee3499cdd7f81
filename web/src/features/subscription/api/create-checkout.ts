import { z } from 'zod';
import { apiRequest } from 'src/lib/api-client';

const Redirect = z.object({ url: z.url({ protocol: /^https?$/ }) });

/** POST /api/billing/checkout → { url } of Stripe Checkout for Pro. */
export async function createCheckout(): Promise<string> {
  return (await apiRequest('/api/billing/checkout', Redirect, { method: 'POST', body: {} })).url;
}
