import { z } from 'zod';

/** GET /api/health → 200 when the server and its database answer. */
export const Health = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof Health>;

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

export const SignUpInput = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(100, 'Use at most 100 characters'),
  email: z.email('Enter a valid e-mail address').max(254),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type SignUpInput = z.infer<typeof SignUpInput>;

export const SignInInput = z.object({
  email: z.email('Enter a valid e-mail address'),
  password: z.string().min(1, 'Enter your password'),
});
export type SignInInput = z.infer<typeof SignInInput>;

export const ResetPasswordInput = z.object({
  email: z.email('Enter a valid e-mail address'),
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

export const UpdatePasswordInput = z
  .object({
    password: SignUpInput.shape.password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  });
export type UpdatePasswordInput = z.infer<typeof UpdatePasswordInput>;

/** DELETE /api/account: the user types their e-mail address to confirm. */
export const DeleteAccountInput = z.object({
  confirmEmail: z.string().trim().min(1, 'Type your e-mail address to confirm'),
});

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
