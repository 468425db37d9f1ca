import { FormattedMessage } from 'react-intl';
import { Link } from '@portal/shared/router';
import { ROUTES } from '@portal/shared';
import { withTexts } from '@portal/shared/i18n/react';
import { CATALOGUES } from '../i18n/catalogues';
import { RELEASE } from '../release';
import '../mf-onboarding.scss';

/** /create-account/error (requirements §8): the bank rejected the identity details. */
function IdentityError() {
  return (
    <section className="mf-onboarding" data-release={RELEASE}>
      <h1>
        <FormattedMessage id="onboarding.identityError.title" />
      </h1>
      <div className="mf-onboarding-notice mf-onboarding-notice--error" role="alert">
        <h2>
          <FormattedMessage id="errors.transferIncompleteTitle" />
        </h2>
        <p>
          <FormattedMessage id="errors.transferIncompleteDetail" />
        </p>
      </div>
      <p>
        <FormattedMessage id="onboarding.identityError.advice" />
      </p>
      <div className="mf-onboarding-form__actions">
        <Link className="cp-ui-button cp-ui-button--primary" to={ROUTES.account}>
          <FormattedMessage id="onboarding.identityError.reviewAccount" />
        </Link>
        <Link className="cp-ui-button cp-ui-button--secondary" to={ROUTES.bankAccounts}>
          <FormattedMessage id="onboarding.identityError.backToBankAccounts" />
        </Link>
      </div>
    </section>
  );
}

export default withTexts(IdentityError, CATALOGUES);
