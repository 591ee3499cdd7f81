import { AdminUsersView } from 'src/features/admin/views/admin-users-view';

export function AdminUsers() {
  return (
    <>
      <title>{'Administration | Jobfit'}</title>
      <AdminUsersView />
    </>
  );
}
