import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';
import { PASSWORD_MAX_LENGTH, SignInInput, SignUpInput, UserImage, UserName } from '../me.ts';
import { yieldToBrowser } from '../_yield.ts';

// Its schemas are built in a task of their own in the browser (decision 223).
await yieldToBrowser();

// Better Auth's own routes under /api/auth, the ones the web calls (decision 172). Their bodies
// are Better Auth's; the web reaches them through Better Auth's typed client, not `apiCall`.
// Errors answer Better Auth's `{ code, message }` rather than the API's error body.

const AuthUser = z.looseObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullish(),
});
const AuthSession = z.looseObject({
  id: z.string(),
  token: z.string(),
  userId: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  ipAddress: z.string().nullish(),
  userAgent: z.string().nullish(),
});
const AuthStatus = z.looseObject({ status: z.boolean() });
const NewPassword = SignUpInput.shape.password;
const callbackURL = z.string().max(2000).optional();
const Password = z.string().max(PASSWORD_MAX_LENGTH);
const SecondFactorCode = z.object({ code: z.string(), trustDevice: z.boolean().optional() });
const SignedIn = z.looseObject({ token: z.string(), user: AuthUser });
const Passkey = z.looseObject({
  id: z.string(),
  name: z.string().nullish(),
  deviceType: z.string(),
  backedUp: z.boolean(),
  createdAt: z.string(),
});

// Two-factor sign-in and passkeys, Better Auth's plugins (decision 180).
const twoFactorRoutes = {
  enableTwoFactor: {
    method: 'post',
    path: '/api/auth/two-factor/enable',
    tag: 'auth',
    summary: 'Start a TOTP enrolment: a new secret (otpauth URI) and backup codes',
    access: 'user',
    body: z.object({ password: Password, issuer: z.string().max(100).optional() }),
    response: {
      status: 200,
      description: 'Started; two-factor sign-in is on once a code is verified.',
      schema: z.looseObject({ totpURI: z.string(), backupCodes: z.array(z.string()) }),
    },
    errors: [400, 401, 429],
  },
  verifyTotp: {
    method: 'post',
    path: '/api/auth/two-factor/verify-totp',
    tag: 'auth',
    summary: 'Check a TOTP code: confirms an enrolment, or completes a sign-in',
    access: 'public',
    body: SecondFactorCode,
    response: { status: 200, description: 'Right code.', schema: SignedIn },
    errors: [400, 401, 429],
  },
  verifyBackupCode: {
    method: 'post',
    path: '/api/auth/two-factor/verify-backup-code',
    tag: 'auth',
    summary: 'Complete a sign-in with a backup code (each works once)',
    access: 'public',
    body: SecondFactorCode,
    response: { status: 200, description: 'Right code.', schema: SignedIn },
    errors: [400, 401, 429],
  },
  generateBackupCodes: {
    method: 'post',
    path: '/api/auth/two-factor/generate-backup-codes',
    tag: 'auth',
    summary: 'New backup codes; the old ones stop working',
    access: 'user',
    body: z.object({ password: Password }),
    response: {
      status: 200,
      description: 'The new codes.',
      schema: z.looseObject({ backupCodes: z.array(z.string()) }),
    },
    errors: [400, 401, 429],
  },
  disableTwoFactor: {
    method: 'post',
    path: '/api/auth/two-factor/disable',
    tag: 'auth',
    summary: 'Turn two-factor sign-in off (password required)',
    access: 'user',
    body: z.object({ password: Password }),
    response: { status: 200, description: 'Off.', schema: AuthStatus },
    errors: [400, 401, 429],
  },
} as const satisfies Record<string, ApiRoute>;

