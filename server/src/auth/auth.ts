import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@jobfit/contracts';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
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
} as const;

/**
 * Limits per account (e-mail address), whatever the client address: a slow attack spread over
 * many IPs on one account still stops (docs/decisions/006-auth.md).
 */
export const ACCOUNT_RATE_LIMITS: Record<string, { window: number; max: number }> = {
  '/sign-in/email': { window: 15 * 60, max: 20 },
  '/sign-up/email': { window: 60 * 60, max: 5 },
  '/request-password-reset': { window: 60 * 60, max: 5 },
  '/send-verification-email': { window: 60 * 60, max: 5 },
};

export const VERIFICATION_LINK_TTL_SECONDS = 24 * 60 * 60;
export const RESET_LINK_TTL_SECONDS = 60 * 60;

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
      sendResetPassword: async ({ user, token }) => {
        const url = `${appUrl}/auth/update-password?token=${encodeURIComponent(token)}`;
        await send(resetPasswordMail(user.email, user.name, url));
      },
      onExistingUserSignUp: async ({ user }) => {
        await send(
          existingAccountMail(
            user.email,
            user.name,
            `${appUrl}/auth/sign-in`,
            `${appUrl}/auth/reset-password`,
          ),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_TTL_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        const url = `${appUrl}/auth/verify?token=${encodeURIComponent(token)}`;
        await send(verificationMail(user.email, user.name, url));
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
      }),
    },
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        const fn = level === 'error' ? logger.error : level === 'warn' ? logger.warn : logger.debug;
        fn.call(logger, { args }, `auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth['$Infer']['Session']['user'];
