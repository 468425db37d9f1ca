import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '@portal/shared';
import { Checkbox, Spinner } from '@portal/shared/ui';
import type { AuthorizationTerms } from '../api/get-authorization-terms';

export interface AuthorizationConsentProps {
  terms: AuthorizationTerms | undefined;
  loading: boolean;
  error: unknown;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The id the primary action points its aria-describedby at while the box is unticked. */
  reasonId: string;
}

/** The kind's part of the authorization's catalogue ids: a debit from the client's account, or a credit into it. */
const kindKey = (kind: string | undefined) => (kind === 'credit' ? 'credit' : 'debit');

/**
 * The authorization the client gives before money moves: the server's text exactly as it wrote
 * it (a Nacha WEB one-time debit, or for a disbursement a one-time credit), and the required
 * checkbox. While unticked, AUTHORIZATION_REQUIRED's words (for a deposit, its own) say why the
 * action is unavailable. The terms' text is the server's, in the language it wrote them in (the
 * request's): the record keeps exactly those words, so the browser never rewrites them.
 */
export function AuthorizationConsent({
  terms,
  loading,
  error,
  checked,
  onCheckedChange,
  reasonId,
}: AuthorizationConsentProps) {
  const headingId = useId();
  const intl = useIntl();
  if (loading) return <Spinner label={intl.formatMessage({ id: 'transfers.authorization.loading' })} />;
  if (error || !terms) {
    return (
      <p className="mf-transfers-form__error" role="alert">
        {errorMessage(error)}
      </p>
    );
  }
  return (
    <section className="mf-transfers-authorization" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id={`transfers.authorization.heading.${kindKey(terms.kind)}`} />
      </h2>
      <p className="mf-transfers-authorization__text" data-version={terms.version}>
        {terms.text}
      </p>
      <Checkbox
        label={intl.formatMessage({ id: `transfers.authorization.consent.${kindKey(terms.kind)}` })}
        checked={checked}
        required
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
      />
      {!checked && (
        <p id={reasonId} className="mf-transfers-authorization__reason">
          <FormattedMessage id={`transfers.authorization.required.${kindKey(terms.kind)}`} />
        </p>
      )}
    </section>
  );
}
