import type { ApiRoute } from './api-route.ts';
import { accountRoutes } from './api-routes/account.ts';
import { authRoutes } from './api-routes/auth.ts';
import { platformRoutes } from './api-routes/platform.ts';
import { calendarRoutes } from './api-routes/calendar.ts';
import { cvRoutes } from './api-routes/cv.ts';
import { documentRoutes } from './api-routes/documents.ts';
import { jobTargetRoutes } from './api-routes/job-targets.ts';
import { postingImportRoutes } from './api-routes/posting-import.ts';
import { scanRoutes } from './api-routes/scans.ts';

export { AccountExport, AvatarResult } from './api-routes/account.ts';
export {
  BillingInfo,
  BillingRedirect,
  OpenApiDocument,
  WebhookReceipt,
} from './api-routes/platform.ts';
export { JsonResumeExport } from './api-routes/cv.ts';
export { BulkStatusResult } from './api-routes/job-targets.ts';

/**
 * Every route of the API by operation id: the one table the OpenAPI document, the web client and
 * the completeness tests read (decision 172). A new route gets its entry in its area's file under
 * `api-routes/` (or a new file added here); the server test fails until it has one.
 */
export const apiRoutes = {
  ...platformRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...cvRoutes,
  ...scanRoutes,
  ...documentRoutes,
  ...jobTargetRoutes,
  ...postingImportRoutes,
  ...calendarRoutes,
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteId = keyof typeof apiRoutes;

/** Where Better Auth's routes live: its client calls them, the rest of the API has ours. */
export const AUTH_BASE_PATH = '/api/auth';
