import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DismissedKeyword, DismissReason } from '@jobfit/contracts';
import { Fragment, useMemo, useState } from 'react';
import { SoftTableHead } from 'src/components/soft-table-head/soft-table-head';
import { engineText } from 'src/lib/engine-text/engine-text';
import { type KeywordGroup, keywordGroup, type ScanKeyword } from '../utils/scan-details';
import { filterKeywords, type KeywordFilter } from '../utils/keyword-filter';
import { DismissedKeywordList } from './dismissed-keyword-list';
import { KeywordEvidence } from './keyword-evidence';
import { KeywordDismissMenu } from './keyword-dismiss-menu';
import { StatusLabel } from './status-label';
import { visuallyHidden } from 'src/utils/visually-hidden';

const TABS: { value: KeywordGroup | 'all'; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All` },
  { value: 'hard', label: msg`Hard skills` },
  { value: 'soft', label: msg`Soft skills` },
  { value: 'other', label: msg`Other` },
];

const importance = (k: ScanKeyword) =>
  k.required ? msg`Required` : k.preferred ? msg`Preferred` : msg`Mentioned`;

type KeywordTableProps = {
  keywords: ScanKeyword[];
  /** The job's dismissed keywords; with `onDismiss` and `onRestore`, the user can change them. */
  dismissed?: DismissedKeyword[];
  /** True while a dismissal or restore is saved: the actions wait. */
  busy?: boolean;
  onDismiss?: (keyword: string, reason: DismissReason) => void;
  onRestore?: (keyword: string) => void;
};

/**
 * Every keyword of the posting with how the CV covers it: tabs by kind, filters, counts; each row
 * opens its evidence (the posting sentences and CV lines, highlighted) and can be dismissed, and the dismissed ones are listed below, to restore (decision 112).
 */
export function KeywordTable({
  keywords,
  dismissed = [],
  busy,
  onDismiss,
  onRestore,
}: KeywordTableProps) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<KeywordFilter>({
    group: 'all',
    status: 'all',
    importance: 'all',
    search: '',
  });
  // "2 missing" is plural-aware: German says "1 fehlt" but "2 fehlen".
  const matched = keywords.filter((k) => k.status === 'matched').length;
  const partial = keywords.filter((k) => k.status === 'partial').length;
  const missing = keywords.filter((k) => k.status === 'missing').length;
  const rows = useMemo(() => filterKeywords(keywords, filter), [keywords, filter]);
  // The keyword whose evidence is open (one at a time keeps the table readable).
  const [open, setOpen] = useState<string | null>(null);
  const count = (group: KeywordGroup | 'all') =>
    group === 'all'
      ? keywords.length
      : keywords.filter((k) => keywordGroup(k.category) === group).length;
  return (
    <Card component="section" aria-labelledby="keywords-title">
      <Box sx={{ px: 3, pt: 3 }}>
        <Typography id="keywords-title" component="h2" variant="h6">
          <Trans>Keywords</Trans>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t`${matched} matched · ${partial} partial · ${plural(missing, { one: '# missing', other: '# missing' })}`}
        </Typography>
      </Box>
      <Tabs
        value={filter.group}
        onChange={(_, group: KeywordFilter['group']) => setFilter((f) => ({ ...f, group }))}
        aria-label={t`Keyword kind`}
        sx={{ px: 3, mt: 1, borderBottom: '1px solid', borderColor: 'divider' }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={`${i18n._(tab.label)} (${count(tab.value)})`}
          />
        ))}
      </Tabs>
      <Box
        sx={{
          p: 2.5,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 2fr' },
        }}
      >
        <TextField
          select
          size="small"
          label={t`Status`}
          value={filter.status}
          onChange={(e) =>
            setFilter((f) => ({ ...f, status: e.target.value as KeywordFilter['status'] }))
          }
        >
          <MenuItem value="all">
            <Trans>Any</Trans>
          </MenuItem>
          <MenuItem value="matched">
            <Trans>Matched</Trans>
          </MenuItem>
          <MenuItem value="partial">
            <Trans>Partial</Trans>
          </MenuItem>
          <MenuItem value="missing">
            <Trans>Missing</Trans>
          </MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label={t`Importance`}
          value={filter.importance}
          onChange={(e) =>
            setFilter((f) => ({ ...f, importance: e.target.value as KeywordFilter['importance'] }))
          }
        >
          <MenuItem value="all">
            <Trans>Any</Trans>
          </MenuItem>
          <MenuItem value="required">
            <Trans>Required</Trans>
          </MenuItem>
          <MenuItem value="preferred">
            <Trans>Preferred</Trans>
          </MenuItem>
        </TextField>
        <TextField
          size="small"
          label={t`Search keywords`}
          value={filter.search}
          onChange={(e) => setFilter((f) => ({ ...f, search: e.target.value }))}
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
      </Box>
      <TableContainer>
        <Table size="small" aria-label={t`Keywords of the posting`} sx={stackedOnPhone.table}>
          <SoftTableHead>
            <TableCell sx={{ pl: 3 }}>
              <Trans>Keyword</Trans>
            </TableCell>
            <TableCell>
              <Trans>Importance</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>In job</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>In CV</Trans>
            </TableCell>
            <TableCell sx={onDismiss ? undefined : { pr: 3 }}>
              <Trans>Status</Trans>
            </TableCell>
            {onDismiss && (
              <TableCell align="right" sx={{ pr: 2, width: 56 }}>
                <Box component="span" sx={visuallyHidden}>
                  <Trans>Actions</Trans>
                </Box>
              </TableCell>
            )}
          </SoftTableHead>
          <TableBody>
            {rows.map((k) => (
              <Fragment key={k.name}>
                <TableRow
                  hover
                  // The whole row opens the evidence; the button inside stays the
                  // keyboard way to it, and the dismiss menu keeps its own clicks.
                  onClick={(e) => {
                    if ((e.target as HTMLElement).closest('button, a, [role="menu"]')) return;
                    setOpen(open === k.name ? null : k.name);
                  }}
                  sx={{
                    cursor: 'pointer',
                    '& td': { borderBottom: '1px dashed', borderColor: 'divider' },
                    ...stackedOnPhone.row,
                  }}
                >
                  <TableCell sx={{ pl: 3, py: 1.25, ...stackedOnPhone.keyword }}>
                    <Typography variant="subtitle2">{k.name}</Typography>
                    <Button
                      size="small"
                      variant="text"
                      aria-expanded={open === k.name}
                      aria-label={t`Evidence for ${k.name}`}
                      onClick={() => setOpen(open === k.name ? null : k.name)}
                      sx={{ minWidth: 0, p: 0, display: 'block', fontSize: 12 }}
                    >
                      {open === k.name ? t`Hide evidence` : t`Show evidence`}
                    </Button>
                    {k.partialReason && (
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {engineText(i18n, k.partialReason, k.partialReasonText)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={stackedOnPhone.meta}>
                    <Typography
                      variant="body2"
                      sx={{ color: k.required ? 'text.primary' : 'text.secondary' }}
                    >
                      {i18n._(importance(k))}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" data-label={t`In job`} sx={stackedOnPhone.count}>
                    {k.jobCount}
                  </TableCell>
                  <TableCell align="right" data-label={t`In CV`} sx={stackedOnPhone.count}>
                    {k.cvCount}
                  </TableCell>
                  <TableCell
                    data-testid="keyword-status"
                    sx={{ ...(onDismiss ? {} : { pr: 3 }), ...stackedOnPhone.status }}
                  >
                    <StatusLabel status={k.status} via={k.partialVia} />
                  </TableCell>
                  {onDismiss && (
                    <TableCell align="right" sx={{ pr: 2, ...stackedOnPhone.menu }}>
                      <KeywordDismissMenu keyword={k.name} disabled={busy} onDismiss={onDismiss} />
                    </TableCell>
                  )}
                </TableRow>
                {open === k.name && (
                  <TableRow>
                    <TableCell colSpan={onDismiss ? 6 : 5} sx={{ px: 3, ...stackedOnPhone.cell }}>
                      <KeywordEvidence keyword={k} />
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell
                  colSpan={onDismiss ? 6 : 5}
                  sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}
                >
                  <Trans>No keywords match these filters.</Trans>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {onRestore && (
        <DismissedKeywordList dismissed={dismissed} disabled={busy} onRestore={onRestore} />
      )}
    </Card>
  );
}

const phone = '@media (max-width: 599.95px)';

/**
 * Below 600px each keyword is a stacked card, status first, so nothing hides behind a
 * horizontal scroll; from 600px up it is the table.
 */
const stackedOnPhone = {
  table: {
    [phone]: {
      display: 'block',
      '& thead': { display: 'none' },
      '& tbody': { display: 'block' },
    },
  },
  row: {
    [phone]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: 2,
      rowGap: 0.5,
      px: 2,
      py: 1.5,
      borderBottom: '1px dashed',
      borderColor: 'divider',
      '& td': { border: 0 },
    },
  },
  cell: { [phone]: { display: 'block', width: 1, px: 2, border: 0 } },
  status: { [phone]: { display: 'block', order: 1, flexGrow: 1, p: 0 } },
  menu: { [phone]: { display: 'block', order: 2, p: 0 } },
  keyword: { [phone]: { display: 'block', order: 3, width: 1, p: 0 } },
  meta: { [phone]: { display: 'block', order: 4, p: 0 } },
  count: {
    [phone]: {
      display: 'block',
      order: 5,
      p: 0,
      color: 'text.secondary',
      '&::before': { content: 'attr(data-label) ": "' },
    },
  },
} as const;
