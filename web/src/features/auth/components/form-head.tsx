import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type FormHeadProps = { title: string; description?: ReactNode; icon?: ReactNode };

export function FormHead({ title, description, icon }: FormHeadProps) {
  return (
    <Box
      sx={{
        mb: 4,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.25,
        textAlign: 'center',
        alignItems: 'center',
      }}
    >
      {icon}
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {description}
        </Typography>
      )}
    </Box>
  );
}
