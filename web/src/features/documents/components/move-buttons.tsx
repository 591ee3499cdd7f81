import { useLingui } from '@lingui/react/macro';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import IconButton from '@mui/material/IconButton';

type MoveButtonsProps = {
  /** What the buttons act on, for their accessible names ("bullet 2"). */
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove?: () => void;
};

/** Up, down (and remove) for an item of a reorderable list; keyboard-reachable, unlike dragging. */
export function MoveButtons({ name, index, count, onMove, onRemove }: MoveButtonsProps) {
  const { t } = useLingui();
  return (
    <>
      <IconButton
        size="small"
        aria-label={t`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUpwardRounded fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDownwardRounded fontSize="small" />
      </IconButton>
      {onRemove && (
        <IconButton size="small" aria-label={t`Remove ${name}`} onClick={onRemove}>
          <DeleteOutlineRounded fontSize="small" />
        </IconButton>
      )}
    </>
  );
}
