/**
 * What `pnpm start` prints once the server listens: the address of every tenant's portal
 * (Chromium and Firefox resolve *.localhost to this machine) and, in sandbox mode, the inbox
 * where the SMS codes arrive. Plain text for a person, not a log line.
 */
export function startupBanner(options: {
  port: number;
  apiBase: string;
  sandbox: boolean;
  /** Listed first, and the inbox link uses it: it is what a bare localhost shows. */
  defaultTenant: string;
  tenants: Array<{ identifier: string; name: string }>;
}): string {
  const tenants = [...options.tenants].sort(
    (a, b) => Number(b.identifier === options.defaultTenant) - Number(a.identifier === options.defaultTenant),
  );
  const origin = (identifier: string) => `http://${identifier}.localhost:${options.port}`;
  const lines = ['', 'Closing Portal is running. Open:'];
  for (const tenant of tenants) lines.push(`  ${origin(tenant.identifier)}/create-account   ${tenant.name}`);
  if (options.sandbox && tenants[0]) {
    lines.push('', `Sandbox inbox (SMS codes and e-mails): ${origin(tenants[0].identifier)}${options.apiBase}/sandbox`);
  }
  lines.push('');
  return lines.join('\n');
}
