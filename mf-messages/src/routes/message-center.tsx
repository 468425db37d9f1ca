import { RELEASE } from '../release';
import '../mf-messages.scss';

export default function MessageCenter() {
  return (
    <section className="mf-messages" data-release={RELEASE}>
      <h1>Messages</h1>
    </section>
  );
}
