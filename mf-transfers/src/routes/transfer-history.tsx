import '../mf-transfers.scss';

export default function TransferHistory() {
  return (
    <section className="mf-transfers">
      <h1>Transfer History</h1>
    </section>
  );
}
