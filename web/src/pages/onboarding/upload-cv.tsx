import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CvUploadView } from 'src/features/master-cv/views/cv-upload-view';
import { paths } from 'src/routes/paths';

export function UploadCv() {
  const { t } = useLingui();
  const navigate = useNavigate();
  // The review's code (the whole CV form) loads while a file is chosen and read, not after: the
  // review then shows as soon as the draft comes.
  useEffect(() => {
    import('src/pages/onboarding/upload-review').catch(() => undefined);
  }, []);
  return (
    <>
      <title>{t`Upload your CV | Jobfit`}</title>
      <CvUploadView
        onUploaded={() => navigate(paths.dashboard.onboarding.uploadReview)}
        footer={
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Button component={RouterLink} to={paths.dashboard.onboarding.welcome} color="inherit">
              <Trans>Back</Trans>
            </Button>
            <Button
              component={RouterLink}
              to={paths.dashboard.onboarding.manualEntry}
              color="inherit"
            >
              <Trans>Enter it manually instead</Trans>
            </Button>
          </Box>
        }
      />
    </>
  );
}
