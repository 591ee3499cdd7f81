import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeEvent, user } from '../../db/schema.ts';
import { readJson } from '../../test/http-client.ts';
import { createTestContext, TEST_STRIPE, type TestContext } from '../../test/test-context.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ billing: true });
});
afterAll(() => t.close());

const stripe = new Stripe(TEST_STRIPE.secretKey);

/** Sends a webhook event signed the way Stripe signs it (the library's own test helper). */
async function deliver(event: Record<string, unknown>, secret = TEST_STRIPE.webhookSecret) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.client().request('/api/billing/webhook', {
    method: 'POST',
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}

const checkoutCompleted = (userId: string, customer: string) => ({
  id: `evt_${crypto.randomUUID()}`,
  object: 'event',
  type: 'checkout.session.completed',
  data: {
    object: { id: 'cs_test', object: 'checkout.session', client_reference_id: userId, customer },
  },
});
const subscription = (type: string, customer: string, status: string) => ({
  id: `evt_${crypto.randomUUID()}`,
  object: 'event',
  type,
  data: { object: { id: 'sub_test', object: 'subscription', customer, status } },
});

const planOf = async (id: string) =>
  (await t.db.select().from(user).where(eq(user.id, id)))[0]?.plan;

describe('Stripe webhook', () => {
  it('sets Pro when the subscription starts and Free when it ends', async () => {
    const u = await t.signUp();
    const customer = `cus_${crypto.randomUUID().slice(0, 8)}`;
    expect((await deliver(checkoutCompleted(u.id, customer))).status).toBe(200);
    expect(
      (await deliver(subscription('customer.subscription.created', customer, 'active'))).status,
    ).toBe(200);
    expect(await planOf(u.id)).toBe('pro');
    expect(await readJson(await u.client.get('/api/me/plan/is-free'))).toBe(false);

    await deliver(subscription('customer.subscription.updated', customer, 'unpaid'));
    expect(await planOf(u.id)).toBe('free');
    await deliver(subscription('customer.subscription.updated', customer, 'active'));
    expect(await planOf(u.id)).toBe('pro');
    await deliver(subscription('customer.subscription.deleted', customer, 'canceled'));
    expect(await planOf(u.id)).toBe('free');
  });

  it('applies a redelivered event once', async () => {
    const u = await t.signUp();
    const customer = `cus_${crypto.randomUUID().slice(0, 8)}`;
    await deliver(checkoutCompleted(u.id, customer));
    const created = subscription('customer.subscription.created', customer, 'active');
    expect(await readJson(await deliver(created))).toEqual({ received: true, duplicate: false });
    await deliver(subscription('customer.subscription.deleted', customer, 'canceled'));
    // Stripe retries the older event: it must not bring Pro back.
    expect(await readJson(await deliver(created))).toEqual({ received: true, duplicate: true });
    expect(await planOf(u.id)).toBe('free');
    expect(
      await t.db.select().from(stripeEvent).where(eq(stripeEvent.id, created.id)),
    ).toHaveLength(1);
  });

  it('rejects a bad or missing signature and changes nothing', async () => {
    const u = await t.signUp();
    const forged = await deliver(checkoutCompleted(u.id, 'cus_forged'), 'whsec_wrong_secret');
    expect(forged.status).toBe(400);
    expect((await readJson(forged)).error.message).toBe('The webhook signature is not valid.');
    const unsigned = await t.client().request('/api/billing/webhook', {
      method: 'POST',
      body: JSON.stringify(subscription('customer.subscription.created', 'cus_forged', 'active')),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    const [row] = await t.db.select().from(user).where(eq(user.id, u.id));
    expect(row?.stripeCustomerId).toBeNull();
  });

  it('says whether online payment is set up', async () => {
    const u = await t.signUp();
    expect(await readJson(await u.client.get('/api/billing'))).toEqual({ stripe: true });
  });
});

describe('without Stripe', () => {
  it('answers checkout, portal and webhook with a clear 404', async () => {
    const plain = await createTestContext();
    try {
      const u = await plain.signUp();
      expect(await readJson(await u.client.get('/api/billing'))).toEqual({ stripe: false });
      for (const path of ['/api/billing/checkout', '/api/billing/portal', '/api/billing/webhook']) {
        const res = await u.client.post(path);
        expect(res.status, path).toBe(404);
        expect((await readJson(res)).error.message).toMatch(/administrator sets plans/);
      }
    } finally {
      await plain.close();
    }
  });
});
