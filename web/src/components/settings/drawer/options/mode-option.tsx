import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import BrightnessAutoRounded from '@mui/icons-material/BrightnessAutoRounded';
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ColorScheme } from 'src/config/app-config';
import { useSettingsContext } from '../../use-settings-context';
import { OptionCard } from '../option-card';
import { SettingsSection } from '../settings-section';

const MODES: {
  value: ColorScheme;
  label: MessageDescriptor;
  name: MessageDescriptor;
  icon: React.ReactNode;
}[] = [
  { value: 'light', label: msg`Light`, name: msg`Light mode`, icon: <LightModeRounded /> },
  { value: 'dark', label: msg`Dark`, name: msg`Dark mode`, icon: <DarkModeRounded /> },
  { value: 'system', label: msg`System`, name: msg`System mode`, icon: <BrightnessAutoRounded /> },
];

/** Light, dark or the system's colour scheme. */
export function ModeOption() {
  const { state, setField } = useSettingsContext();
  const { t, i18n } = useLingui();
  return (
    <SettingsSection title={t`Mode`}>
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        {MODES.map((m) => (
          <OptionCard
            key={m.value}
            label={i18n._(m.name)}
            selected={state.colorScheme === m.value}
            onClick={() => setField('colorScheme', m.value)}
          >
            {m.icon}
            <Typography variant="caption" sx={{ fontWeight: 600 }}>
              {i18n._(m.label)}
            </Typography>
          </OptionCard>
        ))}
      </Box>
    </SettingsSection>
  );
}
