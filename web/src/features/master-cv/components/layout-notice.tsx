import { Trans } from '@lingui/react/macro';
import ViewColumnRounded from '@mui/icons-material/ViewColumnRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * The review screen's plain word about the file's layout: what ATS software may misread, and what
 * to do about it. Nothing is said for a plain single-column file.
 */
export function LayoutNotice({ findings }: { findings: string[] }) {
  if (findings.length === 0) return null;
  return (
    <Alert
      severity="warning"
      icon={<ViewColumnRounded />}
      data-testid="layout-notice"
      sx={{ '& .MuiAlert-message': { minWidth: 0 } }}
    >
      <AlertTitle>
        <Trans>Your CV’s layout can confuse applicant tracking systems</Trans>
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, mb: 1, pl: 2.5 }}>
        {findings.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </Box>
      <Typography variant="body2">
        <Trans>
          Compare the fields below with your page and fix what we read wrong. For applications, a
          single-column layout with no tables or text boxes for content, and contact details written
          as text rather than icons, reads correctly everywhere.
        </Trans>
      </Typography>
    </Alert>
  );
}
