import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { PRIMARY_FONT } from 'src/theme/typography';
import { FONT_FAMILIES, FONT_SIZE, hasOption } from '../../settings-config';
import { useSettingsContext } from '../../use-settings-context';
import { OptionCard } from '../option-card';
import { SettingsSection } from '../settings-section';
import { OptionLabel } from './option-label';

/** The font family, each shown in itself, and when offered the base font size. */
export function FontOption() {
  const { state, setField } = useSettingsContext();
  const { t } = useLingui();
  return (
    <SettingsSection title={t`Font`}>
      <OptionLabel>
        <Trans>Family</Trans>
      </OptionLabel>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, mb: 2.5 }}>
        {FONT_FAMILIES.map((family) => (
          <OptionCard
            key={family}
            label={t`Font ${family}`}
            selected={state.fontFamily === family}
            onClick={() => setField('fontFamily', family)}
            sx={{ minHeight: 72 }}
          >
            <Box
              component="span"
              sx={{ fontFamily: `"${family}"`, fontSize: '1.25rem', fontWeight: 700 }}
            >
              Aa
            </Box>
            <Typography variant="caption" sx={{ fontFamily: `"${family}"`, fontWeight: 600 }}>
              {family.replace(' Variable', '')}
              {family === PRIMARY_FONT ? ` ${t`(theme)`}` : ''}
            </Typography>
          </OptionCard>
        ))}
      </Box>
      {hasOption('fontSize') && (
        <>
          <OptionLabel id="font-size-label" mb={4}>
            <Trans>Size</Trans>
          </OptionLabel>
          <Box sx={{ px: 1 }}>
            <Slider
              aria-labelledby="font-size-label"
              value={state.fontSize}
              min={FONT_SIZE.min}
              max={FONT_SIZE.max}
              step={FONT_SIZE.step}
              marks
              valueLabelDisplay="on"
              valueLabelFormat={(v) => `${v}px`}
              onChange={(_, value) =>
                setField('fontSize', Array.isArray(value) ? (value[0] ?? 16) : value)
              }
            />
          </Box>
        </>
      )}
    </SettingsSection>
  );
}
