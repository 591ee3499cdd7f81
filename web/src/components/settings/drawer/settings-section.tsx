import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

type SettingsSectionProps = {
  title: string;
  children: ReactNode;
  radio?: boolean;
  caption?: string;
};

/** A titled block in the drawer: a dashed, rounded frame with the title on its border. */
export function SettingsSection({ title, children, radio = true, caption }: SettingsSectionProps) {
  const id = useId();
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{
        position: 'relative',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 2,
        px: 2,
        pt: 3.5,
        pb: 2,
      }}
    >
      <Typography
        id={id}
        component="h3"
        variant="caption"
        sx={{
          position: 'absolute',
          top: -11,
          left: 12,
          px: 1.25,
          lineHeight: '22px',
          borderRadius: 22,
          fontWeight: 600,
          color: 'background.default',
          bgcolor: 'text.primary',
        }}
      >
        {title}
      </Typography>
      {caption && (
        <Typography
          variant="caption"
          component="p"
          sx={{ color: 'text.secondary', mt: -1.5, mb: 1.5 }}
        >
          {caption}
        </Typography>
      )}
      <Box role={radio ? 'radiogroup' : undefined} aria-labelledby={radio ? id : undefined}>
        {children}
      </Box>
    </Box>
  );
}