const passkeyRoutes = {
  passkeyRegisterOptions: {
    method: 'get',
    path: '/api/auth/passkey/generate-register-options',
    tag: 'auth',
    summary: 'WebAuthn options to register a passkey for the signed-in user',
    access: 'user',
    query: z.object({ name: z.string().max(80).optional() }),
    response: { status: 200, description: 'The options.', schema: z.looseObject({}) },
    errors: [401, 429],
  },
  passkeyVerifyRegistration: {
    method: 'post',
    path: '/api/auth/passkey/verify-registration',
    tag: 'auth',
    summary: 'Store the passkey the browser created',
    access: 'user',
    body: z.object({ response: z.looseObject({}), name: z.string().max(80).optional() }),
    response: { status: 200, description: 'Stored.', schema: Passkey },
    errors: [400, 401, 429],
  },
  passkeyAuthenticateOptions: {
    method: 'get',
    path: '/api/auth/passkey/generate-authenticate-options',
    tag: 'auth',
    summary: 'WebAuthn options to sign in with a passkey',
    access: 'public',
    response: { status: 200, description: 'The options.', schema: z.looseObject({}) },
    errors: [429],
  },
  passkeyVerifyAuthentication: {
    method: 'post',
    path: '/api/auth/passkey/verify-authentication',
    tag: 'auth',
    summary: 'Sign in with the passkey assertion the browser made',
    access: 'public',
    body: z.object({ response: z.looseObject({}) }),
    response: { status: 200, description: 'Signed in.', schema: z.looseObject({}) },
    errors: [400, 401, 429],
  },
  listPasskeys: {
    method: 'get',
    path: '/api/auth/passkey/list-user-passkeys',
    tag: 'auth',
    summary: 'The user’s passkeys',
    access: 'user',
    response: { status: 200, description: 'The passkeys.', schema: z.array(Passkey) },
    errors: [401],
  },
  updatePasskey: {
    method: 'post',
    path: '/api/auth/passkey/update-passkey',
    tag: 'auth',
    summary: 'Rename a passkey',
    access: 'user',
    body: z.object({ id: z.string(), name: z.string().max(80) }),
    response: { status: 200, description: 'Renamed.', schema: z.looseObject({ passkey: Passkey }) },
    errors: [400, 401],
  },
  deletePasskey: {
    method: 'post',
    path: '/api/auth/passkey/delete-passkey',
    tag: 'auth',
    summary: 'Delete a passkey',
    access: 'user',
    body: z.object({ id: z.string() }),
    response: { status: 200, description: 'Deleted.', schema: AuthStatus },
    errors: [400, 401],
  },
} as const satisfies Record<string, ApiRoute>;

