import '../mf-transfers.scss';

export default function TransferReview() {
  return (
    <section className="mf-transfers">
      <h1>Review</h1>
    </section>
  );
}
