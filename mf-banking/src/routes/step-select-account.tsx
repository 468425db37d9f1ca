import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from '@portal/shared/router';
import { isTransferable, QUERY_PARAMS, ROUTES } from '@portal/shared';
import { withTexts } from '@portal/shared/i18n/react';
import { Button, DisbursementTabs, isDisbursementStep, PaymentSteps } from '@portal/shared/ui';
import { AccountCard, accountLabelIds } from '../features/accounts/components/account-card';
import { useBankNotice } from '../features/accounts/components/account-dialogs';
import { AccountList } from '../features/accounts/components/account-list';
import { Lead } from '../features/accounts/components/lead';
import { useClientAccounts } from '../features/accounts/hooks/use-client-accounts';
import { AccountStatus } from '../features/accounts/components/account-status';
import { selectAccountLead } from '../features/accounts/lib/leads';
import { useFlowPath } from '../features/flow/hooks/use-flow-path';
import { LinkingProgress } from '../features/linking/components/linking-progress';
import { useLinkAccount } from '../features/linking/hooks/use-link-account';
import { MismatchScreen } from '../features/mismatch/components/mismatch-screen';
import { CATALOGUES } from '../i18n/catalogues';
import { RELEASE } from '../release';
import '../mf-banking.scss';

/** Navigation state step-4 sends with 'Use Different Account' (requirements §2); passed on to step-3. */
interface FromSummaryState {
  fromSummary?: boolean;
}

/**
 * /create-account/step-select-account (requirements §2): pick the verified, supported account the
 * transfer (or the disbursement) uses, or link one. Continues with the query string kept and
 * the account added as ?bank_account={id}: a transfer to step-3, a disbursement (the first of
 * its three tabs) to its review, the Accept Your Payment tab (step-4, disbursement=payment).
 */
const CONTINUE_WAITS_ID = 'select-account-waits';

function StepSelectAccount() {
  const intl = useIntl();
  const navigate = useNavigate();
  const flowPath = useFlowPath();
  const { state } = useLocation() as { state: FromSummaryState | null };
  const [searchParams] = useSearchParams();
  const disbursement = searchParams.get(QUERY_PARAMS.disbursement);
  const { client, accounts, listState } = useClientAccounts();
  const [chosenId, setChosenId] = useState<string | null>(() => searchParams.get(QUERY_PARAMS.bankAccount));
  const notice = useBankNotice();
  const link = useLinkAccount({
    onLinked: (bankAccountId, status, account) => {
      if (account && isTransferable(account)) setChosenId(bankAccountId);
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

  // Only an account that can move money may be picked; a stale choice (disconnected) is none.
  const chosen = accounts?.find((account) => account.id === chosenId && isTransferable(account)) ?? null;
  const busy = link.phase !== 'idle';
  const waitsForChoice = !chosen && (accounts ?? []).some(isTransferable);
  const goOn = () => {
    if (!chosen) return;
    const query = new URLSearchParams(searchParams);
    query.set(QUERY_PARAMS.bankAccount, chosen.id);
    // A disbursement's details are the tenant's: nothing to fill in, straight to accepting it.
    if (isDisbursementStep(disbursement)) query.set(QUERY_PARAMS.disbursement, 'payment');
    navigate(
      { pathname: flowPath(isDisbursementStep(disbursement) ? ROUTES.step4 : ROUTES.step3), search: `?${query}` },
      state?.fromSummary ? { state: { fromSummary: true } satisfies FromSummaryState } : undefined,
    );
  };

  return (
    <section className="mf-banking" data-release={RELEASE} aria-labelledby="mf-banking-title">
      {isDisbursementStep(disbursement) ? <DisbursementTabs current={disbursement} /> : <PaymentSteps current="bank" />}
      <div className="mf-banking__header">
        <h1 id="mf-banking-title">
          <FormattedMessage id="banking.select.title" />
        </h1>
        <div className="mf-banking__header-actions">
          <Button
            variant={accounts?.length === 0 ? 'primary' : 'secondary'}
            onClick={link.addAccount}
            loading={link.phase === 'opening' && !link.verifyingId}
            disabled={busy}
          >
            <FormattedMessage id="banking.accounts.addAccount" />
          </Button>
        </div>
      </div>
      <Lead sentences={selectAccountLead(isDisbursementStep(disbursement), accounts?.length === 0)} />
      <LinkingProgress phase={link.phase} error={link.error} />
      <AccountList {...listState} label={intl.formatMessage({ id: 'banking.select.listLabel' })}>
        {(account) => {
          const pickable = isTransferable(account);
          return (
            <AccountCard
              key={account.id}
              account={account}
              selected={chosen?.id === account.id}
              control={
                <input
                  type="radio"
                  name="bankAccount"
                  className="mf-banking__radio"
                  value={account.id}
                  checked={chosen?.id === account.id}
                  disabled={!pickable || busy}
                  onChange={() => setChosenId(account.id)}
                  aria-labelledby={accountLabelIds(account)}
                />
              }
              status={
                <AccountStatus
                  account={account}
                  verifying={link.verifyingId === account.id}
                  disabled={busy}
                  onVerify={() => link.verifyAccount(account)}
                  onBankNotice={() => notice.show(account.bankName)}
                />
              }
            />
          );
        }}
      </AccountList>
      {accounts && accounts.length > 0 && !accounts.some(isTransferable) && (
        <p className="mf-banking__note">
          <FormattedMessage id="banking.select.noTransferable" />
        </p>
      )}
      <div className="mf-banking__footer">
        <Button
          onClick={goOn}
          disabled={!chosen || busy}
          aria-describedby={waitsForChoice ? CONTINUE_WAITS_ID : undefined}
        >
          <FormattedMessage id="banking.select.continue" />
        </Button>
      </div>
      {/* A greyed Continue says what it waits for, or it reads as broken. */}
      {waitsForChoice && (
        <p id={CONTINUE_WAITS_ID} className="cp-ui-field__hint mf-banking__waits">
          <FormattedMessage id="banking.select.waits" />
        </p>
      )}
      {link.linkElement}
      {notice.element}
    </section>
  );
}

export default withTexts(StepSelectAccount, CATALOGUES);
