/**
 * Where '/' sends a user (requirements §2): a signed-in client without an e-mail finishes their
 * profile on /account, one with an e-mail sees their transfers, a visitor registers.
 */
import { ROUTES } from '@portal/shared';

export interface SignedInClient {
  email?: string | null;
}

export function rootRedirect(client: SignedInClient | null): string {
  if (!client) return ROUTES.createAccount;
  return client.email ? ROUTES.transferHistory : ROUTES.account;
}
