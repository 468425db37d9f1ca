import { RELEASE } from '../release';
import '../mf-onboarding.scss';

export default function Step2() {
  return (
    <section className="mf-onboarding" data-release={RELEASE}>
      <h1>Personal Information</h1>
    </section>
  );
}
