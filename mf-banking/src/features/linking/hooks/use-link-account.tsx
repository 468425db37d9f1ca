import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PlaidLinkOnExit, PlaidLinkOnSuccess } from 'react-plaid-link';
import { useNavigate } from '@portal/shared/router';
import {
  clientAccountsApi,
  errorText,
  type ClientBankAccount,
  type LinkResult,
  type LinkStatus,
  ROUTES,
  selectClient,
  useAppDispatch,
  useAppSelector,
  useTenant,
} from '@portal/shared';
import { LINK_RELOAD_DELAY_MS } from '@portal/shared/constants';
import type { LinkedInstitution } from '@portal/shared/contracts';
import type { Text } from '@portal/shared/i18n/react';
import { knownLinkError } from '../../sandbox-link/lib/link-error';
import { useCreateBankClientMutation } from '../api/create-bank-client';
import { useCreateLinkTokenMutation } from '../api/create-link-token';
import { useCreateMicrodepositLinkTokenMutation } from '../api/microdeposit-link-token';
import { useStartMicrodepositsMutation } from '../api/start-microdeposits';
import { useVerifyMicrodepositsMutation } from '../api/verify-microdeposits';
import { wait } from '../lib/wait';
import { useFlowPath } from '../../flow/hooks/use-flow-path';
import { usePendingMismatch, type PendingMismatch } from '../../mismatch/hooks/use-pending-mismatch';
import { useBankLink } from './use-bank-link';

/** What the screen shows while an account is being linked. */
export type LinkPhase = 'idle' | 'opening' | 'open' | 'saving' | 'settling';

export interface LinkAccount {
  /** '+ Add Account': a link token, then Link. */
  addAccount: () => Promise<void>;
  /** 'VERIFY': Link in update mode asks for the two micro-deposit amounts. */
  verifyAccount: (account: Pick<ClientBankAccount, 'id'>) => Promise<void>;
  /** After the identity-mismatch screen: link the held account anyway. */
  overrideMismatch: () => Promise<void>;
  cancelMismatch: () => void;
  phase: LinkPhase;
  /** Which account a VERIFY is running for. */
  verifyingId: string | null;
  error: Text | null;
  mismatch: PendingMismatch | null;
  /** The open Link, to render in the screen. */
  linkElement: ReactNode;
}

/**
 * The linking flow of requirements §4, for both screens that link: token → Link → create-client (or
 * micro-deposits when the account still needs verifying) → wait 8 seconds → reload the
 * accounts → select the new one; 'verify'/'suspended' → /create-account/error, 'document' →
 * /create-account/verification, 'mismatch' → the identity-mismatch screen.
 */
