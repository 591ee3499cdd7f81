import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageHeader } from 'src/components/page-header/page-header';
import { useSessions } from '../api/get-sessions';
import { AvatarCard } from '../components/avatar-card';
import { CalendarCard } from '../components/calendar-card';
import { DataCard } from '../components/data-card';
import { LanguageCard } from '../components/language-card';
import { EmailCard, NameCard, PasswordCard } from '../components/profile-forms';
import { SecuritySection } from '../components/security-section';
import { SessionsCard } from '../components/sessions-card';

/**
 * Account settings: profile and picture, e-mail, password, sessions, calendar, data export,
 * deletion.
 */
export function AccountSettingsView() {
  const { t } = useLingui();
  const { mutate } = useSessions();
  const { hash } = useLocation();
  // The account drawer's Profile link and the job drawer's calendar link land here; the router
  // alone does not scroll to a hash.
  useEffect(() => {
    if (hash === '#profile' || hash === '#calendar') {
      document.getElementById(hash.slice(1))?.scrollIntoView();
    }
  }, [hash]);
  return (
    <>
      <PageHeader title={t`Account settings`} description={t`Your profile, sign-in and data.`} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
        }}
      >
        <Box
          id="profile"
          sx={{ display: 'grid', gap: 3, position: { md: 'sticky' }, top: { md: 96 } }}
        >
          <AvatarCard />
        </Box>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <NameCard />
          <LanguageCard />
          <EmailCard />
          <PasswordCard onChanged={() => void mutate()} />
          <SecuritySection />
          <SessionsCard />
          <CalendarCard />
          <DataCard />
        </Box>
      </Box>
    </>
  );
}
