import { RELEASE } from '../release';
import '../mf-onboarding.scss';

export default function IdentityError() {
  return (
    <section className="mf-onboarding" data-release={RELEASE}>
      <h1>Error</h1>
    </section>
  );
}
