import { useLingui } from '@lingui/react/macro';
import ContrastRounded from '@mui/icons-material/ContrastRounded';
import FormatTextdirectionRToLRounded from '@mui/icons-material/FormatTextdirectionRToLRounded';
import ViewCompactRounded from '@mui/icons-material/ViewCompactRounded';
import Box from '@mui/material/Box';
import { CONTRAST_HIGH, hasOption as has } from '../../settings-config';
import { useSettingsContext } from '../../use-settings-context';
import { ToggleCard } from '../toggle-card';

/** The on/off options side by side: contrast, right to left, compact layout. */
export function ToggleOptions() {
  const { state, setField } = useSettingsContext();
  const { t } = useLingui();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
      {has('contrast') && (
        <ToggleCard
          label={t`Contrast`}
          icon={<ContrastRounded />}
          checked={state.contrast === CONTRAST_HIGH}
          onChange={(on) => setField('contrast', on ? CONTRAST_HIGH : 'default')}
        />
      )}
      {has('direction') && (
        <ToggleCard
          label={t`Right to left`}
          icon={<FormatTextdirectionRToLRounded />}
          checked={state.direction === 'rtl'}
          onChange={(on) => setField('direction', on ? 'rtl' : 'ltr')}
        />
      )}
      {has('compactLayout') && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <ToggleCard
            label={t`Compact`}
            icon={<ViewCompactRounded />}
            checked={state.compactLayout}
            onChange={(on) => setField('compactLayout', on)}
            caption={t`Dashboard only, on screens wider than 1600px.`}
          />
        </Box>
      )}
    </Box>
  );
}
