import { useLingui } from '@lingui/react/macro';
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { useSettingsContext } from 'src/components/settings/use-settings-context';

/** Light/dark toggle; it writes the stored colour scheme, which drives MUI's mode. */
export function ThemeModeToggle() {
  const { t } = useLingui();
  const { setField } = useSettingsContext();
  const { mode, systemMode } = useColorScheme();
  const isDark = (mode === 'system' ? systemMode : mode) === 'dark';
  const label = isDark ? t`Light Mode` : t`Dark Mode`;
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        onClick={() => setField('colorScheme', isDark ? 'light' : 'dark')}
      >
        {isDark ? <LightModeRounded /> : <DarkModeRounded />}
      </IconButton>
    </Tooltip>
  );
}
