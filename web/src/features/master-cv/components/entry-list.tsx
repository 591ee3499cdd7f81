import { useLingui } from '@lingui/react/macro';
import AddRounded from '@mui/icons-material/AddRounded';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useStagedMount } from 'src/hooks/use-staged-mount';
import { removeWithUndo } from '../hooks/remove-with-undo';
import { type CvFormValues, emptyEntry, type ListSection } from '../utils/resume-form';

/** What a list's buttons and entries are called, in the interface language. */
type EntryLabels = {
  /** The add button: "Add job". */
  add: string;
  /** The title of an entry with nothing typed yet: "New job". */
  untitled: string;
  /** An entry by its place, for screen readers: "job 1". */
  item: (position: number) => string;
};

type EntryListProps<S extends ListSection> = {
  section: S;
  labels: EntryLabels;
  /** The entry's one-line title from its values ("Engineer at Acme"). */
  summarize: (entry: CvFormValues[S][number]) => string;
  renderEntry: (index: number) => ReactNode;
  emptyText: string;
  /** Starts with one blank entry when empty (a section the user just chose to add). */
  startWithOne?: boolean;
};

/** Lists of this many entries or more mount them one per step. */
const STAGED_FROM = 3;

/** A list section's entries with add, remove and reorder; each entry renders its own fields. */
export function EntryList<S extends ListSection>({
  section,
  labels,
  summarize,
  renderEntry,
  emptyText,
  startWithOne = false,
}: EntryListProps<S>) {
  const { t } = useLingui();
  const { control, getValues } = useFormContext<CvFormValues>();
  const { fields, append, remove, move, insert } = useFieldArray({ control, name: section });
  const started = useRef(false);
  useEffect(() => {
    if (!startWithOne || started.current) return;
    started.current = true;
    if (fields.length === 0) append(emptyEntry[section]() as never);
  }, [startWithOne, fields.length, append, section]);
  const values = useWatch({ control, name: section }) as CvFormValues[S][number][] | undefined;
  // A long list mounts its entries one per step (decision 234): a click on a link then waits for
  // one entry's fields at most, not for a whole section's.
  const initial = useRef(fields.length);
  const staged = useStagedMount(initial.current >= STAGED_FROM ? initial.current : 0);
  const shown =
    initial.current < STAGED_FROM || staged >= initial.current
      ? fields.length
      : Math.min(staged, fields.length);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {fields.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {emptyText}
        </Typography>
      )}
      {fields.slice(0, shown).map((field, index) => {
        const entry = values?.[index];
        const title = (entry && summarize(entry)) || labels.untitled;
        const name = labels.item(index + 1);
        return (
          <Box
            key={field.id}
            role="group"
            aria-label={`${name}: ${title}`}
            sx={{
              p: { xs: 2, sm: 2.5 },
              borderRadius: 1.5,
              border: '1px solid',
              borderColor: 'divider',
              bgcolor: 'rgb(145 158 171 / 0.04)',
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
              <Typography variant="subtitle2" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
                {title}
              </Typography>
              <Tooltip title={t`Move up`}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={t`Move ${name} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUpwardRounded fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={t`Move down`}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={t`Move ${name} down`}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDownwardRounded fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={t`Remove`}>
                <IconButton
                  size="small"
                  color="error"
                  aria-label={t`Remove ${name}`}
                  onClick={() =>
                    removeWithUndo({
                      what: title,
                      index,
                      value: getValues(`${section}.${index}`) as never,
                      remove,
                      insert,
                    })
                  }
                >
                  <DeleteOutlineRounded fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
            {renderEntry(index)}
          </Box>
        );
      })}
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<AddRounded />}
        onClick={() => append(emptyEntry[section]() as never)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {labels.add}
      </Button>
    </Box>
  );
}
