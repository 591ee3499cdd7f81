import { useLingui } from '@lingui/react/macro';
import { AccountSettingsView } from 'src/features/account/views/account-settings-view';

export function AccountSettings() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Account Settings | Jobfit`}</title>
      <AccountSettingsView />
    </>
  );
}
