import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { primaryPresets } from 'src/theme/palette';
import type { PrimaryColor } from '../../settings-config';
import { useSettingsContext } from '../../use-settings-context';
import { OptionCard } from '../option-card';
import { SettingsSection } from '../settings-section';

/** The primary colour, one swatch per preset. */
export function PresetsOption() {
  const { state, setField } = useSettingsContext();
  const { t } = useLingui();
  return (
    <SettingsSection title={t`Presets`}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5 }}>
        {(Object.keys(primaryPresets) as PrimaryColor[]).map((key) => (
          <OptionCard
            key={key}
            label={t`Primary color ${key}`}
            selected={state.primaryColor === key}
            onClick={() => setField('primaryColor', key)}
            sx={{ height: 56, color: primaryPresets[key].main }}
          >
            <Box
              sx={{
                width: 24,
                height: 24,
                borderRadius: '50%',
                background: `linear-gradient(135deg, ${primaryPresets[key].light}, ${primaryPresets[key].main})`,
                transform: state.primaryColor === key ? 'scale(1.3)' : 'none',
                transition: 'transform 120ms linear',
              }}
            />
          </OptionCard>
        ))}
      </Box>
    </SettingsSection>
  );
}
