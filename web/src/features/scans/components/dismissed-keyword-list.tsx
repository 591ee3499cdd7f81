import { Trans, useLingui } from '@lingui/react/macro';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import type { DismissedKeyword } from '@jobfit/contracts';
import { useId, useState } from 'react';
import { Label } from 'src/components/label/label';
import { DISMISS_REASON_TEXT } from './keyword-dismiss-menu';

type DismissedKeywordListProps = {
  dismissed: DismissedKeyword[];
  disabled?: boolean;
  onRestore: (keyword: string) => void;
};

/** The job's dismissed keywords, collapsed under a toggle; each one can be restored. */
export function DismissedKeywordList({
  dismissed,
  disabled,
  onRestore,
}: DismissedKeywordListProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const count = dismissed.length;
  const listId = useId();
  if (dismissed.length === 0) return null;
  return (
    <Box sx={{ px: 3, py: 1.5, borderTop: '1px dashed', borderColor: 'divider' }}>
      <Button
        size="small"
        color="inherit"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        endIcon={
          <ExpandMoreRounded
            sx={{ transition: 'transform 0.2s', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        }
        sx={{ ml: -1, color: 'text.secondary' }}
      >
        <Trans>Dismissed keywords ({count})</Trans>
      </Button>
      <Collapse in={open} id={listId}>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
          <Trans>
            Left out of the score, the advice and tailoring for this job, rescans included.
          </Trans>
        </Typography>
        <Box
          component="ul"
          aria-label={t`Dismissed keywords`}
          sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 0.5 }}
        >
          {dismissed.map((d) => (
            <Box
              component="li"
              key={d.name}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5, minHeight: 36 }}
            >
              <Typography variant="subtitle2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {d.name}
              </Typography>
              <Label color="default">{i18n._(DISMISS_REASON_TEXT[d.reason].label)}</Label>
              <Button
                size="small"
                startIcon={<UndoRounded />}
                aria-label={t`Restore ${d.name}`}
                disabled={disabled}
                onClick={() => onRestore(d.name)}
                sx={{ ml: 'auto', flexShrink: 0 }}
              >
                <Trans>Restore</Trans>
              </Button>
            </Box>
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}
