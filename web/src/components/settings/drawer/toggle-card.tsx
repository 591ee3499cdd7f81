import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

type ToggleCardProps = {
  label: string;
  icon: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  caption?: string;
};

/** An on/off setting as a tile: icon, switch, label. */
export function ToggleCard({ label, icon, checked, onChange, caption }: ToggleCardProps) {
  const id = useId();
  return (
    <Box
      component="label"
      htmlFor={id}
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        p: 2,
        borderRadius: 2,
        cursor: 'pointer',
        border: `1px solid ${theme.vars.palette.divider}`,
        transition: 'background-color 120ms linear',
        '&:hover': { bgcolor: 'action.hover' },
        ...(checked && { bgcolor: 'action.selected' }),
      })}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          color: checked ? 'primary.main' : 'text.secondary',
        }}
      >
        {icon}
        <Switch
          id={id}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          slotProps={{ input: { 'aria-label': label } as object }}
        />
      </Box>
      <Typography variant="subtitle2">{label}</Typography>
      {caption && (
        <Typography variant="caption" sx={{ color: 'text.secondary', lineHeight: 1.4 }}>
          {caption}
        </Typography>
      )}
    </Box>
  );
}
