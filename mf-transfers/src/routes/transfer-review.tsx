import { RELEASE } from '../release';
import '../mf-transfers.scss';

export default function TransferReview() {
  return (
    <section className="mf-transfers" data-release={RELEASE}>
      <h1>Review</h1>
    </section>
  );
}
