import { FormattedMessage } from 'react-intl';
import { Link, useNavigate, useParams } from '@portal/shared/router';
import { ROUTES, selectIsSignedIn, useAppSelector } from '@portal/shared';
import { useTenantWords } from '../features/registration/hooks/use-tenant-words';
import { withTexts } from '@portal/shared/i18n/react';
import { Spinner } from '@portal/shared/ui';
import { useFlow } from '../features/flow/hooks/use-flow';
import { AgentProfile } from '../features/partner/components/agent-profile';
import { useAgent } from '../features/partner/hooks/use-agent';
import { RegistrationForm } from '../features/registration/components/registration-form';
import type { AccountVerificationState } from './account-verification';
import { CATALOGUES } from '../i18n/catalogues';
import { RELEASE } from '../release';
import '../mf-onboarding.scss';

/**
 * /partner/{landingPageURI} (requirements §2): the agent's landing page with sign-up. The agent is kept
 * in the session and becomes the realtor of the client's transfers.
 */
function PartnerLanding() {
  const { landingPageKey = null } = useParams();
  const navigate = useNavigate();
  const { path, loginPath } = useFlow();
  const signedIn = useAppSelector(selectIsSignedIn);
  const words = useTenantWords();
  const agent = useAgent(landingPageKey);

  if (agent.isLoading) {
    return (
      <section className="mf-onboarding" data-release={RELEASE}>
        <Spinner />
      </section>
    );
  }
  if (!agent.data) {
    return (
      <section className="mf-onboarding" data-release={RELEASE}>
        <h1>
          <FormattedMessage id="onboarding.partner.notFoundTitle" />
        </h1>
        <p role="alert">
          <FormattedMessage id={agent.isError ? 'errors.genericError' : 'onboarding.partner.notFound'} />
        </p>
        <p>
          <FormattedMessage
            id="onboarding.partner.createAccountInstead"
            values={{ create: (chunks) => <Link to={ROUTES.createAccount}>{chunks}</Link> }}
          />
        </p>
      </section>
    );
  }
  return (
    <section className="mf-onboarding mf-onboarding--wide" data-release={RELEASE}>
      <AgentProfile realtor={agent.data} />
      {signedIn ? (
        <p>
          <FormattedMessage
            id="onboarding.partner.signedIn"
            values={{ continue: (chunks) => <Link to={ROUTES.root}>{chunks}</Link> }}
          />
        </p>
      ) : (
        <>
          <h2>
            <FormattedMessage id="onboarding.createAccount.title" />
          </h2>
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
              navigate(path(ROUTES.accountVerification), { state });
            }}
          />
        </>
      )}
    </section>
  );
}

export default withTexts(PartnerLanding, CATALOGUES);
