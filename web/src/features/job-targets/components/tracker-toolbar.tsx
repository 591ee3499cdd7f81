import { JOB_STATUSES, type JobStatus } from '@jobfit/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useDebouncedSearch } from 'src/hooks/use-debounced-search';
import { STATUS_LABEL } from 'src/utils/job-status';
import type { TrackerFilters, TrackerSort } from '../utils/tracker-filters';

const SORT_LABEL: Record<TrackerSort, MessageDescriptor> = {
  activity: msg`Last activity`,
  newest: msg`Newest`,
  score_desc: msg`Highest score`,
  score_asc: msg`Lowest score`,
  deadline: msg`Deadline`,
  title: msg`Title`,
  company: msg`Company`,
};

type TrackerToolbarProps = {
  filters: TrackerFilters;
  onChange: (patch: Partial<TrackerFilters>) => void;
};

function scoreInput(value: string): number | null {
  if (value.trim() === '') return null;
  const n = Math.round(Number(value));
  return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : null;
}

/** Search, status and score filters, sort, shared by the table and the board. */
export function TrackerToolbar({ filters, onChange }: TrackerToolbarProps) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useDebouncedSearch(filters.search, (text) =>
    onChange({ search: text, page: 1 }),
  );

  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        p: 2.5,
        alignItems: 'center',
      }}
    >
      <TextField
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t`Search title, company, notes…`}
        label={t`Search jobs`}
        size="small"
        sx={{ flex: '1 1 240px', minWidth: 200 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded sx={{ color: 'text.disabled' }} />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label={t`Status`}
        size="small"
        sx={{ width: 200 }}
        value={filters.statuses}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (value) =>
              (value as JobStatus[]).length === 0
                ? t`All`
                : (value as JobStatus[]).map((s) => i18n._(STATUS_LABEL[s])).join(', '),
            displayEmpty: true,
          },
          inputLabel: { shrink: true },
        }}
        onChange={(e) => onChange({ statuses: e.target.value as unknown as JobStatus[], page: 1 })}
      >
        {JOB_STATUSES.map((s) => (
          <MenuItem key={s} value={s} dense>
            <Checkbox size="small" checked={filters.statuses.includes(s)} sx={{ p: 0.5, mr: 1 }} />
            <ListItemText primary={i18n._(STATUS_LABEL[s])} />
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField
          label={t`Min score`}
          size="small"
          type="number"
          sx={{ width: 104 }}
          value={filters.minScore ?? ''}
          onChange={(e) => onChange({ minScore: scoreInput(e.target.value), page: 1 })}
          slotProps={{ htmlInput: { min: 0, max: 100 }, inputLabel: { shrink: true } }}
        />
        <Box component="span" aria-hidden sx={{ color: 'text.disabled' }}>
          –
        </Box>
        <TextField
          label={t`Max score`}
          size="small"
          type="number"
          sx={{ width: 104 }}
          value={filters.maxScore ?? ''}
          onChange={(e) => onChange({ maxScore: scoreInput(e.target.value), page: 1 })}
          slotProps={{ htmlInput: { min: 0, max: 100 }, inputLabel: { shrink: true } }}
        />
      </Box>
      <TextField
        select
        label={t`Sort by`}
        size="small"
        sx={{ width: 170 }}
        value={filters.sort}
        onChange={(e) => onChange({ sort: e.target.value as TrackerSort, page: 1 })}
      >
        {(Object.keys(SORT_LABEL) as TrackerSort[]).map((s) => (
          <MenuItem key={s} value={s}>
            {i18n._(SORT_LABEL[s])}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
