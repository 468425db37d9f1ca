import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from '@portal/shared/router';
import { withTexts } from '@portal/shared/i18n/react';
import { ROUTES, useTenant } from '@portal/shared';
import { formatPhone } from '@portal/shared/phone';
import { Spinner } from '@portal/shared/ui';
import { useFlow } from '../features/flow/hooks/use-flow';
import { CodeForm } from '../features/sign-in/components/code-form';
import { useCompleteSignIn } from '../features/sign-in/hooks/use-complete-sign-in';
import { PasskeyOffer } from '../features/passkeys/components/passkey-offer';
import { usePasskeyOffer } from '../features/passkeys/hooks/use-passkey-offer';
import { CATALOGUES } from '../i18n/catalogues';
import { RELEASE } from '../release';
import '../mf-onboarding.scss';

/**
 * What registration hands this screen through navigation state (requirements §2): the sign-in
 * attempt the code is verified with, and the phone it went to. The client itself comes with the
 * verified code.
 */
export interface AccountVerificationState {
  attempt: string;
  mobilePhone: string;
}

function registrationOf(state: unknown): AccountVerificationState | null {
  const { attempt, mobilePhone } = (state as Partial<AccountVerificationState> | null) ?? {};
  return typeof attempt === 'string' && typeof mobilePhone === 'string' ? { attempt, mobilePhone } : null;
}

/** /create-account/account-verification: the code texted at registration. */
function AccountVerification() {
  const { state } = useLocation();
  const { withPlace, loginPath } = useFlow();
  const { data: tenant } = useTenant();
  const completeSignIn = useCompleteSignIn();
  const offer = usePasskeyOffer(completeSignIn);
  const registration = registrationOf(state);

  return (
    <section className="mf-onboarding" data-release={RELEASE}>
      <h1>
        <FormattedMessage id="onboarding.verification.title" />
      </h1>
      {!registration ? (
        // Reached without registering first (a bookmark, a reload in another tab).
        <p className="mf-onboarding__lead">
          <FormattedMessage
            id="onboarding.verification.notFound"
            values={{
              create: (chunks) => <Link to={withPlace(ROUTES.createAccount)}>{chunks}</Link>,
              login: (chunks) => <Link to={loginPath}>{chunks}</Link>,
            }}
          />
        </p>
      ) : offer.pending ? (
        <PasskeyOffer signedIn={offer.pending} onDone={offer.finish} />
      ) : !tenant ? (
        <Spinner />
      ) : (
        <>
          <p className="mf-onboarding__lead">
            <FormattedMessage
              id="onboarding.verification.codeSent"
              values={{ phone: formatPhone(registration.mobilePhone) }}
            />
          </p>
          <CodeForm tenantId={tenant.id} attempt={registration.attempt} onVerified={offer.onVerified} />
          <p className="mf-onboarding-form__switch">
            <FormattedMessage
              id="onboarding.code.wrongNumber"
              values={{ change: (chunks) => <Link to={withPlace(ROUTES.createAccount)}>{chunks}</Link> }}
            />
          </p>
        </>
      )}
    </section>
  );
}

export default withTexts(AccountVerification, CATALOGUES);
