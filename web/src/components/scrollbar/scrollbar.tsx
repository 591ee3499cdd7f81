import Box, { type BoxProps } from '@mui/material/Box';
import SimpleBar from 'simplebar-react';
import 'simplebar-react/dist/simplebar.min.css';

/** Scroll area with slim overlay scrollbars (simplebar; minimum thumb 25px). */
export function Scrollbar({ children, sx, ...other }: BoxProps) {
  return (
    <Box
      sx={[
        { minWidth: 0, minHeight: 0, flexGrow: 1, display: 'flex', flexDirection: 'column' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...other}
    >
      <SimpleBar
        scrollbarMinSize={25}
        clickOnTrack={false}
        style={{ height: '100%', minHeight: 0, flexGrow: 1 }}
      >
        {children}
      </SimpleBar>
    </Box>
  );
}
