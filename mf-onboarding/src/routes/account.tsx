import { RELEASE } from '../release';
import '../mf-onboarding.scss';

export default function Account() {
  return (
    <section className="mf-onboarding" data-release={RELEASE}>
      <h1>Your Account</h1>
    </section>
  );
}
