import '../mf-messages.scss';

export default function MessageCenter() {
  return (
    <section className="mf-messages">
      <h1>Messages</h1>
    </section>
  );
}
