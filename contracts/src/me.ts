import { z } from 'zod';
import { isWebAddress } from './_fields.ts';
import { yieldToBrowser } from './_yield.ts';

// Its schemas are built in a task of their own in the browser (decision 223).
await yieldToBrowser();

/** GET /api/health → 200 when the server and its database answer. */
export const Health = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof Health>;

/** One readiness check (decision 176); `unknown` when it could not run (the database is down). */
export const ReadinessCheck = z.enum(['ok', 'failed', 'unknown']);
export type ReadinessCheck = z.infer<typeof ReadinessCheck>;

/** What /api/health/ready checks: the database answers, is migrated, the engine workers are warm. */
export const ReadinessChecks = z.object({
  database: ReadinessCheck,
  migrations: ReadinessCheck,
  workers: ReadinessCheck,
});

/** GET /api/health/ready → 200 when every check is ok. */
export const Readiness = z.object({ status: z.literal('ok'), checks: ReadinessChecks });
export type Readiness = z.infer<typeof Readiness>;

/** The `error.details` of its 503: the checks that failed, and all of them. */
export const NotReadyDetails = z.object({
  failed: z.array(ReadinessChecks.keyof()),
  checks: ReadinessChecks,
});

/** GET /api/me/onboarding and POST /api/me/onboarding → whether onboarding is complete. */
export const OnboardingStatus = z.boolean();

/** GET /api/me/plan/is-free → true for the free plan. */
export const IsFreePlan = z.boolean();

export const Role = z.enum(['user', 'admin']);
export type Role = z.infer<typeof Role>;

export const Plan = z.enum(['free', 'pro']);
export type Plan = z.infer<typeof Plan>;

/** Password rules shared by the sign-up and update-password forms and the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Account fields Better Auth stores; its hooks check the same limits (server/src/auth). */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const IMAGE_URL_MAX_LENGTH = 2000;

export const UserName = z
  .string()
  .trim()
  .min(1, 'Enter your name')
  .max(NAME_MAX_LENGTH, `Use at most ${NAME_MAX_LENGTH} characters`);

/**
 * A profile picture: an http(s) address, or a path on this site (the uploaded avatar). Never
 * `javascript:`, `data:` or any other scheme.
 */
export const UserImage = z
  .string()
  .trim()
  .max(IMAGE_URL_MAX_LENGTH, `Use at most ${IMAGE_URL_MAX_LENGTH} characters`)
  .refine(
    (v) =>
      (/^\/(?![/\\])/.test(v) && isWebAddress(v)) ||
      (/^https?:\/\//i.test(v) && URL.canParse(v) && isWebAddress(v)),
    'Use an address starting with https://',
  );

export const SignUpInput = z.object({
  name: UserName,
  email: z.email('Enter a valid e-mail address').max(EMAIL_MAX_LENGTH),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type SignUpInput = z.infer<typeof SignUpInput>;

export const SignInInput = z.object({
  email: z.email('Enter a valid e-mail address').max(EMAIL_MAX_LENGTH),
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH),
});
export type SignInInput = z.infer<typeof SignInInput>;

export const ResetPasswordInput = z.object({
  email: z.email('Enter a valid e-mail address').max(EMAIL_MAX_LENGTH),
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

export const UpdatePasswordInput = z
  .object({
    password: SignUpInput.shape.password,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  });
export type UpdatePasswordInput = z.infer<typeof UpdatePasswordInput>;

/**
 * DELETE /api/account: the user confirms with their password. An account without one (signed up
 * with Google or GitHub) sends none and must have signed in within
 * `DELETE_ACCOUNT_FRESH_SIGN_IN_MINUTES` (decision 141).
 */
export const DeleteAccountInput = z.object({
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH).optional(),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>;
export const DELETE_ACCOUNT_FRESH_SIGN_IN_MINUTES = 10;

/** Avatar uploads: PNG, JPEG or WebP by content, 2 MB at most. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** GET /api/admin/users (admins only). */
export const AdminUserList = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      role: Role,
      plan: Plan,
      scansThisMonth: z.number().int(),
      documentsThisMonth: z.number().int(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminUserList = z.infer<typeof AdminUserList>;