export const authRoutes = {
  signUpEmail: {
    method: 'post',
    path: '/api/auth/sign-up/email',
    tag: 'auth',
    summary: 'Sign up with e-mail and password (a verification e-mail follows)',
    access: 'public',
    body: SignUpInput.extend({ callbackURL }),
    response: {
      status: 200,
      description: 'Signed up; signed in only once the address is verified.',
      schema: z.looseObject({ token: z.string().nullable(), user: AuthUser }),
    },
    errors: [400, 403, 429],
  },
  signInEmail: {
    method: 'post',
    path: '/api/auth/sign-in/email',
    tag: 'auth',
    summary: 'Sign in with e-mail and password (sets the session cookie)',
    access: 'public',
    body: SignInInput.extend({ callbackURL, rememberMe: z.boolean().optional() }),
    response: {
      status: 200,
      description: 'Signed in.',
      schema: z.looseObject({ token: z.string(), user: AuthUser }),
    },
    errors: [400, 401, 403, 429],
  },
  signOut: {
    method: 'post',
    path: '/api/auth/sign-out',
    tag: 'auth',
    summary: 'Sign out (clears the session cookie)',
    access: 'user',
    response: {
      status: 200,
      description: 'Signed out.',
      schema: z.looseObject({ success: z.boolean() }),
    },
    errors: [],
  },
  getSession: {
    method: 'get',
    path: '/api/auth/get-session',
    tag: 'auth',
    summary: 'The current session and user, or null when signed out',
    access: 'public',
    response: {
      status: 200,
      description: 'The session, or null.',
      schema: z.looseObject({ session: AuthSession, user: AuthUser }).nullable(),
    },
    errors: [],
  },
  verifyEmail: {
    method: 'get',
    path: '/api/auth/verify-email',
    tag: 'auth',
    summary: 'Verify the e-mail address with the token of the e-mailed link',
    access: 'public',
    query: z.object({ token: z.string(), callbackURL }),
    response: { status: 200, description: 'Verified.', schema: AuthStatus },
    errors: [400, 401],
  },
  sendVerificationEmail: {
    method: 'post',
    path: '/api/auth/send-verification-email',
    tag: 'auth',
    summary: 'Send the verification e-mail again',
    access: 'public',
    body: z.object({ email: z.email().max(254), callbackURL }),
    response: { status: 200, description: 'Sent (or nothing to send).', schema: AuthStatus },
    errors: [400, 429],
  },
  requestPasswordReset: {
    method: 'post',
    path: '/api/auth/request-password-reset',
    tag: 'auth',
    summary: 'E-mail a password reset link',
    access: 'public',
    body: z.object({ email: z.email().max(254), redirectTo: z.string().max(2000).optional() }),
    response: { status: 200, description: 'Sent if the account exists.', schema: AuthStatus },
    errors: [400, 429],
  },
  resetPassword: {
    method: 'post',
    path: '/api/auth/reset-password',
    tag: 'auth',
    summary: 'Set a new password with the token of the reset link',
    access: 'public',
    body: z.object({ newPassword: NewPassword, token: z.string() }),
    response: { status: 200, description: 'Changed.', schema: AuthStatus },
    errors: [400, 429],
  },
  changePassword: {
    method: 'post',
    path: '/api/auth/change-password',
    tag: 'auth',
    summary: 'Change the password',
    access: 'user',
    body: z.object({
      currentPassword: z.string().max(PASSWORD_MAX_LENGTH),
      newPassword: NewPassword,
      revokeOtherSessions: z.boolean().optional(),
    }),
    response: { status: 200, description: 'Changed.', schema: z.looseObject({ user: AuthUser }) },
    errors: [400, 401, 429],
  },
  changeEmail: {
    method: 'post',
    path: '/api/auth/change-email',
    tag: 'auth',
    summary: 'Change the e-mail address (confirmed by an e-mailed link)',
    access: 'user',
    body: z.object({ newEmail: z.email().max(254), callbackURL }),
    response: { status: 200, description: 'Confirmation sent.', schema: AuthStatus },
    errors: [400, 401],
  },
  updateUser: {
    method: 'post',
    path: '/api/auth/update-user',
    tag: 'auth',
    summary: 'Change the name or picture',
    access: 'user',
    body: z.object({ name: UserName.optional(), image: UserImage.nullable().optional() }),
    response: { status: 200, description: 'Saved.', schema: AuthStatus },
    errors: [400, 401],
  },
  listSessions: {
    method: 'get',
    path: '/api/auth/list-sessions',
    tag: 'auth',
    summary: 'The user’s signed-in sessions',
    access: 'user',
    response: { status: 200, description: 'The sessions.', schema: z.array(AuthSession) },
    errors: [401],
  },
  revokeSession: {
    method: 'post',
    path: '/api/auth/revoke-session',
    tag: 'auth',
    summary: 'Sign one session out',
    access: 'user',
    body: z.object({ token: z.string() }),
    response: { status: 200, description: 'Signed out.', schema: AuthStatus },
    errors: [400, 401],
  },
  revokeOtherSessions: {
    method: 'post',
    path: '/api/auth/revoke-other-sessions',
    tag: 'auth',
    summary: 'Sign every other session out',
    access: 'user',
    response: { status: 200, description: 'Signed out.', schema: AuthStatus },
    errors: [401],
  },
  ...twoFactorRoutes,
  ...passkeyRoutes,
} as const satisfies Record<string, ApiRoute>;
