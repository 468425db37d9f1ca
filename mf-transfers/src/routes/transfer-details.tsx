import '../mf-transfers.scss';

export default function TransferDetails() {
  return (
    <section className="mf-transfers">
      <h1>Transfer Details</h1>
    </section>
  );
}
