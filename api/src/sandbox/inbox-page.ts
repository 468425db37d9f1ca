import type { SandboxMessageView } from '../platform/providers';

/** The human inbox page: nothing executes on it (no script at all), so its CSP can be tight. */
export const INBOX_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `
body{font-family:system-ui,sans-serif;margin:2rem;color:#1d2430}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #d9dee6;padding:.5rem;text-align:left;vertical-align:top}
th{font-size:.8rem;text-transform:uppercase;color:#5a6475}
pre{white-space:pre-wrap;margin:0;font:inherit}.status{font-weight:600}.muted{color:#5a6475}
form{margin:1rem 0}label{margin-right:.5rem}td:first-child{white-space:nowrap}
@media (max-width:600px){body{margin:1rem}thead{display:none}tr,td{display:block}td{border:0;padding:.25rem 0}tr{border-bottom:1px solid #d9dee6;padding:.5rem 0}}
`;

export function renderInboxPage(
  messages: SandboxMessageView[],
  { basePath, to }: { basePath: string; to: string },
): string {
  const rows = messages.map((message) => renderRow(message, basePath)).join('');
  const empty = `<tr><td colspan="5" class="muted">No messages${to ? ` for ${escapeHtml(to)}` : ''} yet.</td></tr>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox inbox</title><style>${STYLE}</style></head>
<body>
<h1>Sandbox inbox</h1>
<p class="muted">Text messages and e-mails the portal sent while running in sandbox mode. Nothing here left this machine.</p>
<form method="get" action="${escapeHtml(basePath)}">
<label for="to">Recipient (phone or e-mail)</label><input id="to" name="to" value="${escapeHtml(to)}" maxlength="320">
<button type="submit">Filter</button> <a href="${escapeHtml(basePath)}">Show all</a> · <a href="">Refresh</a>
</form>
<table><thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Message</th><th scope="col">Status</th><th scope="col">Links</th></tr></thead>
<tbody>${rows || empty}</tbody></table>
</body></html>`;
}

function renderRow(message: SandboxMessageView, basePath: string): string {
  const recipients = [...message.to, ...message.cc.map((address) => `cc ${address}`)].map(escapeHtml).join('<br>');
  const content =
    message.channel === 'sms'
      ? `<pre>${escapeHtml(message.text)}</pre>`
      : `<strong>${escapeHtml(message.subject ?? '')}</strong><pre class="muted">${escapeHtml(message.text)}</pre>`;
  const links = [
    message.html !== null ? `<a href="${escapeHtml(`${basePath}/inbox/${message.id}/html`)}">HTML preview</a>` : '',
    ...message.attachments.map(
      (attachment, index) =>
        `<a href="${escapeHtml(`${basePath}/inbox/${message.id}/attachments/${index}`)}">${escapeHtml(attachment.filename)}</a>`,
    ),
  ].filter(Boolean);
  const status =
    message.errorCode && message.status === 'undelivered' ? `${message.status} (${message.errorCode})` : message.status;
  return `<tr><td>${escapeHtml(new Date(message.createdAt).toLocaleString('en-US'))}<br><span class="muted">${message.channel === 'sms' ? 'SMS' : 'E-mail'}</span></td>
<td>${recipients}</td><td>${content}</td><td class="status">${escapeHtml(status)}</td><td>${links.join('<br>')}</td></tr>`;
}
