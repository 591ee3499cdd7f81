import nodemailer from 'nodemailer';
import type { Logger } from './logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer when `smtpUrl` is set; otherwise every message, links included, goes to
 * the log so that a local user can still verify their address (README: "Mail").
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  logger: Logger;
}): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      send: async (message) => {
        logger.info(
          { mail: { to: message.to, subject: message.subject } },
          `mail (no SMTP_URL set, not sent):\n${message.text}`,
        );
      },
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail({ from, ...message });
      logger.info({ mail: { to: message.to, subject: message.subject } }, 'mail sent');
    },
    close: () => transport.close(),
  };
}
