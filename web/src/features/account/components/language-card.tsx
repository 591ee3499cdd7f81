import { useLingui } from '@lingui/react/macro';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useSettingsContext } from 'src/components/settings/use-settings-context';
import { APP_LOCALES, isAppLocale, LOCALE_NAMES } from 'src/lib/i18n/locales';
import { SectionCard } from './section-card';

/**
 * The interface language. It is the settings drawer's setting, stored in this browser with the
 * other display settings (docs/decisions/181-i18n.md); each name is written in its own language.
 */
export function LanguageCard() {
  const { t } = useLingui();
  const { state, setField } = useSettingsContext();
  return (
    <SectionCard
      title={t`Language`}
      description={t`The language of Jobfit's screens in this browser. Job matching stays in English for now.`}
    >
      <RadioGroup
        aria-label={t`Language`}
        value={state.locale}
        onChange={(e) => {
          if (isAppLocale(e.target.value)) setField('locale', e.target.value);
        }}
        sx={{ mt: 1.5 }}
      >
        {APP_LOCALES.map((locale) => (
          <FormControlLabel
            key={locale}
            value={locale}
            control={<Radio />}
            label={LOCALE_NAMES[locale]}
            lang={locale}
          />
        ))}
      </RadioGroup>
    </SectionCard>
  );
}
