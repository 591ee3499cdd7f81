import { Trans, useLingui } from '@lingui/react/macro';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from 'src/routes/paths';
import { useMasterCv } from 'src/hooks/use-master-cv';

/** Shown only while the user has no master CV: every scan needs one. */
export function MasterCvCta() {
  const { data } = useMasterCv();
  const { t } = useLingui();
  if (data !== null) return null;
  return (
    <Card
      component="section"
      aria-label={t`Add your master CV`}
      sx={{
        p: 3,
        display: 'flex',
        gap: 2.5,
        alignItems: { sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        border: '1px dashed',
        borderColor: 'rgb(var(--palette-primary-mainChannel) / 0.4)',
        bgcolor: 'rgb(var(--palette-primary-mainChannel) / 0.04)',
        boxShadow: 'none',
      }}
    >
      <Box
        sx={{
          width: 56,
          height: 56,
          flexShrink: 0,
          borderRadius: 1.5,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: 'rgb(var(--palette-primary-mainChannel) / 0.12)',
        }}
      >
        <DescriptionRounded />
      </Box>
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2">
          <Trans>Add your master CV to start scanning</Trans>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <Trans>
            Upload the CV you have or type it in. Every job match is measured against it.
          </Trans>
        </Typography>
      </Box>
      <Button
        component={RouterLink}
        to={paths.dashboard.masterCv}
        variant="contained"
        color="primary"
      >
        <Trans>Add master CV</Trans>
      </Button>
    </Card>
  );
}
