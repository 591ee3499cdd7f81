import { Trans, useLingui } from '@lingui/react/macro';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { EmptyContent } from 'src/components/empty-content/empty-content';
import { PageHeader } from 'src/components/page-header/page-header';
import { toast } from 'src/components/toaster/toaster';
import { useMasterCv } from 'src/hooks/use-master-cv';
import { errorMessage } from 'src/lib/api-error';
import { CvManualEntryView } from './cv-manual-entry-view';
import { CvReviewView } from './cv-review-view';
import { CvUploadView } from './cv-upload-view';
import { MasterCvEditorView } from './master-cv-editor-view';

type Mode = 'edit' | 'upload' | 'review' | 'manual';

/** The master CV: editable section by section, with its file, checks and import/export. */
export function MasterCvView() {
  const { t } = useLingui();
  const { data: cv, error, isLoading, mutate } = useMasterCv();
  const [mode, setMode] = useState<Mode>('edit');
  const back = (
    <Button color="inherit" onClick={() => setMode('edit')} sx={{ alignSelf: 'flex-start' }}>
      <Trans>Cancel</Trans>
    </Button>
  );

  if (mode === 'upload') {
    return (
      <Box sx={{ maxWidth: 720, mx: 'auto' }}>
        <CvUploadView
          title={t`Upload a new version`}
          onUploaded={() => setMode('review')}
          footer={back}
        />
      </Box>
    );
  }
  if (mode === 'review') {
    return (
      <Box sx={{ width: 1, maxWidth: 1280, mx: 'auto' }}>
        <CvReviewView
          submitLabel={t`Save as master CV`}
          onUploadAgain={() => setMode('upload')}
          onSaved={() => {
            toast.success(t`Master CV saved.`);
            setMode('edit');
          }}
        />
      </Box>
    );
  }
  if (mode === 'manual') {
    return (
      <Box sx={{ maxWidth: 880, mx: 'auto' }}>
        <CvManualEntryView
          submitLabel={t`Save master CV`}
          secondaryAction={
            <Button color="inherit" onClick={() => setMode('edit')}>
              <Trans>Cancel</Trans>
            </Button>
          }
          onSaved={() => {
            toast.success(t`Master CV saved.`);
            setMode('edit');
          }}
        />
      </Box>
    );
  }

  return (
    <Box>
      <PageHeader
        title={t`Master CV`}
        description={t`Your base CV for job matching. Every scan starts from it.`}
      />
      {error && !cv && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void mutate()}>
              <Trans>Retry</Trans>
            </Button>
          }
        >
          {errorMessage(error)}
        </Alert>
      )}
      {isLoading && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
          <Skeleton variant="rounded" height={480} />
          <Skeleton variant="rounded" height={320} />
        </Box>
      )}
      {cv === null && (
        <EmptyContent
          icon={<DescriptionRounded />}
          title={t`No master CV yet`}
          description={t`Upload the CV you already have, or type it in. Job scans compare every posting against it.`}
          action={
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
              <Button
                variant="contained"
                color="inherit"
                startIcon={<UploadFileRounded />}
                onClick={() => setMode('upload')}
              >
                <Trans>Upload CV</Trans>
              </Button>
              <Button
                variant="outlined"
                color="inherit"
                startIcon={<EditNoteRounded />}
                onClick={() => setMode('manual')}
              >
                <Trans>Enter manually</Trans>
              </Button>
            </Box>
          }
        />
      )}
      {cv && <MasterCvEditorView cv={cv} onReupload={() => setMode('upload')} />}
    </Box>
  );
}
