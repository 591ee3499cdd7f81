import Box from '@mui/material/Box';
import { hasOption as has } from '../settings-config';
import { FontOption } from './options/font-option';
import { LocaleOption } from './options/locale-option';
import { ModeOption } from './options/mode-option';
import { NavOption } from './options/nav-option';
import { PresetsOption } from './options/presets-option';
import { ToggleOptions } from './options/toggle-options';

/**
 * Every option whose key is in the defaults (a key in the defaults switches its option on), one
 * component per option in `options/`.
 */
export function SettingsOptions() {
  return (
    <Box sx={{ px: 2.5, pb: 5, pt: 1, display: 'flex', flexDirection: 'column', gap: 4 }}>
      {has('locale') && <LocaleOption />}
      {has('colorScheme') && <ModeOption />}
      <ToggleOptions />
      {has('navLayout') && <NavOption />}
      {has('primaryColor') && <PresetsOption />}
      {has('fontFamily') && <FontOption />}
    </Box>
  );
}
