import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

type EditorCardProps = { title: string; subheader?: ReactNode; children: ReactNode };

/** One section of the editor form. */
export function EditorCard({ title, subheader, children }: EditorCardProps) {
  return (
    <Card component="section" aria-label={title}>
      <CardHeader
        title={title}
        subheader={subheader}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <Stack spacing={2} sx={{ p: 3, pt: 2 }}>
        {children}
      </Stack>
    </Card>
  );
}
