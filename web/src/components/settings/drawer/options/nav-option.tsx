import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { hasOption, type NavColor, type NavLayout } from '../../settings-config';
import { useSettingsContext } from '../../use-settings-context';
import { NavLayoutPreview } from '../nav-layout-preview';
import { OptionCard } from '../option-card';
import { SettingsSection } from '../settings-section';
import { OptionLabel } from './option-label';

const LAYOUTS: { value: NavLayout; name: MessageDescriptor }[] = [
  { value: 'vertical', name: msg`Vertical navigation` },
  { value: 'horizontal', name: msg`Horizontal navigation` },
  { value: 'mini', name: msg`Mini navigation` },
];
const NAV_COLORS: { value: NavColor; label: MessageDescriptor; name: MessageDescriptor }[] = [
  { value: 'integrate', label: msg`Integrate`, name: msg`Integrate navigation color` },
  { value: 'apparent', label: msg`Apparent`, name: msg`Apparent navigation color` },
];

/** The dashboard's navigation: its layout and, when offered, its colour. */
export function NavOption() {
  const { state, setField } = useSettingsContext();
  const { t, i18n } = useLingui();
  return (
    <SettingsSection title={t`Nav`} caption={t`Dashboard only`}>
      <OptionLabel>
        <Trans>Layout</Trans>
      </OptionLabel>
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
      {hasOption('navColor') && (
        <>
          <OptionLabel>
            <Trans>Color</Trans>
          </OptionLabel>
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
  );
}
