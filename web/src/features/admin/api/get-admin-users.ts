import { type AdminUserList, apiPath, apiRoutes } from '@jobfit/contracts';
import useSWR from 'swr';
import { apiCall } from 'src/lib/api-client';

const ADMIN_USERS_URL = apiPath(apiRoutes.listUsers);

function getAdminUsers(): Promise<AdminUserList> {
  return apiCall(apiRoutes.listUsers);
}

/** Every user with plan, role and this month's usage (administrators only; others get 403). */
export function useAdminUsers() {
  return useSWR(ADMIN_USERS_URL, getAdminUsers, { shouldRetryOnError: false });
}
