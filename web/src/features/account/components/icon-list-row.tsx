import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * One row of a settings list (a session, a passkey): an icon in a tile, a title with a caption
 * under it, and the row's actions after them.
 */
export function IconListRow({
  icon,
  title,
  caption,
  children,
}: {
  icon: ReactNode;
  title: ReactNode;
  caption: string;
  /** The row's buttons and the dialogs they open. */
  children?: ReactNode;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        py: 2,
        '&:not(:last-of-type)': { borderBottom: '1px dashed', borderColor: 'divider' },
      }}
    >
      <Box
        sx={{
          width: 44,
          height: 44,
          borderRadius: 1.5,
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          color: 'text.secondary',
          bgcolor: 'rgb(145 158 171 / 0.12)',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        {title}
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {caption}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}
