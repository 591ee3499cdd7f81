import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { requireUser } from '../../lib/require-user.ts';
import { handleWebhook, openPortal, startCheckout } from './billing.service.ts';
import { say } from '../../lib/i18n/server-text.ts';

/** /api/billing: Stripe Checkout, the customer portal and the webhook (when configured). */
export const billingRoutes = new Hono<AppEnv>()
  .post(
    '/webhook',
    bodyLimit({
      maxSize: 512 * 1024,
      onError: () => {
        throw new AppError('file_too_large', say('billing.webhook_too_large'));
      },
    }),
    async (c) => {
      const raw = await c.req.text();
      return c.json(
        await handleWebhook(
          c.var.db,
          c.var.billing,
          c.var.logger,
          raw,
          c.req.header('stripe-signature'),
        ),
      );
    },
  )
  .get('/', requireUser, (c) => c.json({ stripe: c.var.billing !== undefined }))
  .post('/checkout', requireUser, async (c) =>
    c.json(await startCheckout(c.var.db, c.var.billing, c.var.user.id)),
  )
  .post('/portal', requireUser, async (c) =>
    c.json(await openPortal(c.var.db, c.var.billing, c.var.user.id)),
  );
