import type { MailMessage } from '../../lib/mailer.ts';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** "1 hour", "2 hours", "30 minutes": the mail states how long the link lasts, derived from the TTL constant. */
export function describeDuration(seconds: number): string {
  if (seconds % 3600 === 0) {
    const hours = seconds / 3600;
    return `${hours} hour${hours === 1 ? '' : 's'}`;
  }
  const minutes = Math.max(1, Math.round(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function buildResetPasswordMail(options: {
  to: string;
  siteName: string;
  link: string;
  ttlSeconds: number;
}): MailMessage {
  const validity = describeDuration(options.ttlSeconds);
  const subject = `Reset your ${options.siteName} password`;
  const text = [
    'Hello,',
    '',
    `Someone asked to reset the password of your ${options.siteName} account. Open this link to choose a new password:`,
    '',
    options.link,
    '',
    `The link expires in ${validity} and can be used once.`,
    '',
    'If you did not ask for this, you can ignore this e-mail.',
    '',
    `— ${options.siteName}`,
  ].join('\n');
  const site = escapeHtml(options.siteName);
  const href = escapeHtml(options.link);
  const html = `<!doctype html>
<html lang="en">
  <body style="font-family: system-ui, sans-serif; color: #111; line-height: 1.5">
    <p>Hello,</p>
    <p>Someone asked to reset the password of your ${site} account. Use the button below to choose a new password.</p>
    <p><a href="${href}" style="display: inline-block; padding: 10px 16px; background: #2563eb; color: #fff; text-decoration: none; border-radius: 6px">Reset password</a></p>
    <p>Or paste this link into your browser:<br><a href="${href}">${href}</a></p>
    <p>The link expires in ${escapeHtml(validity)} and can be used once.</p>
    <p>If you did not ask for this, you can ignore this e-mail.</p>
    <p>— ${site}</p>
  </body>
</html>
`;
  return { to: options.to, subject, text, html };
}
