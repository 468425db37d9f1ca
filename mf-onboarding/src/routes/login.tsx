import { useState } from 'react';
import { Link } from '@portal/shared/router';
import { ROUTES, useTenant } from '@portal/shared';
import { formatPhone } from '@portal/shared/phone';
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
import { RELEASE } from '../release';
import '../mf-onboarding.scss';

/**
 * /login (requirements §2): mobile number, 'Get Security Code', then the code, then the offer of
 * a passkey; or 'Sign in with a passkey' instead of all that. ?partnerURI= keeps the agent.
 */
export default function Login() {
  const { data: tenant } = useTenant();
  const { partnerKey, withPlace } = useFlow();
  useAgent(partnerKey);
  const completeSignIn = useCompleteSignIn();
  const offer = usePasskeyOffer(completeSignIn);
  const [codeSent, setCodeSent] = useState<{ attempt: string; mobilePhone: string } | null>(null);
  // Passkeys offered in the phone field's autofill while it is shown (ADR 0097).
  const autofill = usePasskeyAutofill(completeSignIn, Boolean(tenant) && !offer.pending && !codeSent);
  const createAccountPath = withPlace(ROUTES.createAccount);

  return (
    <section className="mf-onboarding" data-release={RELEASE}>
      <h1>Log In</h1>
      <RequestSummary />
      {!tenant ? (
        <Spinner label="Loading" />
      ) : offer.pending ? (
        <PasskeyOffer signedIn={offer.pending} onDone={offer.finish} />
      ) : codeSent ? (
        <>
          <p className="mf-onboarding__lead">We sent a 6-digit security code to {formatPhone(codeSent.mobilePhone)}.</p>
          <CodeForm tenantId={tenant.id} attempt={codeSent.attempt} onVerified={offer.onVerified} />
          <p className="mf-onboarding-form__switch">
            Wrong number?{' '}
            <Button
              variant="link"
              onClick={() => {
                setCodeSent(null);
                autofill.resume();
              }}
            >
              Change number
            </Button>
          </p>
        </>
      ) : (
        <>
          <p className="mf-onboarding__lead">Enter your mobile number and we will text you a security code.</p>
          <PhoneLoginForm
            createAccountPath={createAccountPath}
            onCodeSent={setCodeSent}
            passkeyAutofill={autofill.active}
            onCodeRequest={autofill.stop}
            onCodeRefused={autofill.resume}
          />
          {autofill.failure && (
            <p className="mf-onboarding-form__error" role="alert">
              {autofill.failure}
            </p>
          )}
          <PasskeySignIn onSignedIn={completeSignIn} onStart={autofill.stop} onFailure={autofill.resume} />
          <p className="mf-onboarding-form__switch">
            New here? <Link to={createAccountPath}>Create Account</Link>
          </p>
        </>
      )}
    </section>
  );
}
