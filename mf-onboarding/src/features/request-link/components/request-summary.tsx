import { useIntl } from 'react-intl';
import { useLocation } from '@portal/shared/router';
import { QUERY_PARAMS, skipToken, useGetRequestPreviewQuery } from '@portal/shared';
import { parseRequestReference } from '@portal/shared/constants';
import { decimalToCents, formatMoney } from '@portal/shared/money';
import './request-summary.scss';

/**
 * On /create-account and /login opened from a transfer request's text or e-mail (?request=):
 * who asks, how much and for which property, as the API tells it for a reference it verified
 * (GET /transfer-requests/:reference). Any other reference shows nothing: the page is the
 * usual one. The session, not this link, decides what the client may see after the code.
 */
export function RequestSummary() {
  const intl = useIntl();
  const { search } = useLocation();
  const reference = new URLSearchParams(search).get(QUERY_PARAMS.request);
  const { data: preview } = useGetRequestPreviewQuery(reference || skipToken);
  if (!reference || !preview) return null;
  const payout = parseRequestReference(reference)?.payout === true;
  const amount = formatMoney(decimalToCents(preview.amount) ?? 0);
  return (
    <section className="mf-onboarding-request" aria-labelledby="mf-onboarding-request-heading">
      <h2 id="mf-onboarding-request-heading" className="mf-onboarding-request__heading">
        {intl.formatMessage(
          { id: payout ? 'onboarding.request.payout' : 'onboarding.request.request' },
          { tenantName: preview.tenantName, amount },
        )}
      </h2>
      {preview.propertyAddress && (
        <p className="mf-onboarding-request__property">
          {intl.formatMessage({ id: 'onboarding.request.for' }, { address: preview.propertyAddress })}
        </p>
      )}
      <p className="mf-onboarding-request__next">
        {intl.formatMessage({ id: payout ? 'onboarding.request.payoutNext' : 'onboarding.request.requestNext' })}
      </p>
    </section>
  );
}
