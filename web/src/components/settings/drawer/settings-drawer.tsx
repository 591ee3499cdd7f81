import { Trans, useLingui } from '@lingui/react/macro';
import CloseRounded from '@mui/icons-material/CloseRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useId } from 'react';
import { usePathChange } from 'src/hooks/use-path-change';
import { Scrollbar } from '../../scrollbar/scrollbar';
import { useSettingsContext } from '../use-settings-context';
import { FullscreenButton } from './fullscreen-button';
import { SettingsOptions } from './settings-options';

/** The settings drawer: right side, 360px (docs/product.md, Settings and constants). */
export function SettingsDrawer() {
  const { openDrawer, onCloseDrawer, canReset, onReset } = useSettingsContext();
  const { t } = useLingui();
  const titleId = useId();
  usePathChange(onCloseDrawer);

  return (
    <Drawer
      anchor="right"
      open={openDrawer}
      onClose={onCloseDrawer}
      slotProps={{
        backdrop: { invisible: true },
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          'data-testid': 'settings-drawer',
          sx: (theme: Theme) => ({
            width: 360,
            maxWidth: '100vw',
            bgcolor: `rgb(${theme.vars.palette.background.defaultChannel} / 0.9)`,
            backdropFilter: 'blur(20px)',
          }),
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', py: 2, pr: 1, pl: 2.5 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          <Trans>Settings</Trans>
        </Typography>
        <FullscreenButton />
        <Tooltip title={t`Reset all`}>
          <IconButton aria-label={t`Reset all`} onClick={onReset}>
            <Badge
              color="error"
              variant="dot"
              invisible={!canReset}
              data-testid="reset-dot"
              data-visible={canReset}
            >
              <RestartAltRounded />
            </Badge>
          </IconButton>
        </Tooltip>
        <IconButton aria-label={t`Close`} onClick={onCloseDrawer}>
          <CloseRounded />
        </IconButton>
      </Box>
      <Scrollbar>
        <SettingsOptions />
      </Scrollbar>
    </Drawer>
  );
}
