import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { toast } from 'src/components/toaster/toaster';

function download(codes: string[]) {
  const text = `Jobfit backup codes. Each signs in once when your authenticator app is not at hand.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'jobfit-backup-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** Backup codes, shown once: a grid to read, a copy button and a text file to keep. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success('Backup codes copied');
    } catch {
      toast.error('Could not copy; select the codes or download them instead');
    }
  };
  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Keep these somewhere safe, away from this device. Each code signs you in once if you lose
        your authenticator app. They are not shown again.
      </Typography>
      <Box
        component="ul"
        aria-label="Backup codes"
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
          Copy codes
        </Button>
        <Button
          variant="outlined"
          startIcon={<FileDownloadRounded />}
          onClick={() => download(codes)}
        >
          Download
        </Button>
      </Box>
    </Box>
  );
}
