import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/**
 * A table's header row on a soft grey band, in secondary bold text (Minimal's list tables).
 *
 * @example <SoftTableHead><TableCell>Job</TableCell><TableCell>Score</TableCell></SoftTableHead>
 */
export function SoftTableHead({ children }: { children: ReactNode }) {
  return (
    <TableHead>
      <TableRow
        sx={{
          '& th': {
            bgcolor: 'rgb(145 158 171 / 0.08)',
            color: 'text.secondary',
            fontWeight: 600,
            border: 0,
          },
        }}
      >
        {children}
      </TableRow>
    </TableHead>
  );
}
