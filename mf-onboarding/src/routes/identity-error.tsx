import { Link } from '@portal/shared/router';
import { ROUTES } from '@portal/shared';
import { TRANSFER_INCOMPLETE_DETAIL, TRANSFER_INCOMPLETE_TITLE } from '@portal/shared/constants';
import { RELEASE } from '../release';
import '../mf-onboarding.scss';

/** /create-account/error (requirements §8): the bank rejected the identity details. */
export default function IdentityError() {
  return (
    <section className="mf-onboarding" data-release={RELEASE}>
      <h1>Error</h1>
      <div className="mf-onboarding-notice mf-onboarding-notice--error" role="alert">
        <h2>{TRANSFER_INCOMPLETE_TITLE}</h2>
        <p>{TRANSFER_INCOMPLETE_DETAIL}</p>
      </div>
      <p>Check that your name, address, SSN and date of birth are exactly as your bank has them, then try again.</p>
      <div className="mf-onboarding-form__actions">
        <Link className="cp-ui-button cp-ui-button--primary" to={ROUTES.account}>
          Review Your Account
        </Link>
        <Link className="cp-ui-button cp-ui-button--secondary" to={ROUTES.bankAccounts}>
          Back to Bank Accounts
        </Link>
      </div>
    </section>
  );
}
