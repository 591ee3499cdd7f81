import type { MailMessage } from '../lib/mailer.ts';

// The auth e-mails. Plain text first (it is what the log shows without SMTP), HTML beside it.
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function message(
  to: string,
  subject: string,
  lines: string[],
  link?: { url: string; label: string },
): MailMessage {
  const text = [...lines, ...(link ? ['', `${link.label}: ${link.url}`] : []), '', '— Jobfit'].join(
    '\n',
  );
  const html = [
    '<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1c252e">',
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    link
      ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 18px;background:#0C68E9;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="font-size:13px;color:#637381">Or open this link: ${escapeHtml(link.url)}</p>`
      : '',
    '<p>— Jobfit</p></div>',
  ].join('');
  return { to, subject, text, html };
}

export function verificationMail(to: string, name: string, url: string): MailMessage {
  return message(
    to,
    'Verify your e-mail address for Jobfit',
    [
      `Hi ${name},`,
      'Please confirm that this is your e-mail address to finish setting up your Jobfit account.',
      'The link is valid for 24 hours.',
    ],
    { url, label: 'Verify e-mail address' },
  );
}

export function resetPasswordMail(to: string, name: string, url: string): MailMessage {
  return message(
    to,
    'Reset your Jobfit password',
    [
      `Hi ${name},`,
      'Someone asked to reset the password of your Jobfit account. If it was you, choose a new password with the link below; it is valid for 1 hour and works once.',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ],
    { url, label: 'Choose a new password' },
  );
}

export function existingAccountMail(
  to: string,
  name: string,
  signInUrl: string,
  resetUrl: string,
): MailMessage {
  return message(to, 'Someone tried to create a Jobfit account with your e-mail', [
    `Hi ${name},`,
    'Someone tried to sign up for Jobfit with this e-mail address, which already has an account.',
    `If it was you, sign in at ${signInUrl}. Forgot your password? Reset it at ${resetUrl}.`,
    'If it was not you, you can ignore this e-mail.',
  ]);
}