export function useLinkAccount({
  onLinked,
}: {
  /** The account is in the reloaded list: select it; 'unsupported' also shows the Bank Notice. */
  onLinked: (bankAccountId: string, status: LinkStatus, account: ClientBankAccount | null) => void;
}): LinkAccount {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const flowPath = useFlowPath();
  const client = useAppSelector(selectClient);
  const { data: tenant } = useTenant();
  const [phase, setPhase] = useState<LinkPhase>('idle');
  const [error, setError] = useState<Text | null>(null);
  const [mismatch, setMismatch] = usePendingMismatch(client?.id);
  const [verifyingId, setVerifyingId] = useState<string | null>(null);
  // A VERIFY run knows its account before Link opens; a new link learns it from the API.
  const verifying = useRef<string | null>(null);
  // Set synchronously: a double click starts one flow, whatever React has rendered yet.
  const running = useRef(false);
  const [createLinkToken] = useCreateLinkTokenMutation();
  const [createMicrodepositLinkToken] = useCreateMicrodepositLinkTokenMutation();
  const [createBankClient] = useCreateBankClientMutation();
  const [startMicrodeposits] = useStartMicrodepositsMutation();
  const [verifyMicrodeposits] = useVerifyMicrodepositsMutation();

  const finish = useCallback(() => {
    running.current = false;
    verifying.current = null;
    setVerifyingId(null);
    setPhase('idle');
  }, []);

  const fail = useCallback(
    (cause: unknown) => {
      setError(errorText(cause));
      finish();
    },
    [finish],
  );

  /** Where the API's answer leads (requirements §4). */
  const settle = useCallback(
    async (result: LinkResult, { afterLink }: { afterLink: boolean }) => {
      switch (result.status) {
        case 'verify':
        case 'suspended':
          finish();
          navigate(flowPath(ROUTES.error));
          return;
        case 'document':
          finish();
          navigate(flowPath(ROUTES.verification));
          return;
        case 'mismatch':
          setMismatch({ bankAccountId: result.bankAccountId, mismatch: result.mismatch ?? {} });
          finish();
          return;
        default: {
          setPhase('settling');
          // The provider needs a moment before the new account reads back complete.
          if (afterLink) await wait(LINK_RELOAD_DELAY_MS);
          // Reloaded before the spinner goes, so the new account is there to be selected.
          const reloaded = client
            ? await dispatch(
                clientAccountsApi.endpoints.getClientAccounts.initiate(client.id, {
                  forceRefetch: true,
                  subscribe: false,
                }),
              )
            : undefined;
          const account = reloaded?.data?.find((candidate) => candidate.id === result.bankAccountId) ?? null;
          onLinked(result.bankAccountId, result.status, account);
          finish();
        }
      }
    },
    [client, dispatch, finish, flowPath, navigate, onLinked, setMismatch],
  );

  const onSuccess = useCallback<PlaidLinkOnSuccess>(
    (publicToken, metadata) => {
      void (async () => {
        if (!client || !tenant) return;
        setPhase('saving');
        try {
          const bankAccountId = verifying.current;
          if (bankAccountId) {
            const ids = { bankAccountId, id: client.id, tenantId: tenant.id };
            await settle(await verifyMicrodeposits(ids).unwrap(), { afterLink: false });
            return;
          }
          const chosenId = (metadata as { account_id?: string }).account_id;
          const account = metadata.accounts.find((candidate) => candidate.id === chosenId) ?? metadata.accounts[0];
          if (!account) throw new Error(intl.formatMessage({ id: 'banking.linking.noAccount' }));
          // Typed nullable since react-plaid-link 5 (flows without an Item); linking an account creates one.
          if (!publicToken) throw new Error(intl.formatMessage({ id: 'banking.linking.noPublicToken' }));
          const institution: LinkedInstitution | undefined = metadata.institution ?? undefined;
          const linked = { id: client.id, publicToken, plaidAccountId: account.id, institution };
          const result =
            account.verification_status === 'pending_manual_verification'
              ? await startMicrodeposits({ ...linked, tenantId: tenant.id }).unwrap()
              : await createBankClient(linked).unwrap();
          await settle(result, { afterLink: true });
        } catch (cause) {
          fail(cause);
        }
      })();
    },
    [client, createBankClient, fail, intl, settle, startMicrodeposits, tenant, verifyMicrodeposits],
  );

  const onExit = useCallback<PlaidLinkOnExit>(
    (linkError) => {
      // Closing Link is not an error; an error Link ended with is shown, as Plaid leaves it to the page.
      // Without a display_message of Link's own, a known error reads in the page's language; only
      // an unknown one falls back to the vendor's (English) error_message.
      if (linkError) {
        setError(linkError.display_message || knownLinkError(linkError.error_code) || linkError.error_message);
      }
      finish();
    },
    [finish],
  );

  const link = useBankLink({ onSuccess, onExit });

  const begin = (): boolean => {
    if (running.current || !client || !tenant) return false;
    running.current = true;
    setError(null);
    setPhase('opening');
    return true;
  };

  const addAccount = async () => {
    if (!begin() || !client) return;
    try {
      link.open(await createLinkToken({ clientId: client.id }).unwrap());
      setPhase('open');
    } catch (cause) {
      fail(cause);
    }
  };

  const verifyAccount = async ({ id }: Pick<ClientBankAccount, 'id'>) => {
    if (!begin() || !client || !tenant) return;
    verifying.current = id;
    setVerifyingId(id);
    try {
      link.open(await createMicrodepositLinkToken({ bankAccountId: id, id: client.id, tenantId: tenant.id }).unwrap());
      setPhase('open');
    } catch (cause) {
      fail(cause);
    }
  };

  const overrideMismatch = async () => {
    if (!mismatch || !client || running.current) return;
    running.current = true;
    setError(null);
    setPhase('saving');
    try {
      const result = await createBankClient({
        id: client.id,
        bankAccountId: mismatch.bankAccountId,
        override: true,
      }).unwrap();
      setMismatch(null);
      await settle(result, { afterLink: true });
    } catch (cause) {
      fail(cause);
    }
  };

  return {
    addAccount,
    verifyAccount,
    overrideMismatch,
    cancelMismatch: () => setMismatch(null),
    phase,
    verifyingId,
    error,
    mismatch,
    linkElement: link.element,
  };
}
