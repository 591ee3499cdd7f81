import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';
import { Health, Readiness } from '../me.ts';

/** GET /api/billing: whether online payment (Stripe) is set up on this server. */
export const BillingInfo = z.object({ stripe: z.boolean() });
export type BillingInfo = z.infer<typeof BillingInfo>;

/** Where the browser goes next: Stripe Checkout or the customer portal. */
export const BillingRedirect = z.object({ url: z.url({ protocol: /^https?$/ }) });

/** POST /api/billing/webhook: the event was taken (`duplicate` when seen before). */
export const WebhookReceipt = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** The OpenAPI document itself (3.1); its schema is OpenAPI's own. */
export const OpenApiDocument = z.looseObject({ openapi: z.string(), paths: z.looseObject({}) });

/** /api/health and its probes, the reference itself, and /api/billing. */
export const platformRoutes = {
  getHealth: {
    method: 'get',
    path: '/api/health',
    tag: 'health',
    summary: 'Whether the server, its database and its engine workers answer',
    access: 'public',
    response: { status: 200, description: 'Ready.', schema: Health },
    errors: [503],
  },
  getLiveness: {
    method: 'get',
    path: '/api/health/live',
    tag: 'health',
    summary: 'Whether the process is up (liveness probe)',
    description: 'Always 200 while the server answers; it checks nothing else (decision 176).',
    access: 'public',
    response: { status: 200, description: 'Up.', schema: Health },
    errors: [],
  },
  getReadiness: {
    method: 'get',
    path: '/api/health/ready',
    tag: 'health',
    summary: 'Whether this instance may take traffic (readiness probe)',
    description:
      'The database answers, its migrations are applied and the engine workers are warm. Else 503 `unavailable` whose `error.details` (`NotReadyDetails`) names the failed checks (decision 176).',
    access: 'public',
    response: { status: 200, description: 'Ready.', schema: Readiness },
    errors: [503],
  },
  getOpenApiDocument: {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'reference',
    summary: 'This API as an OpenAPI 3.1 document',
    access: 'public',
    response: { status: 200, description: 'The document.', schema: OpenApiDocument },
    errors: [],
  },
  getApiReference: {
    method: 'get',
    path: '/api/docs',
    tag: 'reference',
    summary: 'This API as a reference page (Swagger UI)',
    access: 'public',
    response: { status: 200, description: 'The page.', contentType: 'text/html' },
    errors: [],
  },
  getBilling: {
    method: 'get',
    path: '/api/billing',
    tag: 'billing',
    summary: 'Whether online payment is set up',
    access: 'user',
    response: { status: 200, description: 'Billing availability.', schema: BillingInfo },
    errors: [401],
  },
  startCheckout: {
    method: 'post',
    path: '/api/billing/checkout',
    tag: 'billing',
    summary: 'Start a Stripe Checkout for the Pro plan',
    access: 'user',
    response: { status: 200, description: 'Where to send the browser.', schema: BillingRedirect },
    errors: [401, 404, 409],
  },
  openPortal: {
    method: 'post',
    path: '/api/billing/portal',
    tag: 'billing',
    summary: 'Open the Stripe customer portal',
    access: 'user',
    response: { status: 200, description: 'Where to send the browser.', schema: BillingRedirect },
    errors: [401, 404, 409],
  },
  stripeWebhook: {
    method: 'post',
    path: '/api/billing/webhook',
    tag: 'billing',
    summary: 'Stripe events (signed with the Stripe-Signature header)',
    access: 'stripe',
    body: z.looseObject({ id: z.string(), type: z.string() }),
    response: { status: 200, description: 'Taken.', schema: WebhookReceipt },
    errors: [400, 404, 413],
  },
} as const satisfies Record<string, ApiRoute>;
