import BrightnessAutoRounded from '@mui/icons-material/BrightnessAutoRounded';
import ContrastRounded from '@mui/icons-material/ContrastRounded';
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import FormatTextdirectionRToLRounded from '@mui/icons-material/FormatTextdirectionRToLRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import ViewCompactRounded from '@mui/icons-material/ViewCompactRounded';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import type { ColorScheme } from 'src/config/app-config';
import { primaryPresets } from 'src/theme/palette';
import { PRIMARY_FONT } from 'src/theme/typography';
import {
  CONTRAST_HIGH,
  defaultSettings,
  FONT_FAMILIES,
  FONT_SIZE,
  type NavColor,
  type NavLayout,
  type PrimaryColor,
} from '../settings-config';
import { useSettingsContext } from '../use-settings-context';
import { NavLayoutPreview } from './nav-layout-preview';
import { OptionCard } from './option-card';
import { SettingsSection } from './settings-section';
import { ToggleCard } from './toggle-card';

const MODES: { value: ColorScheme; label: string; icon: React.ReactNode }[] = [
  { value: 'light', label: 'Light', icon: <LightModeRounded /> },
  { value: 'dark', label: 'Dark', icon: <DarkModeRounded /> },
  { value: 'system', label: 'System', icon: <BrightnessAutoRounded /> },
];
const LAYOUTS: { value: NavLayout; label: string }[] = [
  { value: 'vertical', label: 'Vertical' },
  { value: 'horizontal', label: 'Horizontal' },
  { value: 'mini', label: 'Mini' },
];
const NAV_COLORS: { value: NavColor; label: string }[] = [
  { value: 'integrate', label: 'Integrate' },
  { value: 'apparent', label: 'Apparent' },
];

/** Every option whose key is in the defaults (STYLE.md: defaults switch drawer options on). */
export function SettingsOptions() {
  const { state, setField } = useSettingsContext();
  const has = (key: keyof typeof defaultSettings) => key in defaultSettings;

  return (
    <Box sx={{ px: 2.5, pb: 5, pt: 1, display: 'flex', flexDirection: 'column', gap: 4 }}>
      {has('colorScheme') && (
        <SettingsSection title="Mode">
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            {MODES.map((m) => (
              <OptionCard
                key={m.value}
                label={`${m.label} mode`}
                selected={state.colorScheme === m.value}
                onClick={() => setField('colorScheme', m.value)}
              >
                {m.icon}
                <Typography variant="caption" sx={{ fontWeight: 600 }}>
                  {m.label}
                </Typography>
              </OptionCard>
            ))}
          </Box>
        </SettingsSection>
      )}

      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        {has('contrast') && (
          <ToggleCard
            label="Contrast"
            icon={<ContrastRounded />}
            checked={state.contrast === CONTRAST_HIGH}
            onChange={(on) => setField('contrast', on ? CONTRAST_HIGH : 'default')}
          />
        )}
        {has('direction') && (
          <ToggleCard
            label="Right to left"
            icon={<FormatTextdirectionRToLRounded />}
            checked={state.direction === 'rtl'}
            onChange={(on) => setField('direction', on ? 'rtl' : 'ltr')}
          />
        )}
        {has('compactLayout') && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <ToggleCard
              label="Compact"
              icon={<ViewCompactRounded />}
              checked={state.compactLayout}
              onChange={(on) => setField('compactLayout', on)}
              caption="Dashboard only, on screens wider than 1600px."
            />
          </Box>
        )}
      </Box>

      {has('navLayout') && (
        <SettingsSection title="Nav" caption="Dashboard only">
          <Typography
            variant="caption"
            component="p"
            sx={{ color: 'text.secondary', fontWeight: 600, mb: 1 }}
          >
            Layout
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, mb: 2 }}>
            {LAYOUTS.map((l) => (
              <OptionCard
                key={l.value}
                label={`${l.label} navigation`}
                selected={state.navLayout === l.value}
                onClick={() => setField('navLayout', l.value)}
                sx={{ height: 64, p: 0 }}
              >
                <NavLayoutPreview layout={l.value} active={state.navLayout === l.value} />
              </OptionCard>
            ))}
          </Box>
          {has('navColor') && (
            <>
              <Typography
                variant="caption"
                component="p"
                sx={{ color: 'text.secondary', fontWeight: 600, mb: 1 }}
              >
                Color
              </Typography>
              <Box
                role="radiogroup"
                aria-label="Navigation color"
                sx={{ display: 'flex', gap: 1.5 }}
              >
                {NAV_COLORS.map((c) => (
                  <OptionCard
                    key={c.value}
                    label={`${c.label} navigation color`}
                    selected={state.navColor === c.value}
                    onClick={() => setField('navColor', c.value)}
                    sx={{ flexDirection: 'row', minHeight: 48 }}
                  >
                    <Box
                      sx={{
                        width: 14,
                        height: 14,
                        borderRadius: 0.5,
                        border: '1px solid currentColor',
                        bgcolor: c.value === 'apparent' ? 'currentColor' : 'transparent',
                      }}
                    />
                    <Typography variant="caption" sx={{ fontWeight: 600 }}>
                      {c.label}
                    </Typography>
                  </OptionCard>
                ))}
              </Box>
            </>
          )}
        </SettingsSection>
      )}

      {has('primaryColor') && (
        <SettingsSection title="Presets">
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5 }}>
            {(Object.keys(primaryPresets) as PrimaryColor[]).map((key) => (
              <OptionCard
                key={key}
                label={`Primary color ${key}`}
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
      )}

      {has('fontFamily') && (
        <SettingsSection title="Font">
          <Typography
            variant="caption"
            component="p"
            sx={{ color: 'text.secondary', fontWeight: 600, mb: 1 }}
          >
            Family
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, mb: 2.5 }}>
            {FONT_FAMILIES.map((family) => (
              <OptionCard
                key={family}
                label={`Font ${family}`}
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
                  {family === PRIMARY_FONT ? ' (theme)' : ''}
                </Typography>
              </OptionCard>
            ))}
          </Box>
          {has('fontSize') && (
            <>
              <Typography
                id="font-size-label"
                variant="caption"
                component="p"
                sx={{ color: 'text.secondary', fontWeight: 600, mb: 4 }}
              >
                Size
              </Typography>
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
      )}
    </Box>
  );
}
