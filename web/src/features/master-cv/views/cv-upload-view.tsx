import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import InsertDriveFileRounded from '@mui/icons-material/InsertDriveFileRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { CvDraft } from '@jobfit/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { PageHeader } from 'src/components/page-header/page-header';
import { useAuth } from 'src/hooks/use-auth';
import { writeDraft } from 'src/utils/draft-storage';
import { errorMessage } from 'src/lib/api-error';
import { formatNumber } from 'src/utils/format';
import { type UploadProgress, uploadCv } from '../api/upload-cv';
import { UploadDropZone } from '../components/upload-drop-zone';
import { UploadStatus } from '../components/upload-status';
import { resumeToForm } from '../utils/resume-form';

export const REVIEW_DRAFT = 'cv-review';

type CvUploadViewProps = {
  onUploaded: (draft: CvDraft) => void;
  /** Links under the drop zone (back, enter manually). */
  footer?: ReactNode;
  title?: string;
};

/** "120 KB", "1.4 MB" ("1,4 MB" in de). */
function formatSize(bytes: number, i18n: I18n): string {
  if (bytes < 1024 * 1024) {
    const size = formatNumber(Math.max(1, Math.round(bytes / 1024)), i18n.locale);
    return i18n._(msg`${size} KB`);
  }
  const size = formatNumber(bytes / 1048576, i18n.locale, ONE_DECIMAL);
  return i18n._(msg`${size} MB`);
}
const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/**
 * Upload a CV file with its progress (bytes sent, then each page the server reads); the parsed
 * draft is kept locally for the review step.
 */
export function CvUploadView({ onUploaded, footer, title }: CvUploadViewProps) {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async (chosen: File) => {
    setFile(chosen);
    setError(null);
    setProgress({ step: 'upload', fraction: 0 });
    abort.current = new AbortController();
    try {
      const draft = await uploadCv(chosen, setProgress, abort.current.signal);
      writeDraft(user?.id ?? 'anonymous', REVIEW_DRAFT, {
        draft,
        values: resumeToForm(draft.resume),
      });
      onUploaded(draft);
    } catch (err) {
      setError(errorMessage(err));
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  return (
    <Box>
      <PageHeader
        title={title ?? t`Upload your CV`}
        description={t`We read your file, then you check every field before anything is saved.`}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <UploadDropZone onFile={start} disabled={uploading} />
        {file && (uploading || error) && (
          <Card sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center' }}>
            <InsertDriveFileRounded sx={{ color: error ? 'error.main' : 'primary.main' }} />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="subtitle2" noWrap>
                {file.name}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {formatSize(file.size, i18n)}
              </Typography>
              {progress && <UploadStatus progress={progress} />}
            </Box>
          </Card>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {footer}
      </Box>
    </Box>
  );
}
