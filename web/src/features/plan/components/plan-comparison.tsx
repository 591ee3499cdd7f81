import { i18n as globalI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PLAN_LIMITS, type Plan } from '@jobfit/contracts';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RemoveCircleOutlineRounded from '@mui/icons-material/RemoveCircleOutlineRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatNumber } from 'src/utils/format';
import { visuallyHidden } from 'src/utils/visually-hidden';

const PLANS: { plan: Plan; name: MessageDescriptor; tagline: MessageDescriptor }[] = [
  { plan: 'free', name: msg`Free`, tagline: msg`Everything to start matching your CV to jobs.` },
  { plan: 'pro', name: msg`Pro`, tagline: msg`For an active search: no monthly limits.` },
];

/** The rows of the comparison, all from the one quota table (PLAN_LIMITS). */
function planFeatures(plan: Plan, i18n: I18n = globalI18n): { text: string; included: boolean }[] {
  const { scansPerMonth, documentsPerMonth, jobTargets, ...limits } = PLAN_LIMITS[plan];
  return [
    {
      text:
        scansPerMonth === null
          ? t(i18n)`Unlimited job scans`
          : plural(scansPerMonth, { one: '# job scan a month', other: '# job scans a month' }),
      included: true,
    },
    {
      text:
        documentsPerMonth === null
          ? t(i18n)`Unlimited tailored CVs and letters`
          : plural(documentsPerMonth, {
              one: '# tailored CV or letter a month',
              other: '# tailored CVs and letters a month',
            }),
      included: true,
    },
    {
      text:
        jobTargets === null
          ? t(i18n)`Unlimited tracked jobs`
          : plural(jobTargets, { one: '# tracked job', other: '# tracked jobs' }),
      included: true,
    },
    { text: t(i18n)`Free rescans of tracked jobs`, included: true },
    { text: t(i18n)`Export of all your data`, included: limits.export },
    // Optional and only where the server has a model; it only ever rephrases (docs/product.md).
    { text: t(i18n)`Rephrasing suggestions (on servers with an LLM)`, included: limits.llm },
  ];
}

/**
 * What a plan costs as far as this server knows: Free is free; Pro's price lives with the payment
 * provider (Stripe Checkout shows it) or, without one, with the site's administrator.
 */
function planPrice(plan: Plan, paymentOnline: boolean, i18n: I18n = globalI18n): string {
  if (plan === 'free') {
    const price = formatNumber(0, i18n.locale, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    return t(i18n)`${price} a month`;
  }
  return paymentOnline
    ? t(i18n)`Monthly, price shown at checkout`
    : t(i18n)`Arranged with your administrator`;
}

type PlanComparisonProps = {
  current: Plan;
  action: (plan: Plan) => ReactNode;
  paymentOnline: boolean;
};

/** Free and Pro side by side; the current plan is marked. */
export function PlanComparison({ current, action, paymentOnline }: PlanComparisonProps) {
  const { t: tr, i18n } = useLingui();
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {PLANS.map(({ plan, ...texts }) => {
        const isCurrent = plan === current;
        const name = i18n._(texts.name);
        return (
          <Card
            key={plan}
            component="section"
            aria-label={plan === 'pro' ? tr`Pro plan` : tr`Free plan`}
            sx={{
              p: 4,
              display: 'flex',
              flexDirection: 'column',
              gap: 2.5,
              ...(plan === 'pro' && {
                outline: '2px solid',
                outlineColor: 'primary.main',
                outlineOffset: -2,
              }),
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="overline" sx={{ color: 'text.secondary', flexGrow: 1 }}>
                {name}
              </Typography>
              {isCurrent && <Chip size="small" color="primary" label={tr`Current plan`} />}
            </Box>
            <Box>
              <Typography variant="h4" component="h3">
                {name}
              </Typography>
              <Typography
                data-testid="plan-price"
                variant="subtitle1"
                sx={{ color: plan === 'pro' ? 'primary.main' : 'text.primary', mt: 0.5 }}
              >
                {planPrice(plan, paymentOnline, i18n)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {i18n._(texts.tagline)}
              </Typography>
            </Box>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {planFeatures(plan, i18n).map((f) => (
                <Box
                  component="li"
                  key={f.text}
                  sx={{
                    display: 'flex',
                    gap: 1.25,
                    alignItems: 'center',
                    typography: 'body2',
                    color: f.included ? 'text.primary' : 'text.disabled',
                  }}
                >
                  {f.included ? (
                    <CheckCircleRounded
                      fontSize="small"
                      sx={{ color: 'success.main' }}
                      aria-hidden
                    />
                  ) : (
                    <RemoveCircleOutlineRounded fontSize="small" aria-hidden />
                  )}
                  <span>
                    {f.text}
                    {!f.included && (
                      <Box component="span" sx={visuallyHidden}>
                        {' '}
                        {tr`(not included)`}
                      </Box>
                    )}
                  </span>
                </Box>
              ))}
            </Box>
            <Box sx={{ mt: 'auto', pt: 1 }}>{action(plan)}</Box>
          </Card>
        );
      })}
    </Box>
  );
}
