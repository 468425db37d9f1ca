import { RELEASE } from '../release';
import '../mf-onboarding.scss';

export default function CreateAccount() {
  return (
    <section className="mf-onboarding" data-release={RELEASE}>
      <h1>Create Account</h1>
    </section>
  );
}
