import '../mf-banking.scss';

export default function BankAccounts() {
  return (
    <section className="mf-banking">
      <h1>Bank Accounts</h1>
    </section>
  );
}
