import '../mf-onboarding.scss';

export default function AccountVerification() {
  return (
    <section className="mf-onboarding">
      <h1>Verify Your Phone Number</h1>
    </section>
  );
}
