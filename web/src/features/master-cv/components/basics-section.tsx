import PersonRounded from '@mui/icons-material/PersonRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CvSectionCard } from './cv-section-card';
import { CvTextField } from './cv-text-field';
import { FieldGrid } from './field-grid';
import { ProfilesList } from './profiles-list';

export function BasicsSection() {
  return (
    <CvSectionCard
      id="basics"
      title="Contact and summary"
      description="How recruiters reach you, and the headline they read first."
      icon={<PersonRounded />}
    >
      <FieldGrid>
        <CvTextField name="basics.name" label="Full name" autoComplete="name" />
        <CvTextField
          name="basics.label"
          label="Headline"
          placeholder="Senior Backend Engineer"
          autoComplete="organization-title"
        />
        <CvTextField name="basics.email" label="Email" type="email" autoComplete="email" />
        <CvTextField name="basics.phone" label="Phone" type="tel" autoComplete="tel" />
        <CvTextField name="basics.location.city" label="City" autoComplete="address-level2" />
        <CvTextField
          name="basics.location.region"
          label="Region or country"
          autoComplete="address-level1"
        />
        <CvTextField
          name="basics.location.countryCode"
          label="Country code"
          placeholder="UK"
          autoComplete="country"
        />
        <CvTextField
          name="basics.location.postalCode"
          label="Postal code"
          autoComplete="postal-code"
        />
        <CvTextField
          name="basics.location.address"
          label="Street address"
          helperText="Kept, but not printed on exported CVs: the city is enough for recruiters."
          autoComplete="street-address"
          wide
        />
        <CvTextField
          name="basics.url"
          label="Website"
          placeholder="https://…"
          type="url"
          autoComplete="url"
          wide
        />
        <CvTextField
          name="basics.summary"
          label="Summary"
          placeholder="Two or three sentences about what you do best."
          multiline
          minRows={3}
          wide
        />
      </FieldGrid>
      <Box sx={{ mt: 3 }}>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
          Profiles
        </Typography>
        <ProfilesList />
      </Box>
    </CvSectionCard>
  );
}
