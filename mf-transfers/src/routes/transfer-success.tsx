import { RELEASE } from '../release';
import '../mf-transfers.scss';

export default function TransferSuccess() {
  return (
    <section className="mf-transfers" data-release={RELEASE}>
      <h1>Success</h1>
    </section>
  );
}
