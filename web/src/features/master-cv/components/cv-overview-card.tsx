import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import FileUploadRounded from '@mui/icons-material/FileUploadRounded';
import InsertDriveFileRounded from '@mui/icons-material/InsertDriveFileRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { MasterCv } from '@jobfit/contracts';
import { useRef } from 'react';
import { formatDateTime, formatNumber } from 'src/utils/format';

const SOURCE: Record<MasterCv['source'], MessageDescriptor> = {
  upload: msg`Uploaded file`,
  manual: msg`Typed in`,
  json: msg`JSON Resume import`,
};

type CvOverviewCardProps = {
  cv: MasterCv;
  onReupload: () => void;
  onImport: (file: File) => void;
  importing: boolean;
};

/** Who the CV is, when it changed, where it came from, and the file actions. */
export function CvOverviewCard({ cv, onReupload, onImport, importing }: CvOverviewCardProps) {
  const { t, i18n } = useLingui();
  const importInput = useRef<HTMLInputElement>(null);
  const counts = [
    ['work', t`Jobs`, cv.resume.work.length],
    ['education', t`Degrees`, cv.resume.education.length],
    ['skills', t`Skills`, cv.resume.skills.length],
  ] as const;
  return (
    <Card sx={{ p: 3 }} component="section" aria-label={t`CV overview`}>
      <Typography component="h2" variant="h6" noWrap>
        {cv.resume.basics.name || t`Your master CV`}
      </Typography>
      {cv.resume.basics.label && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
          {cv.resume.basics.label}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          my: 2.5,
          textAlign: 'center',
        }}
      >
        {counts.map(([key, label, n]) => (
          <Box key={key}>
            <Typography variant="h5">{formatNumber(n, i18n.locale)}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider sx={{ borderStyle: 'dashed', mb: 2 }} />
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
      >
        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
          <Trans>Last updated</Trans>
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid="cv-updated-at">
          {formatDateTime(cv.updatedAt, i18n.locale)}
        </Typography>
        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
          <Trans>Source</Trans>
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {i18n._(SOURCE[cv.source])}
        </Typography>
        {cv.file && (
          <>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              <Trans>File</Trans>
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, display: 'flex', gap: 0.5, minWidth: 0 }}
            >
              <InsertDriveFileRounded fontSize="small" sx={{ color: 'text.disabled' }} />
              <Box
                component="span"
                sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {cv.file.name}
              </Box>
            </Typography>
          </>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 2.5 }}>
        <Button
          variant="contained"
          color="inherit"
          startIcon={<UploadFileRounded />}
          onClick={onReupload}
        >
          <Trans>Upload a new version</Trans>
        </Button>
        {cv.file && (
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<DownloadRounded />}
            href="/api/cv/file"
            download
          >
            <Trans>Download original</Trans>
          </Button>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<FileUploadRounded />}
            loading={importing}
            onClick={() => importInput.current?.click()}
          >
            <Trans>Import JSON</Trans>
          </Button>
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<FileDownloadRounded />}
            href="/api/cv/export?format=json"
            download
          >
            <Trans>Export JSON</Trans>
          </Button>
        </Box>
        <input
          ref={importInput}
          type="file"
          hidden
          accept=".json,application/json"
          aria-label={t`JSON Resume file to import`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onImport(file);
          }}
        />
      </Box>
    </Card>
  );
}
