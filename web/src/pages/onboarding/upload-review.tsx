import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { useCompleteOnboarding } from 'src/features/onboarding/api/complete-onboarding';
import { CvReviewView } from 'src/features/master-cv/views/cv-review-view';
import { paths } from 'src/routes/paths';

export function UploadReview() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { trigger } = useCompleteOnboarding();
  return (
    <>
      <title>{t`Review your CV | Jobfit`}</title>
      <CvReviewView
        breakout
        onUploadAgain={() => navigate(paths.dashboard.onboarding.uploadCv)}
        onSaved={async () => {
          await trigger();
          navigate(paths.dashboard.jobAnalyzer.root, { replace: true });
        }}
      />
    </>
  );
}
