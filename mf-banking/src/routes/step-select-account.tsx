import '../mf-banking.scss';

export default function StepSelectAccount() {
  return (
    <section className="mf-banking">
      <h1>Select a Bank Account</h1>
    </section>
  );
}
