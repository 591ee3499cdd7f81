import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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

/** The one full-width submit button of an auth form, with its spinner while the form is sent. */
export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      size="large"
      variant="contained"
      color="inherit"
      fullWidth
      loading={loading}
    >
      {children}
    </Button>
  );
}
