import { fill, type ServerLocale } from '../lib/i18n/server-text.ts';
import type { MailMessage } from '../lib/mailer.ts';

// The auth e-mails, in the language of the request that caused them (the web sends the reader's
// choice as Accept-Language; decision 196). Plain text first (it is what the log shows without
// SMTP), HTML beside it.
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

interface MailTexts {
  subject: string;
  lines: string[];
  /** The button's label, for the mails that have one link to follow. */
  label?: string;
}

interface LocaleTexts {
  /** Beside the button, for mail programs that do not show it. */
  orOpen: string;
  verification: MailTexts & { label: string };
  resetPassword: MailTexts & { label: string };
  existingAccount: MailTexts;
}

// `{name}` and the links are filled in when a mail is written; both languages use the same ones.
const TEXTS = {
  en: {
    orOpen: 'Or open this link:',
    verification: {
      subject: 'Verify your e-mail address for Jobfit',
      lines: [
        'Hi {name},',
        'Please confirm that this is your e-mail address to finish setting up your Jobfit account.',
        'The link is valid for 24 hours.',
      ],
      label: 'Verify e-mail address',
    },
    resetPassword: {
      subject: 'Reset your Jobfit password',
      lines: [
        'Hi {name},',
        'Someone asked to reset the password of your Jobfit account. If it was you, choose a new password with the link below; it is valid for 1 hour and works once.',
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ],
      label: 'Choose a new password',
    },
    existingAccount: {
      subject: 'Someone tried to create a Jobfit account with your e-mail',
      lines: [
        'Hi {name},',
        'Someone tried to sign up for Jobfit with this e-mail address, which already has an account.',
        'If it was you, sign in at {signInUrl}. Forgot your password? Reset it at {resetUrl}.',
        'If it was not you, you can ignore this e-mail.',
      ],
    },
  },
  de: {
    orOpen: 'Oder öffnen Sie diesen Link:',
    verification: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Jobfit',
      lines: [
        'Hallo {name},',
        'bitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist, um die Einrichtung Ihres Jobfit-Kontos abzuschließen.',
        'Der Link ist 24 Stunden gültig.',
      ],
      label: 'E-Mail-Adresse bestätigen',
    },
    resetPassword: {
      subject: 'Setzen Sie Ihr Jobfit-Passwort zurück',
      lines: [
        'Hallo {name},',
        'jemand hat darum gebeten, das Passwort Ihres Jobfit-Kontos zurückzusetzen. Wenn Sie das waren, wählen Sie über den Link unten ein neues Passwort; er ist 1 Stunde gültig und funktioniert einmal.',
        'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.',
      ],
      label: 'Neues Passwort wählen',
    },
    existingAccount: {
      subject: 'Jemand wollte mit Ihrer E-Mail-Adresse ein Jobfit-Konto anlegen',
      lines: [
        'Hallo {name},',
        'jemand hat versucht, sich mit dieser E-Mail-Adresse bei Jobfit zu registrieren; zu dieser Adresse gibt es bereits ein Konto.',
        'Wenn Sie das waren, melden Sie sich unter {signInUrl} an. Passwort vergessen? Setzen Sie es unter {resetUrl} zurück.',
        'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren.',
      ],
    },
  },
} as const satisfies Record<ServerLocale, LocaleTexts>;

function message(
  locale: ServerLocale,
  to: string,
  texts: MailTexts,
  values: Record<string, string>,
  url?: string,
): MailMessage {
  const subject = fill(texts.subject, values, locale);
  const lines = texts.lines.map((line) => fill(line, values, locale));
  const link = url !== undefined && texts.label ? { url, label: texts.label } : undefined;
  const text = [...lines, ...(link ? ['', `${link.label}: ${link.url}`] : []), '', '— Jobfit'].join(
    '\n',
  );
  const html = [
    `<div lang="${locale}" style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1c252e">`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    link
      ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 18px;background:#0C68E9;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="font-size:13px;color:#637381">${escapeHtml(TEXTS[locale].orOpen)} ${escapeHtml(link.url)}</p>`
      : '',
    '<p>— Jobfit</p></div>',
  ].join('');
  return { to, subject, text, html };
}

export function verificationMail(
  to: string,
  name: string,
  url: string,
  locale: ServerLocale,
): MailMessage {
  return message(locale, to, TEXTS[locale].verification, { name }, url);
}

export function resetPasswordMail(
  to: string,
  name: string,
  url: string,
  locale: ServerLocale,
): MailMessage {
  return message(locale, to, TEXTS[locale].resetPassword, { name }, url);
}

export function existingAccountMail(
  to: string,
  name: string,
  links: { signInUrl: string; resetUrl: string },
  locale: ServerLocale,
): MailMessage {
  return message(locale, to, TEXTS[locale].existingAccount, { name, ...links });
}
