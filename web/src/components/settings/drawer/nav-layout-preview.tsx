import Box from '@mui/material/Box';
import type { NavLayout } from '../settings-config';

const bar = (sx: object) => <Box sx={{ borderRadius: 0.5, bgcolor: 'currentColor', ...sx }} />;

/** A tiny drawing of each navigation layout for the drawer's option tiles. */
export function NavLayoutPreview({ layout, active }: { layout: NavLayout; active: boolean }) {
  const dim = { opacity: active ? 0.24 : 0.12 };
  const content = (
    <Box
      sx={{ flex: 1, borderRadius: 0.75, bgcolor: 'currentColor', opacity: active ? 0.12 : 0.08 }}
    />
  );
  if (layout === 'horizontal') {
    return (
      <Box sx={{ width: 1, height: 1, p: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
          {bar({ width: 8, height: 8, borderRadius: '50%', opacity: active ? 1 : 0.48 })}
          {bar({ width: 20, height: 4, ...dim })}
          {bar({ width: 12, height: 4, ...dim })}
        </Box>
        {content}
      </Box>
    );
  }
  const mini = layout === 'mini';
  return (
    <Box sx={{ width: 1, height: 1, p: 1, display: 'flex', gap: 0.75 }}>
      <Box
        sx={{
          width: mini ? 10 : 20,
          display: 'flex',
          flexDirection: 'column',
          gap: 0.5,
          alignItems: mini ? 'center' : 'flex-start',
        }}
      >
        {bar({ width: 8, height: 8, borderRadius: '50%', opacity: active ? 1 : 0.48 })}
        {bar({ width: mini ? 8 : 20, height: 4, ...dim })}
        {bar({ width: mini ? 8 : 14, height: 4, ...dim })}
      </Box>
      {content}
    </Box>
  );
}
