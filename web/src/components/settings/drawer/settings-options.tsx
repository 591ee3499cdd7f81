import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { APP_LOCALES, LOCALE_NAMES } from 'src/lib/i18n/locales';
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

type Option<V> = { value: V; label: MessageDescriptor; name: MessageDescriptor };

const MODES: (Option<ColorScheme> & { icon: React.ReactNode })[] = [
  { value: 'light', label: msg`Light`, name: msg`Light mode`, icon: <LightModeRounded /> },
  { value: 'dark', label: msg`Dark`, name: msg`Dark mode`, icon: <DarkModeRounded /> },
  { value: 'system', label: msg`System`, name: msg`System mode`, icon: <BrightnessAutoRounded /> },
];
const LAYOUTS: Omit<Option<NavLayout>, 'label'>[] = [
  { value: 'vertical', name: msg`Vertical navigation` },
  { value: 'horizontal', name: msg`Horizontal navigation` },
  { value: 'mini', name: msg`Mini navigation` },
];
const NAV_COLORS: Option<NavColor>[] = [
  { value: 'integrate', label: msg`Integrate`, name: msg`Integrate navigation color` },
  { value: 'apparent', label: msg`Apparent`, name: msg`Apparent navigation color` },
];

/** Every option whose key is in the defaults (STYLE.md: defaults switch drawer options on). */
export function SettingsOptions() {
  const { state, setField } = useSettingsContext();
  const { t, i18n } = useLingui();
  const has = (key: keyof typeof defaultSettings) => key in defaultSettings;

  return (
    <Box sx={{ px: 2.5, pb: 5, pt: 1, display: 'flex', flexDirection: 'column', gap: 4 }}>
      {has('locale') && (
        <SettingsSection title={t`Language`}>
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            {APP_LOCALES.map((locale) => (
              <OptionCard
                key={locale}
                label={LOCALE_NAMES[locale]}
                lang={locale}
                selected={state.locale === locale}
                onClick={() => setField('locale', locale)}
                sx={{ minHeight: 48 }}
              >
                <Typography variant="caption" sx={{ fontWeight: 600 }}>
                  {LOCALE_NAMES[locale]}
                </Typography>
              </OptionCard>
            ))}
          </Box>
        </SettingsSection>
      )}

      {has('colorScheme') && (
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
      )}

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

      {has('navLayout') && (
        <SettingsSection title={t`Nav`} caption={t`Dashboard only`}>
          <Typography
            variant="caption"
            component="p"
            sx={{ color: 'text.secondary', fontWeight: 600, mb: 1 }}
          >
            <Trans>Layout</Trans>
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, mb: 2 }}>
            {LAYOUTS.map((l) => (
              <OptionCard
                key={l.value}
                label={i18n._(l.name)}
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
                <Trans>Color</Trans>
              </Typography>
              <Box
                role="radiogroup"
                aria-label={t`Navigation color`}
                sx={{ display: 'flex', gap: 1.5 }}
              >
                {NAV_COLORS.map((c) => (
                  <OptionCard
                    key={c.value}
                    label={i18n._(c.name)}
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
                      {i18n._(c.label)}
                    </Typography>
                  </OptionCard>
                ))}
              </Box>
            </>
          )}
        </SettingsSection>
      )}

      {has('primaryColor') && (
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
      )}

      {has('fontFamily') && (
        <SettingsSection title={t`Font`}>
          <Typography
            variant="caption"
            component="p"
            sx={{ color: 'text.secondary', fontWeight: 600, mb: 1 }}
          >
            <Trans>Family</Trans>
          </Typography>
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
          {has('fontSize') && (
            <>
              <Typography
                id="font-size-label"
                variant="caption"
                component="p"
                sx={{ color: 'text.secondary', fontWeight: 600, mb: 4 }}
              >
                <Trans>Size</Trans>
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
