import { RELEASE } from '../release';
import '../mf-transfers.scss';

export default function TransferDetails() {
  return (
    <section className="mf-transfers" data-release={RELEASE}>
      <h1>Transfer Details</h1>
    </section>
  );
}
