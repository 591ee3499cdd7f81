import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { moveItem, removeAt } from '../utils/move-item';
import { MoveButtons } from './move-buttons';

type EntryFieldsetProps<T> = {
  /** What the entry is called on screen: its degree, its name, its heading. */
  legend: string;
  /** Its dates, as in the master CV. */
  dates: ReactNode;
  /** Its accessible name for the move and remove buttons: "project 2". */
  name: string;
  /** The section's entries, this one at `index`. */
  items: T[];
  index: number;
  onChange: (items: T[]) => void;
  /** The entry's fields. */
  children: ReactNode;
};

/**
 * One entry of a CV section in the editor: its legend, its dates and the buttons that move it or
 * leave it out of this CV, then its fields.
 */
export function EntryFieldset<T>({
  legend,
  dates,
  name,
  items,
  index,
  onChange,
  children,
}: EntryFieldsetProps<T>) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" noWrap>
        {legend}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary', flexGrow: 1 }}>
          {dates}
        </Typography>
        <MoveButtons
          name={name}
          index={index}
          count={items.length}
          onMove={(to) => onChange(moveItem(items, index, to))}
          onRemove={() => onChange(removeAt(items, index))}
        />
      </Box>
      {children}
    </Box>
  );
}
