import SettingsRounded from '@mui/icons-material/SettingsRounded';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { keyframes } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { useSettingsContext } from 'src/components/settings/use-settings-context';

const spin = keyframes`to { transform: rotate(360deg); }`;

export function SettingsButton() {
  const { onToggleDrawer, canReset, openDrawer } = useSettingsContext();
  return (
    <Tooltip title="Settings">
      <IconButton
        aria-label="Settings"
        aria-haspopup="dialog"
        aria-expanded={openDrawer}
        onClick={onToggleDrawer}
      >
        <Badge color="error" variant="dot" invisible={!canReset}>
          <SettingsRounded
            sx={{
              animation: `${spin} 10s linear infinite`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
