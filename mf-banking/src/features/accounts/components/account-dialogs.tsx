import { lazy, Suspense, useState } from 'react';
import { errorText, type ClientBankAccount } from '@portal/shared';
import type { Text } from '@portal/shared/i18n/react';
import { useDisconnectAccountMutation } from '../api/disconnect-account';

// Dialogs are loaded on first use: the list itself needs no dialog library.
const BankNotice = lazy(() => import('./bank-notice'));
const DisconnectDialog = lazy(() => import('./disconnect-dialog'));

/** The Bank Notice (opened for an account, or by a link that came back unsupported). */
export function useBankNotice() {
  const [notice, setNotice] = useState<{ open: boolean; bankName: string | null } | null>(null);
  const element = notice && (
    <Suspense fallback={null}>
      <BankNotice
        open={notice.open}
        bankName={notice.bankName}
        onOpenChange={(open) => setNotice((current) => current && { ...current, open })}
      />
    </Suspense>
  );
  return { show: (bankName: string | null) => setNotice({ open: true, bankName }), element };
}

/** Disconnect with a confirmation; a failure is shown inline, on the account (requirements §8). */
export function useDisconnect() {
  const [disconnect] = useDisconnectAccountMutation();
  const [asking, setAsking] = useState<ClientBankAccount | null>(null);
  const [errors, setErrors] = useState<Record<string, Text>>({});
  const confirm = async (account: ClientBankAccount) => {
    setErrors(({ [account.id]: _dropped, ...rest }) => rest);
    try {
      await disconnect({ bankAccountId: account.id }).unwrap();
    } catch (cause) {
      setErrors((current) => ({ ...current, [account.id]: errorText(cause) }));
    }
    setAsking(null);
  };
  const element = asking !== null && (
    <Suspense fallback={null}>
      <DisconnectDialog account={asking} onOpenChange={(open) => !open && setAsking(null)} onConfirm={confirm} />
    </Suspense>
  );
  return { ask: setAsking, errorOf: (account: ClientBankAccount) => errors[account.id] ?? null, element };
}
