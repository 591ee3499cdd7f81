import type Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stripeEvent, user } from '../../db/schema.ts';
import { type Billing, PRO_STATUSES } from '../../lib/billing.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { say } from '../../lib/i18n/server-text.ts';

const notConfigured = () => new AppError('not_found', say('billing.not_set_up'));

/** A Stripe Checkout session for the Pro plan; the webhook sets the plan once it is paid. */
export async function startCheckout(
  db: Db,
  billing: Billing | undefined,
  userId: string,
): Promise<{ url: string }> {
  if (!billing) throw notConfigured();
  const [row] = await db.select().from(user).where(eq(user.id, userId));
  if (!row) throw notFound(say('account.not_found'));
  if (row.plan === 'pro') throw new AppError('conflict', say('billing.already_pro'));
  const session = await billing.stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: billing.priceId, quantity: 1 }],
    client_reference_id: userId,
    ...(row.stripeCustomerId ? { customer: row.stripeCustomerId } : { customer_email: row.email }),
    success_url: `${billing.appUrl}/subscription?checkout=success`,
    cancel_url: `${billing.appUrl}/subscription?checkout=cancelled`,
  });
  if (!session.url) throw new Error('Stripe returned a session without a URL');
  return { url: session.url };
}

/** The Stripe customer portal (manage or cancel the subscription). */
export async function openPortal(
  db: Db,
  billing: Billing | undefined,
  userId: string,
): Promise<{ url: string }> {
  if (!billing) throw notConfigured();
  const [row] = await db
    .select({ customer: user.stripeCustomerId })
    .from(user)
    .where(eq(user.id, userId));
  if (!row?.customer) throw new AppError('conflict', say('billing.no_subscription'));
  const session = await billing.stripe.billingPortal.sessions.create({
    customer: row.customer,
    return_url: `${billing.appUrl}/subscription`,
  });
  return { url: session.url };
}

/**
 * Handles one webhook delivery: verifies the signature over the raw body, then applies the event
 * once (a redelivered event id is acknowledged and ignored).
 */
export async function handleWebhook(
  db: Db,
  billing: Billing | undefined,
  logger: Logger,
  rawBody: string,
  signature: string | undefined,
): Promise<{ received: true; duplicate: boolean }> {
  if (!billing) throw notConfigured();
  if (!signature) throw new AppError('validation', say('billing.webhook_no_signature'));
  let event: Stripe.Event;
  try {
    event = await billing.stripe.webhooks.constructEventAsync(
      rawBody,
      signature,
      billing.webhookSecret,
    );
  } catch {
    throw new AppError('validation', say('billing.webhook_bad_signature'));
  }
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(stripeEvent)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvent.id });
    if (inserted.length === 0) return { received: true as const, duplicate: true };
    await applyEvent(tx, event, logger);
    return { received: true as const, duplicate: false };
  });
}

async function applyEvent(tx: Db, event: Stripe.Event, logger: Logger) {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const customer =
        typeof session.customer === 'string' ? session.customer : session.customer?.id;
      if (session.client_reference_id && customer) {
        await tx
          .update(user)
          .set({ stripeCustomerId: customer })
          .where(eq(user.id, session.client_reference_id));
      }
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      const customer = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
      const plan =
        event.type !== 'customer.subscription.deleted' && PRO_STATUSES.includes(sub.status)
          ? 'pro'
          : 'free';
      const updated = await tx
        .update(user)
        .set({ plan })
        .where(eq(user.stripeCustomerId, customer))
        .returning({ id: user.id });
      if (updated.length === 0)
        logger.warn({ customer, type: event.type }, 'stripe: no user for customer');
      return;
    }
    default:
      return;
  }
}
