import { passkey } from '@better-auth/passkey';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, UserImage, UserName } from '@jobfit/contracts';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { negotiateLocale } from '../lib/i18n/server-text.ts';
import type { Logger } from '../lib/logger.ts';
import type { Mailer, MailMessage } from '../lib/mailer.ts';
import { existingAccountMail, resetPasswordMail, verificationMail } from './mail-templates.ts';

/** Set by the server from the socket (or X-Forwarded-For behind a trusted proxy), never by clients. */
export const CLIENT_IP_HEADER = 'x-jobfit-client-ip';

/** Limits on the auth routes per client IP, per window in seconds (docs/decisions/006-auth.md). */
export const AUTH_RATE_LIMITS = {
  default: { window: 60, max: 100 },
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 5 },
  '/request-password-reset': { window: 300, max: 5 },
  '/send-verification-email': { window: 300, max: 5 },
  '/reset-password': { window: 300, max: 10 },
  '/change-password': { window: 300, max: 10 },
  // The second factor (decision 180): a code guess, a backup code or a passkey assertion. The
  // first matching key wins, so the narrow rules come before the wildcards.
  '/two-factor/verify-*': { window: 60, max: 10 },
  '/two-factor/*': { window: 60, max: 20 },
  '/passkey/verify-authentication': { window: 60, max: 10 },
  '/passkey/*': { window: 60, max: 30 },
} as const;

/**
 * Limits per account (e-mail address), whatever the client address, on the routes that send
 * mail: nobody can flood someone's mailbox (docs/decisions/006-auth.md).
 */
export const ACCOUNT_RATE_LIMITS: Record<string, { window: number; max: number }> = {
  '/sign-up/email': { window: 60 * 60, max: 5 },
  '/request-password-reset': { window: 60 * 60, max: 5 },
  '/send-verification-email': { window: 60 * 60, max: 5 },
};

/**
 * Sign-in failures per account and client address (docs/decisions/141-request-limits.md): the
 * first `freeFailures` cost nothing; after that each attempt waits twice as long as the one
 * before (1 s, 2 s, 4 s… up to `maxDelay` seconds). A success, or `forgetAfter` seconds without
 * an attempt, clears the pair. Nobody else's failures ever delay the owner's own address.
 */
export const SIGN_IN_DELAY = { freeFailures: 5, maxDelay: 15 * 60, forgetAfter: 24 * 60 * 60 };

/**
 * Failed second-factor codes per account, across sign-in attempts and addresses (decision 180):
 * past `maxFailedAttempts` in a row the account's second step is locked for `durationSeconds`.
 * Each sign-in challenge also allows only 5 guesses before the password is asked for again.
 */
export const TWO_FACTOR_LOCKOUT = { maxFailedAttempts: 10, durationSeconds: 15 * 60 };

const VERIFICATION_LINK_TTL_SECONDS = 24 * 60 * 60;
const RESET_LINK_TTL_SECONDS = 60 * 60;

export interface AuthOptions {
  db: Db;
  secret: string;
  appUrl: string;
  trustedOrigins: string[];
  mailer: Mailer;
  logger: Logger;
  google?: { clientId: string; clientSecret: string } | undefined;
  github?: { clientId: string; clientSecret: string } | undefined;
}

export function createAuth(options: AuthOptions) {
  const { db, secret, appUrl, mailer, logger } = options;
  // A failed mail must not fail the request that caused it (or reveal anything); the user can
  // ask again, and the log says why it failed.
  const send = async (mail: MailMessage) => {
    try {
      await mailer.send(mail);
    } catch (err) {
      logger.error({ err, subject: mail.subject }, 'mail could not be sent');
    }
  };
  const { default: _default, ...customRules } = AUTH_RATE_LIMITS;

  return betterAuth({
    appName: 'Jobfit',
    baseURL: appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: options.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    user: {
      // The new address must be verified before it replaces the old one.
      changeEmail: { enabled: true },
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        plan: { type: 'string', required: false, defaultValue: 'free', input: false },
        onboardingCompletedAt: { type: 'date', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }, request) => {
        const url = `${appUrl}/auth/update-password?token=${encodeURIComponent(token)}`;
        await send(resetPasswordMail(user.email, user.name, url, mailLocale(request)));
      },
      onExistingUserSignUp: async ({ user }, request) => {
        const links = {
          signInUrl: `${appUrl}/auth/sign-in`,
          resetUrl: `${appUrl}/auth/reset-password`,
        };
        await send(existingAccountMail(user.email, user.name, links, mailLocale(request)));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_TTL_SECONDS,
      sendVerificationEmail: async ({ user, token }, request) => {
        const url = `${appUrl}/auth/verify?token=${encodeURIComponent(token)}`;
        await send(verificationMail(user.email, user.name, url, mailLocale(request)));
      },
    },
    socialProviders: {
      ...(options.google ? { google: options.google } : {}),
      ...(options.github ? { github: options.github } : {}),
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: AUTH_RATE_LIMITS.default.window,
      max: AUTH_RATE_LIMITS.default.max,
      customRules,
    },
    advanced: {
      useSecureCookies: appUrl.startsWith('https://'),
      // Better Auth turns these checks off under NODE_ENV=test; keep them on so tests see production.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    hooks: {
      // A changed password signs out every other session, whatever the client asked.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/change-password' && ctx.body && typeof ctx.body === 'object') {
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        }
        if ((ctx.path === '/sign-up/email' || ctx.path === '/update-user') && ctx.body) {
          return { context: { body: checkedProfile(ctx.body as Record<string, unknown>) } };
        }
      }),
    },
    plugins: [
      twoFactor({
        issuer: 'Jobfit',
        accountLockout: { enabled: true, ...TWO_FACTOR_LOCKOUT },
      }),
      // The relying party is the app's host name; browsers refuse an IP address here, so passkeys
      // need APP_URL to name a host (localhost counts).
      passkey({
        rpID: new URL(appUrl).hostname,
        rpName: 'Jobfit',
        origin: options.trustedOrigins,
      }),
    ],
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        const fn = level === 'error' ? logger.error : level === 'warn' ? logger.warn : logger.debug;
        fn.call(logger, { args }, `auth: ${message}`);
      },
    },
  });
}

/**
 * The language of an auth e-mail: the one the request that sends it asked for. Every auth mail
 * is sent while answering a request of the person (sign-up, "send again", forgot password,
 * change of address), so the server keeps no language of its own for anyone (decision 196).
 */
const mailLocale = (request: Request | undefined) =>
  negotiateLocale(request?.headers.get('accept-language'));

/**
 * The name and picture of a sign-up or profile update, held to the contracts' rules (length,
 * http(s) only) before Better Auth stores them; a bad one is a 400 naming the field.
 */
function checkedProfile(body: Record<string, unknown>): Record<string, unknown> {
  const check = (field: string, schema: z.ZodType<string>) => {
    const parsed = schema.safeParse(body[field]);
    if (parsed.success) return parsed.data.toWellFormed();
    throw new APIError('BAD_REQUEST', {
      code: 'VALIDATION_ERROR',
      message: `${field}: ${parsed.error.issues[0]?.message ?? 'not valid'}`,
    });
  };
  const out = { ...body };
  if (body.name !== undefined) out.name = check('name', UserName);
  if (body.image !== undefined && body.image !== null && body.image !== '') {
    out.image = check('image', UserImage);
  }
  return out;
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth['$Infer']['Session']['user'];
