import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCompleteOnboarding } from 'src/features/onboarding/api/complete-onboarding';
import { CvManualEntryView } from 'src/features/master-cv/views/cv-manual-entry-view';
import { paths } from 'src/routes/paths';

export function ManualEntry() {
  const navigate = useNavigate();
  const { trigger } = useCompleteOnboarding();
  return (
    <>
      <title>{'Enter your CV | Jobfit'}</title>
      <CvManualEntryView
        secondaryAction={
          <Button component={RouterLink} to={paths.dashboard.onboarding.welcome} color="inherit">
            Back
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
