import { RELEASE } from '../release';
import '../mf-transfers.scss';

export default function TransferHistory() {
  return (
    <section className="mf-transfers" data-release={RELEASE}>
      <h1>Transfer History</h1>
    </section>
  );
}
