import { apiPath, apiRoutes, type JobStatus } from '@jobfit/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import AddRounded from '@mui/icons-material/AddRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import TableRowsRounded from '@mui/icons-material/TableRowsRounded';
import ViewKanbanRounded from '@mui/icons-material/ViewKanbanRounded';
import WorkHistoryRounded from '@mui/icons-material/WorkHistoryRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyContent } from 'src/components/empty-content/empty-content';
import { PageHeader } from 'src/components/page-header/page-header';
import { toast } from 'src/components/toaster/toaster';
import { useListParams } from 'src/hooks/use-list-params';
import { paths } from 'src/routes/paths';
import { errorMessage } from 'src/lib/api-error';
import { STATUS_LABEL } from 'src/utils/job-status';
import { useJobTargets } from '../api/get-job-targets';
import { updateJobTarget } from '../api/update-job-target';
import { useBoardJobs } from '../hooks/use-board-jobs';
import { moveOnBoard } from '../utils/board';
import {
  filtersToQuery,
  hasActiveFilters,
  trackerParams,
  type TrackerFilters,
  type TrackerView,
} from '../utils/tracker-filters';
import { JobDetailDrawer } from '../components/job-detail-drawer';
import { TrackJobDialog } from '../components/track-job-dialog';
import { TrackerBoard } from '../components/tracker-board';
import { TrackerTable } from '../components/tracker-table';
import { TrackerToolbar } from '../components/tracker-toolbar';

/**
 * The job tracker: the tracked jobs as a table (one page at a time) or a board (each column's
 * first cards, more on demand), filters in the URL.
 */
export function JobTargetsView() {
  const { t, i18n } = useLingui();
  const [filters, update] = useListParams(trackerParams);
  const { view, job: openId } = filters;
  const [creating, setCreating] = useState(false);
  const table = useJobTargets(filters, view === 'table');
  const board = useBoardJobs(filters, view === 'board');
  const { data, error, isLoading, isValidating, mutate } = view === 'table' ? table : board;

  const onFilters = useCallback((f: Partial<TrackerFilters>) => update(f), [update]);
  const open = useCallback((id: string) => update({ job: id }, { push: true }), [update]);

  const move = (id: string, status: JobStatus) => {
    const columns = board.data;
    const job = board.jobs.find((j) => j.id === id);
    if (!columns || !job || job.status === status) return;
    const title = job.title;
    board.moveLoaded(id, status);
    board
      .mutate(
        async () => {
          await updateJobTarget(id, { status });
          return undefined;
        },
        {
          optimisticData: moveOnBoard(columns, job, status, new Date()),
          rollbackOnError: true,
          populateCache: false,
          revalidate: true,
        },
      )
      .then(
        () => {
          const label = i18n._(STATUS_LABEL[status]);
          toast.success(t`${title} moved to ${label}`);
        },
        (err: unknown) => {
          board.moveLoaded(id, job.status);
          const reason = errorMessage(err, t`try again`);
          toast.error(t`${title} could not be moved: ${reason}`);
        },
      );
  };

  const exportUrl = apiPath(apiRoutes.exportJobTargetsCsv, {
    query: filtersToQuery(filters, { paging: false }),
  });
  const total =
    view === 'table'
      ? table.data?.total
      : board.totals && Object.values(board.totals).reduce((n, c) => n + c, 0);
  const empty = total === 0;

  return (
    <>
      <PageHeader
        title={t`Job Tracker`}
        description={t`Track your job scans, from saved to offer.`}
        action={
          // Never squeezed: German button labels would break onto two lines.
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexShrink: 0 }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={view}
              onChange={(_, v: TrackerView | null) => v && update({ view: v, page: 1 })}
              aria-label={t`View`}
            >
              <ToggleButton value="table" aria-label={t`Table view`}>
                <TableRowsRounded fontSize="small" />
              </ToggleButton>
              <ToggleButton value="board" aria-label={t`Board view`}>
                <ViewKanbanRounded fontSize="small" />
              </ToggleButton>
            </ToggleButtonGroup>
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<FileDownloadRounded />}
              href={exportUrl}
              download
            >
              <Trans>Export CSV</Trans>
            </Button>
            <Button
              variant="contained"
              startIcon={<AddRounded />}
              onClick={() => setCreating(true)}
            >
              <Trans>Track a job</Trans>
            </Button>
          </Box>
        }
      />
      <Card>
        <TrackerToolbar filters={filters} onChange={onFilters} />
        <Divider />
        <Box sx={{ height: 2 }}>
          {isValidating && data && <LinearProgress aria-label={t`Updating`} />}
        </Box>
        {isLoading && !data && (
          <Box sx={{ p: 5 }}>
            <LinearProgress aria-label={t`Loading jobs`} />
          </Box>
        )}
        {error && !data && (
          <Box sx={{ p: 3 }}>
            <EmptyContent
              title={t`Could not load your jobs`}
              description={errorMessage(error, t`Try again in a moment.`)}
              action={
                <Button onClick={() => void mutate()}>
                  <Trans>Try again</Trans>
                </Button>
              }
            />
          </Box>
        )}
        {empty && (
          <Box sx={{ p: 3 }}>
            {hasActiveFilters(filters) ? (
              <EmptyContent
                title={t`No jobs match`}
                description={t`Change the search or the filters to see more jobs.`}
                icon={<WorkHistoryRounded />}
              />
            ) : (
              <EmptyContent
                title={t`No jobs tracked yet`}
                description={t`Every job you scan appears here. You can also add one by hand.`}
                icon={<WorkHistoryRounded />}
                action={
                  <Box sx={{ display: 'flex', gap: 1.5 }}>
                    <Button
                      variant="contained"
                      component={RouterLink}
                      to={paths.dashboard.jobAnalyzer.root}
                    >
                      <Trans>Scan a job</Trans>
                    </Button>
                    <Button variant="outlined" onClick={() => setCreating(true)}>
                      <Trans>Track a job</Trans>
                    </Button>
                  </Box>
                }
              />
            )}
          </Box>
        )}
        {table.data && !empty && view === 'table' && (
          <TrackerTable list={table.data} filters={filters} onChange={onFilters} onOpen={open} />
        )}
        {board.totals && !empty && view === 'board' && (
          <TrackerBoard
            jobs={board.jobs}
            totals={board.totals}
            loadingMore={board.loadingMore}
            onLoadMore={(status) => void board.loadMore(status)}
            onMove={move}
            onOpen={open}
          />
        )}
      </Card>
      <TrackJobDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          open(id);
        }}
      />
      <JobDetailDrawer jobId={openId} onClose={() => update({ job: null }, { push: true })} />
    </>
  );
}
