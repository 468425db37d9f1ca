import { useCallback, useState } from 'react';
import { readClientScoped, writeClientScoped, type IdentityMismatch } from '@portal/shared';

export interface PendingMismatch {
  bankAccountId: string;
  mismatch: IdentityMismatch;
}

const ENTRY = 'pending_mismatch';

/** The stored mismatch, when it is this client's and well formed; anything else is ignored. */
function storedFor(clientId: string | undefined): PendingMismatch | null {
  const stored = readClientScoped(ENTRY) as { clientId?: unknown; pending?: PendingMismatch } | null;
  const pending = stored?.pending;
  if (!clientId || stored?.clientId !== clientId || typeof pending?.bankAccountId !== 'string') return null;
  return typeof pending.mismatch === 'object' && pending.mismatch !== null ? pending : null;
}

/**
 * The account a bank linked with different details, held until the client decides (Save and
 * Continue, or Override). Kept in the session's storage so that a reload shows the same
 * screen again instead of losing the decision; it ends with the decision or the session.
 */
export function usePendingMismatch(clientId: string | undefined) {
  const [pending, setPending] = useState<PendingMismatch | null>(() => storedFor(clientId));
  const set = useCallback(
    (next: PendingMismatch | null) => {
      setPending(next);
      writeClientScoped(ENTRY, next && clientId ? { clientId, pending: next } : null);
    },
    [clientId],
  );
  return [pending, set] as const;
}
