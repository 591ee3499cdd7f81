import { Trans, useLingui } from '@lingui/react/macro';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyContent } from 'src/components/empty-content/empty-content';
import { PageHeader } from 'src/components/page-header/page-header';
import { paths } from 'src/routes/paths';
import { useCompleteOnboarding } from '../api/complete-onboarding';

/** An onboarding step whose content ships later: say so, and offer back or finish. */
export function OnboardingStepView({ title, description }: { title: string; description: string }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const { trigger, submitting, error } = useCompleteOnboarding();
  const finish = async () => {
    if (await trigger()) navigate(paths.dashboard.root, { replace: true });
  };
  return (
    <Box>
      <PageHeader title={title} description={description} />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <EmptyContent
        icon={<ConstructionRounded />}
        title={t`Coming in a later release`}
        description={t`This step is being built. You can finish onboarding now and add your CV later.`}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3 }}>
        <Button
          component={RouterLink}
          to={paths.dashboard.onboarding.welcome}
          color="inherit"
          startIcon={<ArrowBackRounded sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
        >
          <Trans>Back</Trans>
        </Button>
        <Button variant="contained" color="inherit" onClick={finish} loading={submitting}>
          <Trans>Finish for now</Trans>
        </Button>
      </Box>
    </Box>
  );
}
