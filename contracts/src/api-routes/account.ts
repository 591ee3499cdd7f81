import { z } from 'zod';
import { AccountImport, AccountImportResult } from '../account-import.ts';
import type { ApiRoute } from '../api-route.ts';
import { Features } from '../documents.ts';
import { DashboardStats } from '../dashboard.ts';
import { AdminUserList, DeleteAccountInput, IsFreePlan, OnboardingStatus } from '../me.ts';
import { FileUpload } from './_shared.ts';

/** POST /api/account/avatar → the new picture's address (on this site). */
export const AvatarResult = z.object({ image: z.string() });

/** GET /api/account/export: every row stored about the user, as stored (`jobfit-export/1`). */
export const AccountExport = z.looseObject({
  exportedAt: z.string(),
  format: z.literal('jobfit-export/1'),
  profile: z.looseObject({}),
  masterCv: z.looseObject({}).nullable(),
  jobTargets: z.array(z.looseObject({})),
  jobTargetEvents: z.array(z.looseObject({})),
  /** Interviews and follow-ups (decision 171). */
  jobTargetDates: z.array(z.looseObject({})),
  scans: z.array(z.looseObject({})),
  documents: z.array(z.looseObject({})),
});

/** /api/me, /api/dashboard, /api/account and /api/admin: the signed-in user and their data. */
export const accountRoutes = {
  getOnboardingStatus: {
    method: 'get',
    path: '/api/me/onboarding',
    tag: 'me',
    summary: 'Whether the user finished onboarding',
    access: 'user',
    response: {
      status: 200,
      description: 'true once onboarding is complete.',
      schema: OnboardingStatus,
    },
    errors: [401],
  },
  completeOnboarding: {
    method: 'post',
    path: '/api/me/onboarding',
    tag: 'me',
    summary: 'Mark onboarding as complete (idempotent)',
    access: 'user',
    response: { status: 200, description: 'Always true.', schema: OnboardingStatus },
    errors: [401],
  },
  getIsFreePlan: {
    method: 'get',
    path: '/api/me/plan/is-free',
    tag: 'me',
    summary: 'Whether the user is on the free plan',
    access: 'user',
    response: { status: 200, description: 'true on the free plan.', schema: IsFreePlan },
    errors: [401],
  },
  getFeatures: {
    method: 'get',
    path: '/api/me/features',
    tag: 'me',
    summary: 'What this server and the user’s plan offer',
    access: 'user',
    response: { status: 200, description: 'Optional features.', schema: Features },
    errors: [401],
  },
  getDashboard: {
    method: 'get',
    path: '/api/dashboard',
    tag: 'dashboard',
    summary: 'The dashboard figures: usage, scores, funnel, outcomes',
    access: 'user',
    response: { status: 200, description: 'The figures.', schema: DashboardStats },
    errors: [401],
  },
  uploadAvatar: {
    method: 'post',
    path: '/api/account/avatar',
    tag: 'account',
    summary: 'Upload a profile picture (PNG, JPEG or WebP, 2 MB at most)',
    access: 'user',
    body: FileUpload,
    bodyType: 'multipart/form-data',
    response: { status: 200, description: 'The picture’s address.', schema: AvatarResult },
    errors: [400, 401, 413, 415],
  },
  getAvatar: {
    method: 'get',
    path: '/api/account/avatar',
    tag: 'account',
    summary: 'The user’s uploaded profile picture',
    access: 'user',
    response: { status: 200, description: 'The image.', contentType: 'image/*' },
    errors: [401, 404],
  },
  deleteAvatar: {
    method: 'delete',
    path: '/api/account/avatar',
    tag: 'account',
    summary: 'Remove the profile picture',
    access: 'user',
    response: { status: 204, description: 'Removed.' },
    errors: [401],
  },
  exportAccount: {
    method: 'get',
    path: '/api/account/export',
    tag: 'account',
    summary: 'Download everything stored about the user (JSON attachment)',
    access: 'user',
    response: { status: 200, description: 'The export.', schema: AccountExport },
    errors: [401],
  },
  importAccount: {
    method: 'post',
    path: '/api/account/import',
    tag: 'account',
    summary: 'Import an export file into this account (20 MB at most)',
    description:
      'Only into an account without a CV, jobs, scans or documents (409 otherwise); every row gets a new id, nothing is written when any part is refused (decision 174).',
    access: 'user',
    body: AccountImport,
    response: { status: 201, description: 'What was imported.', schema: AccountImportResult },
    errors: [400, 401, 409, 413, 422, 429],
  },
  deleteAccount: {
    method: 'delete',
    path: '/api/account',
    tag: 'account',
    summary: 'Delete the account and all its data',
    description:
      'Confirmed with the password; an account without one must have signed in within the last minutes.',
    access: 'user',
    body: DeleteAccountInput,
    response: { status: 204, description: 'Deleted.' },
    errors: [400, 401, 429],
  },
  listUsers: {
    method: 'get',
    path: '/api/admin/users',
    tag: 'admin',
    summary: 'Every user with plan, role and this month’s usage',
    access: 'admin',
    response: { status: 200, description: 'The users.', schema: AdminUserList },
    errors: [401, 403],
  },
} as const satisfies Record<string, ApiRoute>;
