/** The small HTML page an alert e-mail's unsubscribe link opens (no script; the form posts back). */
function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function unsubscribePage(options: {
  siteName: string;
  state: 'confirm' | 'done' | 'invalid';
  description?: string;
  action?: string;
}): string {
  const site = escapeHtml(options.siteName);
  const what = escapeHtml(options.description ?? '');
  const body =
    options.state === 'invalid'
      ? `<h1>Link not valid</h1>
    <p>This unsubscribe link is not valid or has expired. You can manage your alerts on your <a href="/profile">profile</a>.</p>`
      : options.state === 'done'
        ? `<h1>You're unsubscribed</h1>
    <p>You will get no more e-mails for the alert <strong>${what}</strong>.</p>
    <p>Manage your other alerts on your <a href="/profile">profile</a>.</p>`
        : `<h1>Unsubscribe from this job alert?</h1>
    <p>You will get no more e-mails for the alert <strong>${what}</strong>.</p>
    <form method="post" action="${escapeHtml(options.action ?? '')}">
      <button type="submit">Unsubscribe</button>
    </form>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Job alert - ${site}</title>
  </head>
  <body>
    <main>
    ${body}
    <p><a href="/">${site}</a></p>
    </main>
  </body>
</html>
`;
}
