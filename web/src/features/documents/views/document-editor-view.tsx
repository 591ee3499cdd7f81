import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArticleRounded from '@mui/icons-material/ArticleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ExportFormat, JobfitDocument, PageSize } from '@jobfit/contracts';
import { Link as RouterLink } from 'react-router';
import { ConflictDialog } from 'src/components/conflict-dialog/conflict-dialog';
import { LoadError } from 'src/components/load-error/load-error';
import { toast } from 'src/components/toaster/toaster';
import { useAuth } from 'src/hooks/use-auth';
import { paths } from 'src/routes/paths';
import { errorMessage } from 'src/lib/api-error';
import { downloadExport } from '../api/export-document';
import { useDocument } from '../api/get-document';
import { useFeatures } from '../api/get-features';
import { CvDocumentEditor } from '../components/cv-document-editor';
import { CvPreview } from '../components/cv-preview';
import { ExportMenu } from '../components/export-menu';
import { KindLabel } from '../components/kind-label';
import { LetterDocumentEditor } from '../components/letter-document-editor';
import { LetterPreview } from '../components/letter-preview';
import { SaveStatus } from '../components/save-status';
import { ScoreChange } from '../components/score-change';
import { useDocumentAutosave } from '../hooks/use-document-autosave';

/** One tailored CV or cover letter: editor, live preview, autosave and export. */
export function DocumentEditorView({ id }: { id: string }) {
  const { t: tr } = useLingui();
  const { data: doc, error, isLoading } = useDocument(id);
  const { user } = useAuth();
  if (isLoading || (doc && !user)) {
    return (
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Skeleton variant="rounded" height={64} />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          <Skeleton variant="rounded" height={560} />
          <Skeleton variant="rounded" height={560} />
        </Box>
      </Box>
    );
  }
  if (error || !doc || !user) {
    return (
      <LoadError
        thing="document"
        error={error}
        icon={<ArticleRounded />}
        backTo={paths.dashboard.jobAnalyzer.tailoredDocuments}
        backLabel={tr`All documents`}
      />
    );
  }
  return <DocumentEditor doc={doc} userId={user.id} />;
}

function DocumentEditor({ doc, userId }: { doc: JobfitDocument; userId: string }) {
  const { t: tr } = useLingui();
  const autosave = useDocumentAutosave(doc, userId);
  const { data: features } = useFeatures();
  const { state, server } = autosave;
  const rephraseFor = features?.llm ? doc.id : undefined;
  const { jobTitle, company } = server;
  const scannedJob =
    jobTitle && company ? tr`${jobTitle} at ${company}` : jobTitle || company || tr`a job`;

  const exportAs = async (format: ExportFormat, pageSize?: PageSize) => {
    // The export renders what the server has: send pending edits first.
    if (!(await autosave.flush())) {
      throw new Error(
        t`Your latest edits are not saved yet, so they cannot be exported. Try again.`,
      );
    }
    await downloadExport(doc.id, format, pageSize);
  };

  return (
    <Box>
      <Link
        component={RouterLink}
        to={paths.dashboard.jobAnalyzer.tailoredDocuments}
        color="inherit"
        variant="body2"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
      >
        <ArrowBackRounded fontSize="small" sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />{' '}
        <Trans>Tailored documents</Trans>
      </Link>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { md: 'center' },
          mb: 3,
        }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <KindLabel kind={doc.kind} />
          <Typography component="h1" variant="h4" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {server.title}
          </Typography>
          {server.scanId && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              <Trans>
                Built from your scan of{' '}
                <Link component={RouterLink} to={paths.dashboard.jobAnalyzer.result(server.scanId)}>
                  {scannedJob}
                </Link>
              </Trans>
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <SaveStatus status={autosave.status} error={autosave.error} onRetry={autosave.retry} />
          <ExportMenu kind={doc.kind} onExport={exportAs} />
        </Box>
      </Box>
      {autosave.restored && (
        <Alert severity="info" sx={{ mb: 3 }}>
          <Trans>Restored edits you had not saved yet on this device.</Trans>
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        {state.content.kind === 'cv' ? (
          <CvDocumentEditor
            state={{ ...state, content: state.content }}
            onChange={autosave.update}
            rephraseFor={rephraseFor}
          />
        ) : (
          <LetterDocumentEditor
            documentId={doc.id}
            jobTargetId={doc.jobTargetId}
            state={{ ...state, content: state.content }}
            onChange={autosave.update}
            rephraseFor={rephraseFor}
          />
        )}
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 }, display: 'grid', gap: 2 }}>
          {state.content.kind === 'cv' && server.score !== null && (
            <Card sx={{ p: 2.5, display: 'flex', alignItems: 'center', gap: 2 }}>
              <Box sx={{ flexGrow: 1 }}>
                <Typography variant="subtitle2">
                  <Trans>Match score</Trans>
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  <Trans>Your master CV, then this tailored CV, against the same posting.</Trans>
                </Typography>
              </Box>
              <ScoreChange original={server.originalScore} tailored={server.score} />
            </Card>
          )}
          {state.content.kind === 'cv' ? (
            <CvPreview
              resume={state.content.resume}
              sectionOrder={state.content.sectionOrder}
              template={state.template ?? 'classic'}
            />
          ) : (
            <LetterPreview letter={state.content.letter} />
          )}
        </Box>
      </Box>
      <ConflictDialog
        open={autosave.status === 'conflict'}
        title={tr`This document changed elsewhere`}
        onReload={async () => {
          try {
            await autosave.reload();
          } catch (err) {
            toast.error(errorMessage(err, t`Could not reload the document.`));
          }
        }}
        onOverwrite={autosave.overwrite}
      >
        <Trans>
          It was saved from another tab or device after you opened it, so your latest edits were not
          saved. Reload to see that version (your edits here are dropped), or overwrite it with your
          edits.
        </Trans>
      </ConflictDialog>
    </Box>
  );
}
