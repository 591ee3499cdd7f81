import { useLingui } from '@lingui/react/macro';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useSettingsContext } from 'src/components/settings/use-settings-context';

// The gear turns when pointed at, never on its own: an endless spin kept every page repainting
// (in a headless browser more than a core's worth of CPU) and drains a laptop's battery.
export function SettingsButton() {
  const { t } = useLingui();
  const { onToggleDrawer, canReset, openDrawer } = useSettingsContext();
  return (
    <Tooltip title={t`Settings`}>
      <IconButton
        aria-label={t`Settings`}
        aria-haspopup="dialog"
        aria-expanded={openDrawer}
        onClick={onToggleDrawer}
        sx={{
          '& svg': { transition: 'transform 0.6s ease-in-out' },
          '&:hover svg, &.Mui-focusVisible svg': { transform: 'rotate(90deg)' },
          '@media (prefers-reduced-motion: reduce)': { '& svg': { transition: 'none' } },
        }}
      >
        <Badge color="error" variant="dot" invisible={!canReset}>
          <SettingsRounded />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
