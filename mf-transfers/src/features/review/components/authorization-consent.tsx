import { useId } from 'react';
import { errorMessage } from '@portal/shared';
import { AUTHORIZATION_REQUIRED, DEPOSIT_AUTHORIZATION_REQUIRED } from '@portal/shared/constants';
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

/** The checkbox's words: a debit from the client's account, or a credit into it. */
export function consentLabel(kind: string | undefined): string {
  return kind === 'credit' ? 'I authorize this deposit into my account' : 'I authorize this payment';
}

/**
 * The authorization the client gives before money moves: the server's text exactly as it wrote
 * it (a Nacha WEB one-time debit, or for a disbursement a one-time credit), and the required
 * checkbox. While unticked, AUTHORIZATION_REQUIRED (for a deposit, its own words) says why the
 * action is unavailable.
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
  if (loading) return <Spinner label="Loading the authorization" />;
  if (error || !terms) {
    return (
      <p className="mf-transfers-form__error" role="alert">
        {errorMessage(error)}
      </p>
    );
  }
  return (
    <section className="mf-transfers-authorization" aria-labelledby={headingId}>
      <h2 id={headingId}>{terms.kind === 'credit' ? 'Deposit authorization' : 'Payment authorization'}</h2>
      <p className="mf-transfers-authorization__text" data-version={terms.version}>
        {terms.text}
      </p>
      <Checkbox
        label={consentLabel(terms.kind)}
        checked={checked}
        required
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
      />
      {!checked && (
        <p id={reasonId} className="mf-transfers-authorization__reason">
          {terms.kind === 'credit' ? DEPOSIT_AUTHORIZATION_REQUIRED : AUTHORIZATION_REQUIRED}
        </p>
      )}
    </section>
  );
}
