import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { toast } from 'src/components/toaster/toaster';

function download(codes: string[]) {
  const intro = t`Jobfit backup codes. Each signs in once when your authenticator app is not at hand.`;
  const text = `${intro}\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'jobfit-backup-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** Backup codes, shown once: a grid to read, a copy button and a text file to keep. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const { t: tr } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t`Backup codes copied`);
    } catch {
      toast.error(t`Could not copy; select the codes or download them instead`);
    }
  };
  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        <Trans>
          Keep these somewhere safe, away from this device. Each code signs you in once if you lose
          your authenticator app. They are not shown again.
        </Trans>
      </Typography>
      <Box
        component="ul"
        aria-label={tr`Backup codes`}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 2,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, 1fr)',
          gap: 1,
          borderRadius: 1.5,
          bgcolor: 'rgb(145 158 171 / 0.08)',
          fontFamily: 'monospace',
          fontSize: 15,
          textAlign: 'center',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<ContentCopyRounded />} onClick={() => void copy()}>
          <Trans>Copy codes</Trans>
        </Button>
        <Button
          variant="outlined"
          startIcon={<FileDownloadRounded />}
          onClick={() => download(codes)}
        >
          <Trans>Download</Trans>
        </Button>
      </Box>
    </Box>
  );
}
