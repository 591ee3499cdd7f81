import Stripe from 'stripe';

export interface BillingConfig {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
}

export interface Billing {
  stripe: Stripe;
  webhookSecret: string;
  priceId: string;
  appUrl: string;
}

/** Stripe when its keys are configured; otherwise undefined and an administrator sets plans. */
export function createBilling(
  config: BillingConfig | undefined,
  appUrl: string,
): Billing | undefined {
  if (!config) return undefined;
  return {
    stripe: new Stripe(config.secretKey),
    webhookSecret: config.webhookSecret,
    priceId: config.priceId,
    appUrl,
  };
}

/** Subscription states that keep the Pro plan (a failed renewal is retried before it lapses). */
export const PRO_STATUSES: readonly string[] = ['active', 'trialing', 'past_due'];
