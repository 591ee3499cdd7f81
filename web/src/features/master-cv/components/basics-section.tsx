import { Trans, useLingui } from '@lingui/react/macro';
import PersonRounded from '@mui/icons-material/PersonRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CvSectionCard } from './cv-section-card';
import { CvTextField } from './cv-text-field';
import { FieldGrid } from './field-grid';
import { ProfilesList } from './profiles-list';

export function BasicsSection() {
  const { t } = useLingui();
  return (
    <CvSectionCard
      id="basics"
      title={t`Contact and summary`}
      description={t`How recruiters reach you, and the headline they read first.`}
      icon={<PersonRounded />}
    >
      <FieldGrid>
        <CvTextField name="basics.name" label={t`Full name`} autoComplete="name" />
        <CvTextField
          name="basics.label"
          label={t`Headline`}
          placeholder={t`Senior Backend Engineer`}
          autoComplete="organization-title"
        />
        <CvTextField name="basics.email" label={t`Email`} type="email" autoComplete="email" />
        <CvTextField name="basics.phone" label={t`Phone`} type="tel" autoComplete="tel" />
        <CvTextField name="basics.location.city" label={t`City`} autoComplete="address-level2" />
        <CvTextField
          name="basics.location.region"
          label={t`Region or country`}
          autoComplete="address-level1"
        />
        <CvTextField
          name="basics.location.countryCode"
          label={t`Country code`}
          placeholder={t`UK`}
          autoComplete="country"
        />
        <CvTextField
          name="basics.location.postalCode"
          label={t`Postal code`}
          autoComplete="postal-code"
        />
        <CvTextField
          name="basics.location.address"
          label={t`Street address`}
          helperText={t`Kept, but not printed on exported CVs: the city is enough for recruiters.`}
          autoComplete="street-address"
          wide
        />
        <CvTextField
          name="basics.url"
          label={t`Website`}
          placeholder="https://…"
          type="url"
          autoComplete="url"
          wide
        />
        <CvTextField
          name="basics.summary"
          label={t`Summary`}
          placeholder={t`Two or three sentences about what you do best.`}
          multiline
          minRows={3}
          wide
        />
      </FieldGrid>
      <Box sx={{ mt: 3 }}>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
          <Trans>Profiles</Trans>
        </Typography>
        <ProfilesList />
      </Box>
    </CvSectionCard>
  );
}
