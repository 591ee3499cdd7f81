import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type ChartCardProps = {
  title: string;
  subheader?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
};

export function ChartCard({ title, subheader, action, children }: ChartCardProps) {
  return (
    <Card
      component="section"
      aria-label={title}
      sx={{ p: 3, height: 1, display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {subheader && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
              {subheader}
            </Typography>
          )}
        </Box>
        {action && <Box sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>{action}</Box>}
      </Box>
      <Box sx={{ flexGrow: 1 }}>{children}</Box>
    </Card>
  );
}
