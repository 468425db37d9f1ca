import { FormattedMessage } from 'react-intl';
import { useSearchParams } from '@portal/shared/router';
import {
  pathWithQuery,
  QUERY_PARAMS,
  ROUTES,
  selectClient,
  setClient,
  useAppDispatch,
  useAppSelector,
  useTenant,
} from '@portal/shared';
import { withTexts } from '@portal/shared/i18n/react';
import { PaymentSteps, Spinner } from '@portal/shared/ui';
import { Step2Form } from '../features/identity/components/step-2-form';
import { CATALOGUES } from '../i18n/catalogues';
import { RELEASE } from '../release';
import '../mf-onboarding.scss';

/** Leaves with a page reload (requirements §4), so every remote starts from the saved client. */
export function reloadTo(url: string): void {
  window.location.assign(url);
}

/**
 * Where step-2 leads: /bank-accounts (requirements §4); a client routed here for a transfer
 * (?go_to_transfer=) continues with it at step-select-account.
 */
export function afterStep2(search: URLSearchParams): string {
  const transferId = search.get(QUERY_PARAMS.goToTransfer);
  if (!transferId) return ROUTES.bankAccounts;
  return pathWithQuery(ROUTES.stepSelectAccount, {
    [QUERY_PARAMS.goToTransfer]: transferId,
    [QUERY_PARAMS.disbursement]: search.get(QUERY_PARAMS.disbursement),
  });
}

/** /create-account/step-2: identity and personal details. */
function Step2() {
  const dispatch = useAppDispatch();
  const client = useAppSelector(selectClient);
  const { data: tenant } = useTenant();
  const [search] = useSearchParams();

  return (
    <section className="mf-onboarding" data-release={RELEASE}>
      <PaymentSteps current="identity" />
      <h1>
        <FormattedMessage id="onboarding.step2.title" />
      </h1>
      <p className="mf-onboarding__lead">
        <FormattedMessage id="onboarding.step2.lead" />
      </p>
      {!client || !tenant ? (
        <Spinner />
      ) : (
        <Step2Form
          client={client}
          tenantId={tenant.id}
          onSaved={(updated) => {
            dispatch(setClient(updated));
            reloadTo(afterStep2(search));
          }}
        />
      )}
    </section>
  );
}

export default withTexts(Step2, CATALOGUES);
