import { RELEASE } from '../release';
import '../mf-onboarding.scss';

export default function Login() {
  return (
    <section className="mf-onboarding" data-release={RELEASE}>
      <h1>Log In</h1>
    </section>
  );
}
