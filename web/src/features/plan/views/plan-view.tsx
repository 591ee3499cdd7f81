import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Plan } from '@jobfit/contracts';
import RocketLaunchRounded from '@mui/icons-material/RocketLaunchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from 'src/components/page-header/page-header';
import { toast } from 'src/components/toaster/toaster';
import { useAuth } from 'src/hooks/use-auth';
import { useDashboard } from 'src/hooks/use-dashboard';
import { errorMessage } from 'src/lib/api-error';
import { createCheckout } from '../api/create-checkout';
import { createPortal } from '../api/create-portal';
import { useBilling } from '../api/get-billing';
import { PlanComparison } from '../components/plan-comparison';
import { UsageMeters } from '../components/usage-meters';

function CheckoutMessage({ onClose }: { onClose: () => void }) {
  const [params] = useSearchParams();
  const result = params.get('checkout');
  if (result === 'success') {
    return (
      <Alert severity="success" onClose={onClose} sx={{ mb: 3 }}>
        <Trans>
          Thank you! Your payment went through; Pro is active as soon as Stripe confirms it (usually
          within a minute).
        </Trans>
      </Alert>
    );
  }
  if (result === 'cancelled') {
    return (
      <Alert severity="info" onClose={onClose} sx={{ mb: 3 }}>
        <Trans>Checkout was cancelled; nothing was charged.</Trans>
      </Alert>
    );
  }
  return null;
}

/** The subscription: current plan and usage, Free vs Pro, upgrade or manage (Stripe). */
export function PlanView() {
  const { t: tr } = useLingui();
  const { user } = useAuth();
  const [, setParams] = useSearchParams();
  const { data: stats, error: statsError } = useDashboard();
  const { data: billing } = useBilling();
  const [redirecting, setRedirecting] = useState(false);
  const plan: Plan = stats?.usage.plan ?? user?.plan ?? 'free';
  const stripe = billing?.stripe === true;

  const go = async (open: () => Promise<string>) => {
    setRedirecting(true);
    try {
      window.location.assign(await open());
    } catch (err) {
      toast.error(errorMessage(err, t`Could not open the payment page`));
      setRedirecting(false);
    }
  };

  const action = (card: Plan) => {
    if (!stripe) return null;
    if (card === 'pro' && plan === 'free') {
      return (
        <Button
          fullWidth
          size="large"
          variant="contained"
          startIcon={<RocketLaunchRounded />}
          loading={redirecting}
          onClick={() => void go(createCheckout)}
        >
          <Trans>Upgrade to Pro</Trans>
        </Button>
      );
    }
    if (card === 'pro' && plan === 'pro') {
      return (
        <Button
          fullWidth
          size="large"
          variant="outlined"
          loading={redirecting}
          onClick={() => void go(createPortal)}
        >
          <Trans>Manage subscription</Trans>
        </Button>
      );
    }
    return null;
  };

  return (
    <>
      <PageHeader
        title={tr`Subscription`}
        description={tr`Your plan, this month's usage and upgrades.`}
      />
      <CheckoutMessage onClose={() => setParams({}, { replace: true })} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Card component="section" aria-label={tr`Your usage`} sx={{ p: 4 }}>
          <Box
            sx={{
              display: 'grid',
              gap: 4,
              gridTemplateColumns: { xs: '1fr', md: '1fr 1.4fr' },
              alignItems: 'center',
            }}
          >
            <Box>
              <Typography variant="overline" sx={{ color: 'text.secondary' }}>
                <Trans>Current plan</Trans>
              </Typography>
              <Typography variant="h3" component="p" sx={{ color: 'primary.main' }}>
                {plan === 'pro' ? tr`Pro` : tr`Free`}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                {plan === 'pro'
                  ? tr`No monthly limits on scans or documents.`
                  : tr`Upgrade for unlimited scans and tailored documents.`}
              </Typography>
            </Box>
            {stats ? (
              <UsageMeters usage={stats.usage} />
            ) : statsError ? (
              <Typography sx={{ color: 'error.main' }}>
                <Trans>Could not load your usage.</Trans>
              </Typography>
            ) : (
              <Box>
                <Skeleton height={40} />
                <Skeleton height={40} />
              </Box>
            )}
          </Box>
        </Card>
        {billing && !stripe && (
          <Alert severity="info" variant="outlined">
            <Trans>
              Upgrades are handled by this site&apos;s administrator: ask them to move your account
              to Pro.
            </Trans>
          </Alert>
        )}
        <PlanComparison current={plan} action={action} paymentOnline={stripe} />
      </Box>
    </>
  );
}
