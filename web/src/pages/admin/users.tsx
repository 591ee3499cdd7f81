import { useLingui } from '@lingui/react/macro';
import { AdminUsersView } from 'src/features/admin/views/admin-users-view';

export function AdminUsers() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Administration | Jobfit`}</title>
      <AdminUsersView />
    </>
  );
}
