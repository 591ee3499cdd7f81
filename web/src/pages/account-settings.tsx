import { AccountSettingsView } from 'src/features/account/views/account-settings-view';

export function AccountSettings() {
  return (
    <>
      <title>{'Account Settings | Jobfit'}</title>
      <AccountSettingsView />
    </>
  );
}
