import { RELEASE } from '../release';
import '../mf-onboarding.scss';

export default function AccountVerification() {
  return (
    <section className="mf-onboarding" data-release={RELEASE}>
      <h1>Verify Your Phone Number</h1>
    </section>
  );
}
