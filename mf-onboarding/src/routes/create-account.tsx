import { useNavigate } from '@portal/shared/router';
import { ROUTES, useBranding } from '@portal/shared';
import { useFlow } from '../features/flow/hooks/use-flow';
import { DEFAULT_REGISTER_BUTTON_TEXT, RegistrationForm } from '../features/registration/components/registration-form';
import type { AccountVerificationState } from './account-verification';
import { RequestSummary } from '../features/request-link/components/request-summary';
import { RELEASE } from '../release';
import '../mf-onboarding.scss';

/** /create-account (requirements §2): the tenant's registration text, then the form. */
export default function CreateAccount() {
  const navigate = useNavigate();
  const { withPlace, loginPath } = useFlow();
  const { data: branding } = useBranding();
  return (
    <section className="mf-onboarding" data-release={RELEASE}>
      <h1>Create Account</h1>
      <RequestSummary />
      {branding?.registerText && <p className="mf-onboarding__lead">{branding.registerText}</p>}
      <RegistrationForm
        submitLabel={branding?.registerButtonText || DEFAULT_REGISTER_BUTTON_TEXT}
        loginPath={loginPath}
        onRegistered={({ attempt, mobilePhone }) => {
          const state: AccountVerificationState = { attempt, mobilePhone };
          navigate(withPlace(ROUTES.accountVerification), { state });
        }}
      />
    </section>
  );
}
