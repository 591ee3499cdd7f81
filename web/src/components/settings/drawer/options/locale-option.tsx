import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { APP_LOCALES, LOCALE_NAMES } from 'src/lib/i18n/locales';
import { useSettingsContext } from '../../use-settings-context';
import { OptionCard } from '../option-card';
import { SettingsSection } from '../settings-section';

/** The interface language, each named in itself. */
export function LocaleOption() {
  const { state, setField } = useSettingsContext();
  const { t } = useLingui();
  return (
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
  );
}
