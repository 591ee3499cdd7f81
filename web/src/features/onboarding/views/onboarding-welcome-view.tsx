import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from 'src/routes/paths';
import { useCompleteOnboarding } from '../api/complete-onboarding';

const choices = [
  {
    title: msg`Upload my CV`,
    text: msg`PDF, DOCX or text. We read it and you check the result.`,
    to: paths.dashboard.onboarding.uploadCv,
    icon: <CloudUploadRounded />,
  },
  {
    title: msg`Enter it manually`,
    text: msg`Type your experience, education and skills step by step.`,
    to: paths.dashboard.onboarding.manualEntry,
    icon: <EditNoteRounded />,
  },
];

export function OnboardingWelcomeView() {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const { trigger, submitting, error } = useCompleteOnboarding();
  const skip = async () => {
    if (await trigger()) navigate(paths.dashboard.root, { replace: true });
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ textAlign: 'center' }}>
        <Typography component="h1" variant="h4">
          <Trans>Welcome to Jobfit</Trans>
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>
          <Trans>Start with your master CV: every job match is measured against it.</Trans>
        </Typography>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      {choices.map((choice) => (
        <ButtonBase
          key={choice.to}
          component={RouterLink}
          to={choice.to}
          sx={(theme) => ({
            p: 2.5,
            gap: 2,
            borderRadius: 2,
            justifyContent: 'flex-start',
            textAlign: 'start',
            border: `1px solid ${theme.vars.palette.divider}`,
            bgcolor: 'background.paper',
            transition: 'box-shadow 120ms linear, border-color 120ms linear',
            '&:hover': {
              borderColor: 'primary.main',
              boxShadow: '0 8px 16px 0 rgb(145 158 171 / 0.16)',
            },
          })}
        >
          <Box
            sx={{
              width: 48,
              height: 48,
              flexShrink: 0,
              borderRadius: 1.5,
              display: 'grid',
              placeItems: 'center',
              color: 'primary.main',
              bgcolor: 'rgb(var(--palette-primary-mainChannel) / 0.08)',
            }}
          >
            {choice.icon}
          </Box>
          <Box>
            <Typography variant="subtitle1">{i18n._(choice.title)}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {i18n._(choice.text)}
            </Typography>
          </Box>
        </ButtonBase>
      ))}
      <Button
        variant="text"
        color="inherit"
        onClick={skip}
        loading={submitting}
        sx={{ alignSelf: 'center' }}
      >
        <Trans>Skip for now</Trans>
      </Button>
    </Box>
  );
}
