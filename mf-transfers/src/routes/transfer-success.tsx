import '../mf-transfers.scss';

export default function TransferSuccess() {
  return (
    <section className="mf-transfers">
      <h1>Success</h1>
    </section>
  );
}
