import { Link, useNavigate, useParams } from '@portal/shared/router';
import { ROUTES, selectIsSignedIn, useAppSelector, useBranding } from '@portal/shared';
import { Spinner } from '@portal/shared/ui';
import { useFlow } from '../features/flow/hooks/use-flow';
import { AgentProfile } from '../features/partner/components/agent-profile';
import { useAgent } from '../features/partner/hooks/use-agent';
import { DEFAULT_REGISTER_BUTTON_TEXT, RegistrationForm } from '../features/registration/components/registration-form';
import type { AccountVerificationState } from './account-verification';
import { RELEASE } from '../release';
import '../mf-onboarding.scss';

export const AGENT_NOT_FOUND = 'We could not find this agent.';

/**
 * /partner/{landingPageURI} (requirements §2): the agent's landing page with sign-up. The agent is kept
 * in the session and becomes the realtor of the client's transfers.
 */
export default function PartnerLanding() {
  const { landingPageKey = null } = useParams();
  const navigate = useNavigate();
  const { path, loginPath } = useFlow();
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data: branding } = useBranding();
  const agent = useAgent(landingPageKey);

  if (agent.isLoading) {
    return (
      <section className="mf-onboarding" data-release={RELEASE}>
        <Spinner label="Loading" />
      </section>
    );
  }
  if (!agent.data) {
    return (
      <section className="mf-onboarding" data-release={RELEASE}>
        <h1>Agent not found</h1>
        <p role="alert">
          {agent.isError ? 'Something went wrong... please try again in a few minutes' : AGENT_NOT_FOUND}
        </p>
        <p>
          You can still <Link to={ROUTES.createAccount}>create an account</Link>.
        </p>
      </section>
    );
  }
  return (
    <section className="mf-onboarding mf-onboarding--wide" data-release={RELEASE}>
      <AgentProfile realtor={agent.data} />
      {signedIn ? (
        <p>
          You are signed in. <Link to={ROUTES.root}>Continue to your account</Link>
        </p>
      ) : (
        <>
          <h2>Create Account</h2>
          {branding?.registerText && <p className="mf-onboarding__lead">{branding.registerText}</p>}
          <RegistrationForm
            submitLabel={branding?.registerButtonText || DEFAULT_REGISTER_BUTTON_TEXT}
            loginPath={loginPath}
            onRegistered={({ attempt, mobilePhone }) => {
              const state: AccountVerificationState = { attempt, mobilePhone };
              navigate(path(ROUTES.accountVerification), { state });
            }}
          />
        </>
      )}
    </section>
  );
}
