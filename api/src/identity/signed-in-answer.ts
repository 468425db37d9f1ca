import type { SignedIn } from '@portal/shared/contracts';
import type { ClientRow } from './account-repository';
import type { AuthStore } from './auth-store';
import type { StartedSession } from './session-service';
import { toClientView, toLoginUserView } from './views';

/** What every sign-in answers once it holds (a verified code, a passkey): the session and its client. */
export async function signedInAnswer(store: AuthStore, client: ClientRow, session: StartedSession): Promise<SignedIn> {
  const loginUser = await store.accounts.findLoginUser(client.id);
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    client: toClientView(client),
    loginUser: loginUser && toLoginUserView(loginUser),
  };
}
