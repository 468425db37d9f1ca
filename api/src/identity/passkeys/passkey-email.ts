import type { AuthRepositories } from '../auth-store';

export const PASSKEY_ADDED_SUBJECT = 'A passkey was added to your account';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Tells the client, in the transaction that adds the passkey, that it was added: if it was not
 * them, they learn it from a channel the stranger does not hold. At least once, deduplicated by
 * the passkey's id as the Message-ID.
 */
export async function announcePasskeyAdded(
  outbox: AuthRepositories['outbox'],
  to: string,
  passkey: { id: string; name: string; createdAt: Date },
  tenantName: string,
): Promise<void> {
  const when = passkey.createdAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const text = [
    `A passkey named "${passkey.name}" was added to your ${tenantName} account on ${when}.`,
    'It can now sign you in without a text message.',
    `If you did not add it, remove it under Your Account and contact ${tenantName}.`,
  ].join('\n\n');
  const html = text
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('');
  await outbox.enqueueEmail({ to: [to], subject: PASSKEY_ADDED_SUBJECT, html, text }, `passkey-added:${passkey.id}`);
}
