import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

type AddButtonProps = { children: ReactNode; onClick: () => void; disabled?: boolean };

/** The quiet "+ Add …" button under an editable list, on its own line. */
export function AddButton({ children, onClick, disabled }: AddButtonProps) {
  return (
    <Box>
      <Button
        size="small"
        color="inherit"
        startIcon={<AddRounded />}
        disabled={disabled}
        onClick={onClick}
      >
        {children}
      </Button>
    </Box>
  );
}
