import { PLAN_LIMITS, type Plan } from '@jobfit/contracts';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RemoveCircleOutlineRounded from '@mui/icons-material/RemoveCircleOutlineRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { visuallyHidden } from 'src/utils/visually-hidden';

const PLANS: { plan: Plan; name: string; tagline: string }[] = [
  { plan: 'free', name: 'Free', tagline: 'Everything to start matching your CV to jobs.' },
  { plan: 'pro', name: 'Pro', tagline: 'For an active search: no monthly limits.' },
];

const count = (n: number | null, unit: string) =>
  n === null ? `Unlimited ${unit}` : `${n} ${unit} a month`;

/** The rows of the comparison, all from the one quota table (PLAN_LIMITS). */
export function planFeatures(plan: Plan): { text: string; included: boolean }[] {
  const limits = PLAN_LIMITS[plan];
  return [
    { text: count(limits.scansPerMonth, 'job scans'), included: true },
    { text: count(limits.documentsPerMonth, 'tailored CVs and letters'), included: true },
    {
      text:
        limits.jobTargets === null ? 'Unlimited tracked jobs' : `${limits.jobTargets} tracked jobs`,
      included: true,
    },
    { text: 'Free rescans of tracked jobs', included: true },
    { text: 'Export of all your data', included: limits.export },
    // Optional and only where the server has a model (DESIGN.md §3); it only ever rephrases.
    { text: 'Rephrasing suggestions (on servers with an LLM)', included: limits.llm },
  ];
}

/**
 * What a plan costs as far as this server knows: Free is free; Pro's price lives with the payment
 * provider (Stripe Checkout shows it) or, without one, with the site's administrator.
 */
export function planPrice(plan: Plan, paymentOnline: boolean): string {
  if (plan === 'free') return '$0 a month';
  return paymentOnline ? 'Monthly, price shown at checkout' : 'Arranged with your administrator';
}

type PlanComparisonProps = {
  current: Plan;
  action: (plan: Plan) => ReactNode;
  paymentOnline: boolean;
};

/** Free and Pro side by side; the current plan is marked. */
export function PlanComparison({ current, action, paymentOnline }: PlanComparisonProps) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {PLANS.map(({ plan, name, tagline }) => {
        const isCurrent = plan === current;
        return (
          <Card
            key={plan}
            component="section"
            aria-label={`${name} plan`}
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
              {isCurrent && <Chip size="small" color="primary" label="Current plan" />}
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
                {planPrice(plan, paymentOnline)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {tagline}
              </Typography>
            </Box>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {planFeatures(plan).map((f) => (
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
                        (not included)
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
