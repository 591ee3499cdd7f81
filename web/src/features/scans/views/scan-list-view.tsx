import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import AddRounded from '@mui/icons-material/AddRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDebouncedSearch } from 'src/hooks/use-debounced-search';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyContent } from 'src/components/empty-content/empty-content';
import { PageHeader } from 'src/components/page-header/page-header';
import { SoftTableHead } from 'src/components/soft-table-head/soft-table-head';
import { paths } from 'src/routes/paths';
import { errorMessage } from 'src/lib/api-error';
import { formatDateTime } from 'src/utils/format';
import { useScans } from '../api/get-scans';
import { ScorePill } from '../components/score-pill';
import { useListParams } from 'src/hooks/use-list-params';
import { usePaginationLabels } from 'src/hooks/use-pagination-labels';
import {
  SCAN_PAGE_SIZES,
  scansListParams,
  scansListQuery,
  type ScansListState,
} from '../utils/scans-list-params';

const SORTS = [
  ['newest', msg`Newest first`],
  ['oldest', msg`Oldest first`],
  ['score_desc', msg`Highest score`],
  ['score_asc', msg`Lowest score`],
  ['title', msg`Title A–Z`],
] as const;

/** Every scan: search, sort and pages, all kept in the URL. */
export function ScanListView() {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const paginationLabels = usePaginationLabels();
  const [list, update] = useListParams(scansListParams);
  const { search, sort, page, pageSize } = list;
  const [typed, setTyped] = useDebouncedSearch(search, (text) =>
    update({ search: text.trim(), page: 1 }),
  );

  const { data, error, isLoading, isValidating } = useScans(scansListQuery(list));
  const empty = data && data.total === 0 && !search;

  return (
    <Box>
      <PageHeader
        title={t`Scan results`}
        description={t`Every job posting you scanned against your master CV.`}
        action={
          <Button
            component={RouterLink}
            to={paths.dashboard.jobAnalyzer.root}
            variant="contained"
            color="inherit"
            startIcon={<AddRounded />}
          >
            <Trans>New scan</Trans>
          </Button>
        }
      />
      {error && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {errorMessage(error, t`Could not load your scans.`)}
        </Alert>
      )}
      {empty ? (
        <EmptyContent
          icon={<InsightsRounded />}
          title={t`No scans yet`}
          description={t`Paste a job posting in the Job Analyzer to see how well your CV fits it.`}
          action={
            <Button
              component={RouterLink}
              to={paths.dashboard.jobAnalyzer.root}
              variant="contained"
              color="inherit"
            >
              <Trans>Scan a posting</Trans>
            </Button>
          }
        />
      ) : (
        <Card>
          <Box sx={{ p: 2.5, display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
            <TextField
              size="small"
              label={t`Search by title or company`}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              sx={{ flexGrow: 1 }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchRounded fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <TextField
              select
              size="small"
              label={t`Sort by`}
              value={sort}
              onChange={(e) => update({ sort: e.target.value as ScansListState['sort'], page: 1 })}
              sx={{ minWidth: 200 }}
            >
              {SORTS.map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {i18n._(label)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Box sx={{ height: 2 }}>
            {(isLoading || isValidating) && (
              <LinearProgress sx={{ height: 2 }} aria-label={t`Loading scans`} />
            )}
          </Box>
          <TableContainer>
            <Table aria-label={t`Past scans`}>
              <SoftTableHead>
                <TableCell sx={{ pl: 3 }}>
                  <Trans>Job</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Score</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Scanned</Trans>
                </TableCell>
              </SoftTableHead>
              <TableBody>
                {data?.items.map((s) => (
                  <TableRow
                    key={s.id}
                    hover
                    onClick={() => navigate(paths.dashboard.jobAnalyzer.result(s.id))}
                    sx={{
                      cursor: 'pointer',
                      '& td': { borderBottom: '1px dashed', borderColor: 'divider' },
                    }}
                  >
                    <TableCell sx={{ pl: 3 }}>
                      <Link
                        component={RouterLink}
                        to={paths.dashboard.jobAnalyzer.result(s.id)}
                        color="inherit"
                        variant="subtitle2"
                        onClick={(e) => e.stopPropagation()}
                      >
                        {s.title}
                      </Link>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {[s.company, s.rescan ? t`Rescan` : null].filter(Boolean).join(' · ') ||
                          '\u00a0'}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <ScorePill score={s.score} />
                    </TableCell>
                    <TableCell sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                      {formatDateTime(s.createdAt, i18n.locale)}
                    </TableCell>
                  </TableRow>
                ))}
                {data && data.items.length === 0 && (
                  <TableRow>
                    <TableCell
                      colSpan={3}
                      sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}
                    >
                      <Trans>No scans match “{search}”.</Trans>
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={data?.total ?? 0}
            page={Math.max(0, page - 1)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[...SCAN_PAGE_SIZES]}
            onPageChange={(_, p) => update({ page: p + 1 })}
            onRowsPerPageChange={(e) => update({ pageSize: Number(e.target.value), page: 1 })}
            {...paginationLabels}
          />
        </Card>
      )}
    </Box>
  );
}
