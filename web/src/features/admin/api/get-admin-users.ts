import { AdminUserList } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiRequest } from 'src/lib/api-client';

export const ADMIN_USERS_URL = '/api/admin/users';

export function getAdminUsers(url: string): Promise<AdminUserList> {
  return apiRequest(url, AdminUserList);
}

/** Every user with plan, role and this month's usage (administrators only; others get 403). */
export function useAdminUsers() {
  return useSWR(ADMIN_USERS_URL, getAdminUsers, { shouldRetryOnError: false });
}
