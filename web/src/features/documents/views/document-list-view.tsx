import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ArticleRounded from '@mui/icons-material/ArticleRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DocumentSummary } from '@jobfit/contracts';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyContent } from 'src/components/empty-content/empty-content';
import { PageHeader } from 'src/components/page-header/page-header';
import { toast } from 'src/components/toaster/toaster';
import { ConfirmDeleteDialog } from 'src/components/confirm-delete-dialog/confirm-delete-dialog';
import { paths } from 'src/routes/paths';
import { errorMessage } from 'src/lib/api-error';
import { deleteDocument } from '../api/delete-document';
import { DOCUMENT_PAGE_SIZES, useDocuments } from '../api/get-documents';
import { CreateFromScan, type CreateStep } from '../components/create-from-scan';
import { DocumentsTable } from '../components/documents-table';
import { usePaginationLabels } from 'src/hooks/use-pagination-labels';

const readStep = (value: string | null): CreateStep =>
  value === 'cv' || value === 'cover_letter' ? value : null;

/**
 * The user's tailored CVs and cover letters. With `?scanId=` it shows that scan's documents and
 * the actions to build new ones; `&create=cv|cover_letter` opens the guided step at once (the
 * scan result page links here, as features do not import each other).
 */
export function DocumentListView() {
  const { t: tr } = useLingui();
  const paginationLabels = usePaginationLabels();
  const [params, setParams] = useSearchParams();
  const scanId = params.get('scanId') ?? undefined;
  const step = readStep(params.get('create'));
  const [paging, setPaging] = useState({
    scanId,
    page: 1,
    pageSize: DOCUMENT_PAGE_SIZES[0] as number,
  });
  // Another scan's documents start on their first page.
  const { page, pageSize } =
    paging.scanId === scanId ? paging : { page: 1, pageSize: paging.pageSize };
  const { data, error, isLoading, isValidating } = useDocuments({ scanId, page, pageSize });
  const [toDelete, setToDelete] = useState<DocumentSummary | null>(null);
  const [deleting, setDeleting] = useState(false);

  const setStep = (next: CreateStep) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next) p.set('create', next);
        else p.delete('create');
        return p;
      },
      { replace: true },
    );

  const remove = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteDocument(toDelete.id);
      toast.success(t`Document deleted.`);
      setToDelete(null);
    } catch (err) {
      toast.error(errorMessage(err, t`Could not delete the document.`));
    } finally {
      setDeleting(false);
    }
  };

  const empty = data && data.total === 0;
  const title = toDelete?.title ?? '';
  const quoted = tr`“${title}”`;
  return (
    <Box>
      <PageHeader
        title={tr`Tailored documents`}
        description={tr`CVs and cover letters built from your scans. Your master CV stays as it is.`}
        action={
          <Button
            component={RouterLink}
            to={paths.dashboard.jobAnalyzer.results}
            variant="outlined"
            color="inherit"
            startIcon={<InsightsRounded />}
          >
            <Trans>Scan results</Trans>
          </Button>
        }
      />
      {scanId && <CreateFromScan scanId={scanId} step={step} onStep={setStep} />}
      {error && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {errorMessage(error, tr`Could not load your documents.`)}
        </Alert>
      )}
      {empty ? (
        <EmptyContent
          icon={<ArticleRounded />}
          title={scanId ? tr`No documents from this scan yet` : tr`No tailored documents yet`}
          description={
            scanId
              ? tr`Tailor your CV or write a cover letter for this job with the buttons above.`
              : tr`Open one of your scan results and choose Tailor CV or Write cover letter.`
          }
          action={
            scanId ? undefined : (
              <Button
                component={RouterLink}
                to={paths.dashboard.jobAnalyzer.results}
                variant="contained"
                color="inherit"
              >
                <Trans>Go to scan results</Trans>
              </Button>
            )
          }
        />
      ) : (
        <Card>
          {scanId && (
            <Box sx={{ px: 3, pt: 2.5, pb: 1 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                <Trans>Documents from this scan</Trans> ·{' '}
                <Link component={RouterLink} to={paths.dashboard.jobAnalyzer.tailoredDocuments}>
                  <Trans>Show all documents</Trans>
                </Link>
              </Typography>
            </Box>
          )}
          <Box sx={{ height: 2 }}>
            {(isLoading || isValidating) && (
              <LinearProgress sx={{ height: 2 }} aria-label={tr`Loading documents`} />
            )}
          </Box>
          <DocumentsTable items={data?.items ?? []} onDelete={setToDelete} />
          {data && data.total > DOCUMENT_PAGE_SIZES[0] && (
            <TablePagination
              component="div"
              count={data.total}
              page={Math.max(0, page - 1)}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[...DOCUMENT_PAGE_SIZES]}
              {...paginationLabels}
              onPageChange={(_, p) => setPaging({ scanId, page: p + 1, pageSize })}
              onRowsPerPageChange={(e) =>
                setPaging({ scanId, page: 1, pageSize: Number(e.target.value) })
              }
            />
          )}
        </Card>
      )}
      <ConfirmDeleteDialog
        open={toDelete !== null}
        title={tr`Delete this document?`}
        deleting={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void remove()}
      >
        <Trans>{quoted} is removed for good. Your master CV and the scan stay as they are.</Trans>
      </ConfirmDeleteDialog>
    </Box>
  );
}
