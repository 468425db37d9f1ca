import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '@portal/shared/router';
import { ROUTES, useTenant } from '@portal/shared';
import { formatPhone } from '@portal/shared/phone';
import { useText, withTexts } from '@portal/shared/i18n/react';
import { Button, Spinner } from '@portal/shared/ui';
import { useFlow } from '../features/flow/hooks/use-flow';
import { useAgent } from '../features/partner/hooks/use-agent';
import { CodeForm } from '../features/sign-in/components/code-form';
import { PhoneLoginForm } from '../features/sign-in/components/phone-login-form';
import { useCompleteSignIn } from '../features/sign-in/hooks/use-complete-sign-in';
import { PasskeyOffer } from '../features/passkeys/components/passkey-offer';
import { PasskeySignIn } from '../features/passkeys/components/passkey-sign-in';
import { usePasskeyAutofill } from '../features/passkeys/hooks/use-passkey-autofill';
import { usePasskeyOffer } from '../features/passkeys/hooks/use-passkey-offer';
import { RequestSummary } from '../features/request-link/components/request-summary';
import { CATALOGUES } from '../i18n/catalogues';
import { RELEASE } from '../release';
import '../mf-onboarding.scss';

/**
 * /login (requirements §2): mobile number, 'Get Security Code', then the code, then the offer of
 * a passkey; or 'Sign in with a passkey' instead of all that. ?partnerURI= keeps the agent.
 */
function Login() {
  const { data: tenant } = useTenant();
  const { partnerKey, withPlace } = useFlow();
  useAgent(partnerKey);
  const completeSignIn = useCompleteSignIn();
  const text = useText();
  const offer = usePasskeyOffer(completeSignIn);
  const [codeSent, setCodeSent] = useState<{ attempt: string; mobilePhone: string } | null>(null);
  // Passkeys offered in the phone field's autofill while it is shown (ADR 0097).
  const autofill = usePasskeyAutofill(completeSignIn, Boolean(tenant) && !offer.pending && !codeSent);
  const createAccountPath = withPlace(ROUTES.createAccount);

  return (
    <section className="mf-onboarding" data-release={RELEASE}>
      <h1>
        <FormattedMessage id="onboarding.login.title" />
      </h1>
      <RequestSummary />
      {!tenant ? (
        <Spinner />
      ) : offer.pending ? (
        <PasskeyOffer signedIn={offer.pending} onDone={offer.finish} />
      ) : codeSent ? (
        <>
          <p className="mf-onboarding__lead">
            <FormattedMessage id="onboarding.login.codeSent" values={{ phone: formatPhone(codeSent.mobilePhone) }} />
          </p>
          <CodeForm tenantId={tenant.id} attempt={codeSent.attempt} onVerified={offer.onVerified} />
          <p className="mf-onboarding-form__switch">
            <FormattedMessage
              id="onboarding.code.wrongNumber"
              values={{
                change: (chunks) => (
                  <Button
                    variant="link"
                    onClick={() => {
                      setCodeSent(null);
                      autofill.resume();
                    }}
                  >
                    {chunks}
                  </Button>
                ),
              }}
            />
          </p>
        </>
      ) : (
        <>
          <p className="mf-onboarding__lead">
            <FormattedMessage id="onboarding.login.lead" />
          </p>
          <PhoneLoginForm
            createAccountPath={createAccountPath}
            onCodeSent={setCodeSent}
            passkeyAutofill={autofill.active}
            onCodeRequest={autofill.stop}
            onCodeRefused={autofill.resume}
          />
          {autofill.failure && (
            <p className="mf-onboarding-form__error" role="alert">
              {text(autofill.failure)}
            </p>
          )}
          <PasskeySignIn onSignedIn={completeSignIn} onStart={autofill.stop} onFailure={autofill.resume} />
          <p className="mf-onboarding-form__switch">
            <FormattedMessage
              id="onboarding.login.newHere"
              values={{ create: (chunks) => <Link to={createAccountPath}>{chunks}</Link> }}
            />
          </p>
        </>
      )}
    </section>
  );
}

export default withTexts(Login, CATALOGUES);
