/**
 * Magic recipients of the sandbox e-mail provider (docs/sandbox.md), mirroring what an SMTP
 * relay answers at RCPT TO: the reserved `.invalid` top-level domain is refused for good
 * (550), and the `tempfail.test` domain is refused for now (451), to watch the job worker retry.
 */
export function sandboxRecipientRefusal(address: string): { code: string; retryable: boolean } | null {
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  if (domain.endsWith('.invalid')) return { code: '550', retryable: false };
  if (domain === 'tempfail.test') return { code: '451', retryable: true };
  return null;
}
