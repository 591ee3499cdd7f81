import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCompleteOnboarding } from 'src/features/onboarding/api/complete-onboarding';
import { CvManualEntryView } from 'src/features/master-cv/views/cv-manual-entry-view';
import { paths } from 'src/routes/paths';

export function ManualEntry() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { trigger } = useCompleteOnboarding();
  return (
    <>
      <title>{t`Enter your CV | Jobfit`}</title>
      <CvManualEntryView
        secondaryAction={
          <Button component={RouterLink} to={paths.dashboard.onboarding.welcome} color="inherit">
            <Trans>Back</Trans>
          </Button>
        }
        onSaved={async () => {
          await trigger();
          navigate(paths.dashboard.jobAnalyzer.root, { replace: true });
        }}
      />
    </>
  );
}
