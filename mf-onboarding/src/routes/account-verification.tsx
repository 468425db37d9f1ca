import { Link, useLocation } from '@portal/shared/router';
import { ROUTES, useTenant, type Client } from '@portal/shared';
import { formatPhone } from '@portal/shared/phone';
import { Spinner } from '@portal/shared/ui';
import { useFlow } from '../features/flow/hooks/use-flow';
import { CodeForm } from '../features/sign-in/components/code-form';
import { useCompleteSignIn } from '../features/sign-in/hooks/use-complete-sign-in';
import { RELEASE } from '../release';
import '../mf-onboarding.scss';

/** What registration hands this screen through navigation state (requirements §2). */
export interface AccountVerificationState {
  client: Client;
}

function clientOf(state: unknown): Client | null {
  const client = (state as Partial<AccountVerificationState> | null)?.client;
  return client && typeof client.id === 'string' ? client : null;
}

/** /create-account/account-verification: the code texted at registration. */
export default function AccountVerification() {
  const { state } = useLocation();
  const { withPlace, loginPath } = useFlow();
  const { data: tenant } = useTenant();
  const completeSignIn = useCompleteSignIn();
  const client = clientOf(state);

  return (
    <section className="mf-onboarding" data-release={RELEASE}>
      <h1>Verify Your Phone Number</h1>
      {!client ? (
        // Reached without registering first (a bookmark, a reload in another tab).
        <p className="mf-onboarding__lead">
          We could not find your registration. <Link to={withPlace(ROUTES.createAccount)}>Create an account</Link> or{' '}
          <Link to={loginPath}>log in</Link> to get a new code.
        </p>
      ) : !tenant ? (
        <Spinner label="Loading" />
      ) : (
        <>
          <p className="mf-onboarding__lead">
            We sent a 6-digit security code to {formatPhone(client.mobilePhone)}. Enter it below to verify your phone
            number.
          </p>
          <CodeForm tenantId={tenant.id} clientId={client.id} onVerified={completeSignIn} />
          <p className="mf-onboarding-form__switch">
            Wrong number? <Link to={withPlace(ROUTES.createAccount)}>Change number</Link>
          </p>
        </>
      )}
    </section>
  );
}
