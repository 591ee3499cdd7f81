import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The small caption over a group of choices inside a drawer section ("Layout", "Size"). */
export function OptionLabel({
  id,
  children,
  mb = 1,
}: {
  id?: string;
  children: ReactNode;
  mb?: number;
}) {
  return (
    <Typography
      id={id}
      variant="caption"
      component="p"
      sx={{ color: 'text.secondary', fontWeight: 600, mb }}
    >
      {children}
    </Typography>
  );
}
