import { RELEASE } from '../release';
import '../mf-onboarding.scss';

export default function DocumentUpload() {
  return (
    <section className="mf-onboarding" data-release={RELEASE}>
      <h1>Verify Your Identity</h1>
    </section>
  );
}
