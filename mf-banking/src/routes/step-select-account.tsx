import { RELEASE } from '../release';
import '../mf-banking.scss';

export default function StepSelectAccount() {
  return (
    <section className="mf-banking" data-release={RELEASE}>
      <h1>Select a Bank Account</h1>
    </section>
  );
}
