import { JOB_STATUSES, type JobStatus, type JobTargetList } from '@jobfit/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from 'src/components/toaster/toaster';
import { errorMessage } from 'src/lib/api-error';
import { visuallyHidden } from 'src/utils/visually-hidden';
import { safeHttpUrl } from 'src/utils/safe-http-url';
import { STATUS_LABEL } from 'src/utils/job-status';
import { bulkUpdateStatus } from '../api/bulk-update-status';
import { formatDay, formatRelative } from '../utils/format';
import { PAGE_SIZES, type TrackerFilters, type TrackerSort } from '../utils/tracker-filters';
import { JobStatusLabel } from './job-status-label';
import { ScoreBadge } from './score-badge';
import { usePaginationLabels } from 'src/hooks/use-pagination-labels';

type TrackerTableProps = {
  list: JobTargetList;
  filters: TrackerFilters;
  onChange: (patch: Partial<TrackerFilters>) => void;
  onOpen: (id: string) => void;
};

/** Columns whose header sorts the list (score toggles between high and low first). */
const columnSort: Partial<Record<string, TrackerSort>> = {
  job: 'title',
  score: 'score_desc',
  deadline: 'deadline',
  activity: 'activity',
};

function BulkBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<JobStatus>('applied');
  const [busy, setBusy] = useState(false);
  const count = ids.length;
  const apply = async () => {
    setBusy(true);
    try {
      const n = await bulkUpdateStatus(ids, status);
      const label = i18n._(STATUS_LABEL[status]);
      toast.success(
        plural(n, { one: `# job moved to ${label}`, other: `# jobs moved to ${label}` }),
      );
      onDone();
    } catch (err) {
      toast.error(errorMessage(err, t`Could not change the status`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box
      role="region"
      aria-label={t`Bulk actions`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2.5,
        py: 1.5,
        bgcolor: 'rgb(var(--palette-primary-mainChannel) / 0.08)',
      }}
    >
      <Typography variant="subtitle2" sx={{ flexGrow: 1, color: 'primary.main' }}>
        {plural(count, { one: '# selected', other: '# selected' })}
      </Typography>
      <TextField
        select
        size="small"
        label={t`New status`}
        value={status}
        onChange={(e) => setStatus(e.target.value as JobStatus)}
        sx={{ width: 180, bgcolor: 'background.paper', borderRadius: 1 }}
      >
        {JOB_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {i18n._(STATUS_LABEL[s])}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" loading={busy} onClick={() => void apply()}>
        <Trans>Change status</Trans>
      </Button>
    </Box>
  );
}

/** One page of tracked jobs, with selection for bulk status changes. */
export function TrackerTable({ list, filters, onChange, onOpen }: TrackerTableProps) {
  const { t, i18n } = useLingui();
  const paginationLabels = usePaginationLabels();
  const [selected, setSelected] = useState<string[]>([]);
  const pageIds = list.items.map((j) => j.id);
  const selectedHere = selected.filter((id) => pageIds.includes(id));
  const allSelected = pageIds.length > 0 && selectedHere.length === pageIds.length;

  const toggle = (id: string) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  const header = (key: string, label: string, align?: 'right') => {
    const sort = columnSort[key];
    if (!sort) return <TableCell align={align}>{label}</TableCell>;
    const active = filters.sort === sort || (key === 'score' && filters.sort === 'score_asc');
    const direction =
      key === 'activity' || (key === 'score' && filters.sort !== 'score_asc') ? 'desc' : 'asc';
    return (
      <TableCell align={align} sortDirection={active ? direction : false}>
        <TableSortLabel
          active={active}
          direction={direction}
          onClick={() =>
            onChange({
              sort: key === 'score' && filters.sort === 'score_desc' ? 'score_asc' : sort,
              page: 1,
            })
          }
        >
          {label}
        </TableSortLabel>
      </TableCell>
    );
  };

  return (
    <>
      {selectedHere.length > 0 && <BulkBar ids={selectedHere} onDone={() => setSelected([])} />}
      <TableContainer>
        <Table sx={{ minWidth: 960 }} aria-label={t`Tracked jobs`}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allSelected}
                  indeterminate={selectedHere.length > 0 && !allSelected}
                  onChange={() => setSelected(allSelected ? [] : pageIds)}
                  slotProps={{ input: { 'aria-label': t`Select all jobs on this page` } }}
                />
              </TableCell>
              {header('job', t`Job`)}
              {header('score', t`Score`)}
              <TableCell>
                <Trans>Status</Trans>
              </TableCell>
              <TableCell>
                <Trans context="date column">Applied</Trans>
              </TableCell>
              {header('deadline', t`Deadline`)}
              <TableCell>
                <Trans>Salary</Trans>
              </TableCell>
              {header('activity', t`Last activity`)}
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  <Trans>Link</Trans>
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.items.map((job) => {
              const link = safeHttpUrl(job.url);
              const title = job.title;
              const isSelected = selected.includes(job.id);
              return (
                <TableRow key={job.id} hover selected={isSelected}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={isSelected}
                      onChange={() => toggle(job.id)}
                      slotProps={{ input: { 'aria-label': t`Select ${title}` } }}
                    />
                  </TableCell>
                  <TableCell sx={{ maxWidth: 320 }}>
                    <Link
                      component="button"
                      type="button"
                      variant="subtitle2"
                      color="inherit"
                      underline="hover"
                      onClick={() => onOpen(job.id)}
                      sx={{ textAlign: 'start', display: 'block' }}
                    >
                      {job.title}
                    </Link>
                    <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
                      {[job.company, job.location].filter(Boolean).join(' · ') || '—'}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <ScoreBadge score={job.latestScore} change={job.scoreChange} />
                  </TableCell>
                  <TableCell>
                    <JobStatusLabel status={job.status} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDay(job.appliedAt, i18n.locale)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDay(job.deadline, i18n.locale)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{job.salary ?? '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                    {formatRelative(job.lastActivityAt, i18n)}
                  </TableCell>
                  <TableCell align="right" padding="checkbox">
                    {link && (
                      <IconButton
                        href={link}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t`Open the posting of ${title}`}
                        size="small"
                      >
                        <OpenInNewRounded fontSize="small" />
                      </IconButton>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={list.total}
        page={Math.max(0, list.page - 1)}
        rowsPerPage={list.pageSize}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_, page) => onChange({ page: page + 1 })}
        onRowsPerPageChange={(e) => onChange({ pageSize: Number(e.target.value), page: 1 })}
        {...paginationLabels}
      />
    </>
  );
}
