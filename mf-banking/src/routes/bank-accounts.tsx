import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@portal/shared/router';
import { clientAccountsApi, ROUTES, type PrefetchScreenData } from '@portal/shared';
import { withTexts } from '@portal/shared/i18n/react';
import { Button, PaymentSteps } from '@portal/shared/ui';
import { AccountCard } from '../features/accounts/components/account-card';
import { useBankNotice, useDisconnect } from '../features/accounts/components/account-dialogs';
import { AccountList } from '../features/accounts/components/account-list';
import { Lead } from '../features/accounts/components/lead';
import { FIRST_LINK_LEAD } from '../features/accounts/lib/leads';
import { useClientAccounts } from '../features/accounts/hooks/use-client-accounts';
import { AccountStatus } from '../features/accounts/components/account-status';
import { useFlowPath } from '../features/flow/hooks/use-flow-path';
import { LinkingProgress } from '../features/linking/components/linking-progress';
import { useLinkAccount } from '../features/linking/hooks/use-link-account';
import { MismatchScreen } from '../features/mismatch/components/mismatch-screen';
import { CATALOGUES } from '../i18n/catalogues';
import { RELEASE } from '../release';
import '../mf-banking.scss';

/** The linked accounts, asked for while the shell still checks the session (see PrefetchScreenData). */
export const prefetchScreenData: PrefetchScreenData = (dispatch, clientId) => {
  dispatch(clientAccountsApi.util.prefetch('getClientAccounts', clientId, {}));
};

/** /bank-accounts (requirements §2): the client's linked accounts, linking, verifying, disconnecting. */
function BankAccounts() {
  const intl = useIntl();
  const flowPath = useFlowPath();
  const { client, listState } = useClientAccounts();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const notice = useBankNotice();
  const disconnect = useDisconnect();
  const link = useLinkAccount({
    onLinked: (bankAccountId, status, account) => {
      setSelectedId(bankAccountId);
      if (status === 'unsupported') notice.show(account?.bankName ?? null);
    },
  });

  if (client && link.mismatch) {
    return (
      <section className="mf-banking" data-release={RELEASE}>
        <MismatchScreen client={client} link={link} />
      </section>
    );
  }

  const busy = link.phase !== 'idle';
  // Step-2 lands a new buyer here (requirements §4): with nothing linked yet, this page is the
  // payment's bank step, so it says so and makes linking the one obvious action.
  const firstLink = listState.accounts?.length === 0;
  return (
    <section className="mf-banking" data-release={RELEASE} aria-labelledby="mf-banking-title">
      {firstLink && <PaymentSteps current="bank" />}
      <div className="mf-banking__header">
        <h1 id="mf-banking-title">
          <FormattedMessage id="banking.accounts.title" />
        </h1>
        <div className="mf-banking__header-actions">
          <Button
            variant={firstLink ? 'primary' : 'secondary'}
            onClick={link.addAccount}
            loading={link.phase === 'opening' && !link.verifyingId}
            disabled={busy}
          >
            <FormattedMessage id="banking.accounts.addAccount" />
          </Button>
          <Link
            className={`cp-ui-button cp-ui-button--${firstLink ? 'secondary' : 'primary'}`}
            to={flowPath(ROUTES.stepSelectAccount)}
          >
            <FormattedMessage id="banking.accounts.makeTransfer" />
          </Link>
        </div>
      </div>
      {firstLink && <Lead sentences={FIRST_LINK_LEAD} />}
      <LinkingProgress phase={link.phase} error={link.error} />
      <AccountList {...listState} label={intl.formatMessage({ id: 'banking.accounts.listLabel' })}>
        {(account) => (
          <AccountCard
            key={account.id}
            account={account}
            selected={account.id === selectedId}
            error={disconnect.errorOf(account)}
            status={
              <AccountStatus
                account={account}
                verifying={link.verifyingId === account.id}
                disabled={busy}
                onVerify={() => link.verifyAccount(account)}
                onBankNotice={() => notice.show(account.bankName)}
              />
            }
            actions={
              <Button variant="link" onClick={() => disconnect.ask(account)} disabled={busy}>
                <FormattedMessage id="banking.accounts.disconnect" />
              </Button>
            }
          />
        )}
      </AccountList>
      {link.linkElement}
      {notice.element}
      {disconnect.element}
    </section>
  );
}

export default withTexts(BankAccounts, CATALOGUES);
