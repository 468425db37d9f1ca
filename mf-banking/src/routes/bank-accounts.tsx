import { RELEASE } from '../release';
import '../mf-banking.scss';

export default function BankAccounts() {
  return (
    <section className="mf-banking" data-release={RELEASE}>
      <h1>Bank Accounts</h1>
    </section>
  );
}
