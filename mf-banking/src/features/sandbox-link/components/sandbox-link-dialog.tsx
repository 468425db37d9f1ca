import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PlaidLinkError, PlaidLinkOnExit, PlaidLinkOnSuccess } from 'react-plaid-link';
import { useText } from '@portal/shared/i18n/react';
import { Spinner } from '@portal/shared/ui';
import { Modal } from '@portal/shared/ui/modal';
import type {
  SandboxAccountView,
  SandboxInstitutionView,
  SandboxLoginResult,
  SandboxOnSuccess,
} from '@portal/shared/contracts';
import {
  useGetSandboxLinkSessionQuery,
  useSandboxLinkCompleteMutation,
  useSandboxLinkLoginMutation,
  useSandboxLinkMfaMutation,
  useSandboxVerifyMicrodepositsMutation,
} from '../api/sandbox-link-api';
import { nameWithMask } from '../../../lib/mask';
import { linkErrorText, toLinkError } from '../lib/link-error';
import { AccountStep } from './account-step';
import { AmountsStep } from './amounts-step';
import { CredentialsStep } from './credentials-step';
import { InstitutionSearch } from './institution-search';
import { MfaStep } from './mfa-step';
import './sandbox-link-dialog.scss';

type Step =
  | { kind: 'search' }
  | { kind: 'credentials'; institution: SandboxInstitutionView }
  | { kind: 'mfa'; institution: SandboxInstitutionView; sessionId: string; prompt: string }
  | { kind: 'accounts'; institution: SandboxInstitutionView; sessionId: string; accounts: SandboxAccountView[] };

/** Plaid's onExit status for where the user left Link. */
const EXIT_STATUS: Record<Step['kind'] | 'verify', string> = {
  search: 'institution_not_found',
  credentials: 'requires_credentials',
  mfa: 'requires_code',
  accounts: 'requires_account_selection',
  verify: 'requires_code',
};

export interface SandboxLinkDialogProps {
  linkToken: string;
  onSuccess: PlaidLinkOnSuccess;
  onExit: PlaidLinkOnExit;
}

/**
 * The Link-like dialog of sandbox mode: Plaid's panes (bank search, login, MFA, account choice,
 * or the two amounts in update mode) against the product's /sandbox/link routes, ending in
 * Plaid's own onSuccess(public_token, metadata) or onExit(error, metadata), so the screens have
 * one code path for both Links.
 */
export default function SandboxLinkDialog({ linkToken, onSuccess, onExit }: SandboxLinkDialogProps) {
  const intl = useIntl();
  const text = useText();
  const session = useGetSandboxLinkSessionQuery(linkToken);
  const [step, setStep] = useState<Step>({ kind: 'search' });
  const [error, setError] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const [finishing, setFinishing] = useState(false);
  // Plaid hands onExit the last error the user saw, and the session id once there is one.
  const lastError = useRef<PlaidLinkError | null>(null);
  const sessionId = useRef('');
  const done = useRef(false);
  const [login] = useSandboxLinkLoginMutation();
  const [answerMfa] = useSandboxLinkMfaMutation();
  const [complete] = useSandboxLinkCompleteMutation();
  const [verifyAmounts] = useSandboxVerifyMicrodepositsMutation();

  const verifying = session.data?.mode === 'verify_microdeposits';
  const institution = verifying ? (session.data?.institution ?? null) : 'institution' in step ? step.institution : null;

  const fail = (cause: unknown) => {
    lastError.current = toLinkError(cause, text);
    setError(linkErrorText(cause, text));
  };

  const succeed = ({ public_token, metadata }: SandboxOnSuccess) => {
    done.current = true;
    setFinishing(true);
    onSuccess(public_token, metadata);
  };

  const exit = () => {
    if (done.current) return;
    done.current = true;
    onExit(session.error ? toLinkError(session.error, text) : lastError.current, {
      institution: institution ? { institution_id: institution.institution_id, name: institution.name } : null,
      status: EXIT_STATUS[verifying ? 'verify' : step.kind],
      link_session_id: sessionId.current,
      request_id: '',
    });
  };

  const afterLogin = (picked: SandboxInstitutionView, result: SandboxLoginResult) => {
    sessionId.current = result.link_session_id;
    setError(null);
    setStep(
      result.status === 'mfa'
        ? { kind: 'mfa', institution: picked, sessionId: result.link_session_id, prompt: result.prompt }
        : { kind: 'accounts', institution: picked, sessionId: result.link_session_id, accounts: result.accounts },
    );
  };

  const body = () => {
    if (finishing) return <Spinner label={intl.formatMessage({ id: 'banking.linking.inProgress' })} />;
    if (session.error) {
      return (
        <p className="mf-banking-link__error" role="alert">
          {linkErrorText(session.error, text)}
        </p>
      );
    }
    if (!session.data) return <Spinner label={intl.formatMessage({ id: 'banking.link.connecting' })} />;
    if (verifying) {
      const account = session.data.account;
      return (
        <AmountsStep
          accountLabel={account ? nameWithMask(account.name, account.mask) : null}
          error={error}
          locked={locked}
          onSubmit={async (amounts) => {
            try {
              succeed(await verifyAmounts({ linkToken, amounts }).unwrap());
            } catch (cause) {
              fail(cause);
              if (toLinkError(cause, text).error_code === 'TOO_MANY_VERIFICATION_ATTEMPTS') setLocked(true);
            }
          }}
        />
      );
    }
    switch (step.kind) {
      case 'search':
        return (
          <InstitutionSearch
            linkToken={linkToken}
            onSelect={(picked) => {
              setError(null);
              setStep({ kind: 'credentials', institution: picked });
            }}
          />
        );
      case 'credentials':
        return (
          <CredentialsStep
            institution={step.institution}
            error={error}
            onBack={() => {
              setError(null);
              setStep({ kind: 'search' });
            }}
            onSubmit={async ({ username, password }) => {
              try {
                const result = await login({
                  linkToken,
                  institution_id: step.institution.institution_id,
                  username,
                  password,
                }).unwrap();
                afterLogin(step.institution, result);
              } catch (cause) {
                fail(cause);
              }
            }}
          />
        );
      case 'mfa':
        return (
          <MfaStep
            prompt={step.prompt}
            error={error}
            onSubmit={async (answer) => {
              try {
                afterLogin(
                  step.institution,
                  await answerMfa({ linkToken, link_session_id: step.sessionId, answer }).unwrap(),
                );
              } catch (cause) {
                fail(cause);
              }
            }}
          />
        );
      case 'accounts':
        return (
          <AccountStep
            accounts={step.accounts}
            error={error}
            onSubmit={async (accountId) => {
              try {
                succeed(await complete({ linkToken, link_session_id: step.sessionId, account_id: accountId }).unwrap());
              } catch (cause) {
                fail(cause);
              }
            }}
          />
        );
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) exit();
      }}
      dismissible={!finishing}
      className="mf-banking-link"
      title={
        verifying
          ? intl.formatMessage({ id: 'banking.link.verifyTitle' })
          : (institution?.name ?? intl.formatMessage({ id: 'banking.link.title' }))
      }
      description={intl.formatMessage({ id: 'banking.link.description' })}
    >
      {body()}
    </Modal>
  );
}
