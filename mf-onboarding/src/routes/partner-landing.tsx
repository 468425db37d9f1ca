import { RELEASE } from '../release';
import '../mf-onboarding.scss';

export default function PartnerLanding() {
  return (
    <section className="mf-onboarding" data-release={RELEASE}>
      <h1>Agent</h1>
    </section>
  );
}
