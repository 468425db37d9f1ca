import { FormattedMessage } from 'react-intl';
import { useNavigate } from '@portal/shared/router';
import { ROUTES } from '@portal/shared';
import { useTenantWords } from '../features/registration/hooks/use-tenant-words';
import { withTexts } from '@portal/shared/i18n/react';
import { useFlow } from '../features/flow/hooks/use-flow';
import { RegistrationForm } from '../features/registration/components/registration-form';
import type { AccountVerificationState } from './account-verification';
import { RequestSummary } from '../features/request-link/components/request-summary';
import { CATALOGUES } from '../i18n/catalogues';
import { RELEASE } from '../release';
import '../mf-onboarding.scss';

/** /create-account (requirements §2): the tenant's registration text, then the form. */
function CreateAccount() {
  const navigate = useNavigate();
  const { withPlace, loginPath } = useFlow();
  const words = useTenantWords();
  return (
    <section className="mf-onboarding" data-release={RELEASE}>
      <h1>
        <FormattedMessage id="onboarding.createAccount.title" />
      </h1>
      <RequestSummary />
      {/* The tenant's own words, in the language the tenant wrote them. */}
      {words.lead && (
        <p className="mf-onboarding__lead" lang={words.leadLang}>
          {words.lead}
        </p>
      )}
      <RegistrationForm
        submitLabel={words.buttonText}
        loginPath={loginPath}
        onRegistered={({ attempt, mobilePhone }) => {
          const state: AccountVerificationState = { attempt, mobilePhone };
          navigate(withPlace(ROUTES.accountVerification), { state });
        }}
      />
    </section>
  );
}

export default withTexts(CreateAccount, CATALOGUES);
