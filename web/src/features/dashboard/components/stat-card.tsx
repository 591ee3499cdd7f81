import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type StatCardProps = { title: string; value: ReactNode; caption?: ReactNode; icon: ReactNode };

/** One figure with its icon (Minimal's widget summary). */
export function StatCard({ title, value, caption, icon }: StatCardProps) {
  return (
    <Card component="section" aria-label={title} sx={{ p: 3, display: 'flex', gap: 2 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="h2" sx={{ color: 'text.secondary' }}>
          {title}
        </Typography>
        <Typography variant="h3" component="p" sx={{ mt: 1 }}>
          {value}
        </Typography>
        {caption && (
          <Box sx={{ mt: 1, typography: 'body2', color: 'text.secondary' }}>{caption}</Box>
        )}
      </Box>
      <Box
        aria-hidden
        sx={{
          width: 48,
          height: 48,
          flexShrink: 0,
          borderRadius: 1.5,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: 'rgb(var(--palette-primary-mainChannel) / 0.08)',
        }}
      >
        {icon}
      </Box>
    </Card>
  );
}
